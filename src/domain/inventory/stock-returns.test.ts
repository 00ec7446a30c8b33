import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import { unwrap } from "../sales/test-fixtures";
import { type ProductStock, returnStock } from "./stock";

const watch = (over: Partial<ProductStock> = {}): ProductStock => ({
  productId: "w",
  quantity: 3,
  inProgressStock: 1,
  totalSold: 2,
  ...over,
});
const line = (quantity: number, forSale: boolean) => ({
  productId: "w",
  productName: "Seiko",
  quantity,
  forSale,
});
const sale = { saleId: "s1", notes: "DEV-0001 · Venta #S1" };

/** A return's stock (docs/decisions/0249): every unit accounted for by a movement. */
describe("returnStock", () => {
  it("brings sold units back to the available stock with a 'devolución'", () => {
    const effect = unwrap(returnStock([line(2, true)], "Completado", [watch()], sale));
    expect(effect.products).toEqual([watch({ quantity: 5, totalSold: 0 })]);
    expect(effect.movements).toEqual([
      {
        productId: "w",
        type: "devolución",
        quantityChange: 2,
        stockBefore: 3,
        stockAfter: 5,
        notes: sale.notes,
        relatedSaleId: "s1",
      },
    ]);
  });

  it("takes units not for sale out again as 'dañado', from the bucket an open sale holds them in", () => {
    const effect = unwrap(returnStock([line(1, false)], "Enviado", [watch()], sale));
    expect(effect.products).toEqual([watch({ inProgressStock: 0 })]);
    expect(effect.movements.map((m) => [m.type, m.quantityChange, m.reason])).toEqual([
      ["devolución", 1, undefined],
      ["ajuste manual", -1, "dañado"],
    ]);
  });

  it("never gives more than the sale's bucket holds, nor anything of a cancelled sale", () => {
    expect(returnStock([line(3, true)], "Completado", [watch()], sale)).toMatchObject({
      ok: false,
      error: { message: msg.returnStockMissing("Seiko") },
    });
    expect(returnStock([line(1, true)], "Completado", [], sale)).toMatchObject({ ok: false });
    expect(returnStock([line(1, true)], "Cancelado", [watch()], sale)).toMatchObject({
      ok: false,
      error: { message: msg.returnStockNotHeld },
    });
  });
});
