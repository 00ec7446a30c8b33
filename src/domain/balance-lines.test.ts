import { describe, expect, it } from "vitest";
import { type BalanceLine, balanceLines, cartLineAmounts } from "./balance-lines";

const signed = (lines: BalanceLine[]) =>
  lines.filter((l) => l.sign !== 0).reduce((sum, l) => sum + l.sign * l.amount, 0);
const amountOf = (lines: BalanceLine[], kind: BalanceLine["kind"]) =>
  lines.find((l) => l.kind === kind)?.amount;

describe("balanceLines", () => {
  it("a web purchase of L.\u00a07,200 + envío 110 with a 10 % code shows the code line and adds up to its total", () => {
    const lines = balanceLines({
      subtotal: 720_000,
      promoItemsDiscount: 0,
      appliedDiscount: { code: "X10", amount: 72_000 },
      shippingCost: 11_000,
      extraCostsTotal: 0,
      extraDiscount: 0,
      amountPaid: 0,
    });
    expect(lines.map((l) => l.kind)).toEqual([
      "subtotal",
      "shipping",
      "extraCosts",
      "promoDiscount",
      "codeDiscount",
      "total",
      "extraDiscount",
      "amountPaid",
      "balance",
    ]);
    expect(lines.find((l) => l.kind === "codeDiscount")).toMatchObject({ amount: 72_000, code: "X10" });
    expect(amountOf(lines, "total")).toBe(659_000);
    expect(amountOf(lines, "balance")).toBe(659_000);
    expect(signed(lines)).toBe(659_000);
  });

  it("a sale shows every line, zeros included, and the balance is what is left after paying", () => {
    const lines = balanceLines({
      subtotal: 100_000,
      promoItemsDiscount: 10_000,
      appliedDiscount: null,
      shippingCost: 5_000,
      extraCostsTotal: 2_000,
      extraDiscount: 3_000,
      amountPaid: 50_000,
    });
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.kind === "codeDiscount")).toMatchObject({ amount: 0, code: null });
    expect(amountOf(lines, "total")).toBe(97_000);
    expect(amountOf(lines, "balance")).toBe(44_000);
    expect(signed(lines)).toBe(44_000);
  });

  it("an overpaid sale shows a balance of 0", () => {
    const lines = balanceLines({
      subtotal: 1_000,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      amountPaid: 2_000,
    });
    expect(amountOf(lines, "shipping")).toBeUndefined();
    expect(amountOf(lines, "extraCosts")).toBe(0);
    expect(amountOf(lines, "extraDiscount")).toBe(0);
    expect(amountOf(lines, "balance")).toBe(0);
  });

  it("a cart leaves out shipping and the discounts it does not have", () => {
    expect(balanceLines({ subtotal: 5_000, promoItemsDiscount: 0, appliedDiscount: null })).toEqual([
      { kind: "subtotal", amount: 5_000, sign: 1 },
      { kind: "total", amount: 5_000, sign: 0 },
    ]);
  });

  it("a checkout quote shows its promotion, code and shipping", () => {
    const lines = balanceLines({
      subtotal: 2_780_000,
      promoItemsDiscount: 417_000,
      appliedDiscount: { code: "", amount: 1_000 },
      shippingCost: 0,
      extraCostsTotal: 500,
    });
    expect(lines.map((l) => l.kind)).toEqual([
      "subtotal",
      "shipping",
      "extraCosts",
      "promoDiscount",
      "codeDiscount",
      "total",
    ]);
    expect(lines.find((l) => l.kind === "codeDiscount")?.code).toBeNull();
    expect(amountOf(lines, "total")).toBe(2_780_000 - 417_000 - 1_000 + 500);
  });
});

describe("cartLineAmounts", () => {
  it("a promoted line crosses out the regular price the subtotal counts", () => {
    expect(cartLineAmounts({ price: 1_181_500, salePrice: 1_390_000, quantity: 2 })).toEqual({
      unitPrice: 1_181_500,
      regularUnitPrice: 1_390_000,
      lineTotal: 2_363_000,
      regularLineTotal: 2_780_000,
    });
  });

  it("a line at its regular price has nothing crossed out", () => {
    expect(cartLineAmounts({ price: 500, salePrice: 500, quantity: 3 })).toEqual({
      unitPrice: 500,
      regularUnitPrice: null,
      lineTotal: 1_500,
      regularLineTotal: null,
    });
  });
});

describe("a cancelled sale's balance line", () => {
  it("is 0: a cancelled sale owes nothing, whatever the formula leaves (docs/decisions/0161)", () => {
    const input = { subtotal: 10_000, promoItemsDiscount: 0, appliedDiscount: null, amountPaid: 4_000 };
    expect(balanceLines(input).at(-1)).toEqual({ kind: "balance", amount: 6_000, sign: 0 });
    expect(balanceLines({ ...input, cancelled: true }).at(-1)).toEqual({
      kind: "balance",
      amount: 0,
      sign: 0,
    });
  });
});
