import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import {
  checkEditorPrices,
  checkPictureOrder,
  checkProductDeletion,
  MAX_PRODUCT_PICTURES,
  movePicture,
  normaliseSpecs,
  picturesRoom,
  withMainPicture,
} from "./product";

describe("watch specifications", () => {
  it("trims them and drops empty or unknown ones", () => {
    expect(normaliseSpecs({ movement: " Automático ", strap: "  ", crystal: undefined, other: "x" })).toEqual(
      {
        movement: "Automático",
      },
    );
    expect(normaliseSpecs({ caseSize: "42 mm", waterResistance: null })).toEqual({ caseSize: "42 mm" });
  });
});

describe("editor prices (docs/decisions/0071)", () => {
  const base = { salePrice: 500_000, promoPrice: null, wholesalePrice: null };
  it("accepts a plain sale price, a promotion below it and a wholesale price not above it", () => {
    expect(checkEditorPrices(base)).toEqual([]);
    expect(checkEditorPrices({ ...base, promoPrice: 450_000, wholesalePrice: 500_000 })).toEqual([]);
  });
  it("refuses a zero sale price, a promotion not below it and a wholesale price above it", () => {
    expect(checkEditorPrices({ salePrice: 0, promoPrice: 0, wholesalePrice: 1 })).toEqual([
      { field: "salePrice", message: msg.productSalePricePositive },
      { field: "promoPrice", message: msg.productPromoNotBelowSale },
      { field: "wholesalePrice", message: msg.productWholesaleAboveSale },
    ]);
  });
});

describe("deleting a product (docs/decisions/0074)", () => {
  const free = { openSaleNumbers: [], pendingCardOrders: 0, webPurchasesAwaiting: 0 };
  it("archives a product nothing holds", () => {
    expect(checkProductDeletion(free)).toEqual({ ok: true, value: true });
  });
  it("names the open sales that hold it, at most five", () => {
    const one = checkProductDeletion({ ...free, openSaleNumbers: ["ABC123"] });
    expect(one.ok ? "" : one.error.message).toBe(msg.productInOpenSale("#ABC123"));
    const many = checkProductDeletion({ ...free, openSaleNumbers: ["A", "B", "C", "D", "E", "F", "G"] });
    expect(many.ok ? "" : many.error.message).toBe(msg.productInOpenSale("#A, #B, #C, #D, #E y 2 más"));
  });
  it("refuses while a card order is pending or a web purchase awaits conversion", () => {
    const card = checkProductDeletion({ ...free, pendingCardOrders: 1 });
    expect(card.ok ? "" : card.error.message).toBe(msg.productInPendingCardOrder);
    const web = checkProductDeletion({ ...free, webPurchasesAwaiting: 2 });
    expect(web.ok ? "" : web.error.message).toBe(msg.productInWebPurchase);
  });
});

describe("picture order", () => {
  it("accepts a permutation of the current pictures only", () => {
    expect(checkPictureOrder(["a", "b"], ["b", "a"])).toEqual({ ok: true, value: ["b", "a"] });
    expect(checkPictureOrder(["a", "b"], ["a"]).ok).toBe(false);
    expect(checkPictureOrder(["a", "b"], ["a", "a"]).ok).toBe(false);
    expect(checkPictureOrder(["a", "b"], ["a", "c"]).ok).toBe(false);
  });
  it("makes a picture main by moving it first", () => {
    expect(withMainPicture(["a", "b", "c"], "c")).toEqual({ ok: true, value: ["c", "a", "b"] });
    expect(withMainPicture(["a"], "z").ok).toBe(false);
  });
  it("moves one step with the keyboard buttons, never past either end", () => {
    expect(movePicture(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(movePicture(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(movePicture(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(movePicture(["a", "b"], "b", 1)).toEqual(["a", "b"]);
    expect(movePicture(["a", "b"], "z", 1)).toEqual(["a", "b"]);
  });
  it("counts how many pictures may still be added", () => {
    expect(picturesRoom(0)).toBe(MAX_PRODUCT_PICTURES);
    expect(picturesRoom(MAX_PRODUCT_PICTURES + 3)).toBe(0);
  });
});
