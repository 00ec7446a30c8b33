import { describe, expect, it } from "vitest";
import { type BalanceLine, balanceLines } from "./balance-lines";

const signed = (lines: BalanceLine[]) =>
  lines.filter((l) => l.sign !== 0).reduce((sum, l) => sum + l.sign * l.amount, 0);
const amountOf = (lines: BalanceLine[], kind: BalanceLine["kind"]) =>
  lines.find((l) => l.kind === kind)?.amount;

const kinds = (lines: BalanceLine[]) => lines.map((l) => l.kind);
/** How a screen prints a line's amount, in centavos: negative only when shown with a minus. */
const shownAs = (lines: BalanceLine[], kind: BalanceLine["kind"]) => {
  const line = lines.find((l) => l.kind === kind);
  return line && (line.negative ? -line.amount : line.amount);
};

describe("balanceLines", () => {
  it("a web purchase of L.\u00a07,200 + envío 110 with a 10 % code, nothing paid: zero lines are left out", () => {
    const lines = balanceLines({
      subtotal: 720_000,
      promoItemsDiscount: 0,
      appliedDiscount: { code: "X10", amount: 72_000 },
      shippingCost: 11_000,
      extraCostsTotal: 0,
      extraDiscount: 0,
      amountPaid: 0,
    });
    expect(kinds(lines)).toEqual(["subtotal", "shipping", "codeDiscount", "total", "balance"]);
    expect(lines.find((l) => l.kind === "codeDiscount")).toMatchObject({ amount: 72_000, code: "X10" });
    expect(amountOf(lines, "total")).toBe(659_000);
    expect(amountOf(lines, "balance")).toBe(659_000);
    expect(signed(lines)).toBe(659_000);
  });

  it("a sale lists its lines in the formula's order, the extra discount before the total", () => {
    const lines = balanceLines({
      subtotal: 100_000,
      promoItemsDiscount: 10_000,
      appliedDiscount: { code: "VIP", amount: 4_000 },
      shippingCost: 5_000,
      extraCostsTotal: 2_000,
      extraDiscount: 3_000,
      amountPaid: 50_000,
    });
    expect(kinds(lines)).toEqual([
      "subtotal",
      "shipping",
      "extraCosts",
      "promoDiscount",
      "codeDiscount",
      "extraDiscount",
      "total",
      "amountPaid",
      "balance",
    ]);
    // The total is what the customer is charged: every term above it, the extra discount included.
    expect(amountOf(lines, "total")).toBe(100_000 + 5_000 + 2_000 - 10_000 - 4_000 - 3_000);
    expect(amountOf(lines, "balance")).toBe(90_000 - 50_000);
    const aboveTotal = lines.slice(0, kinds(lines).indexOf("total"));
    expect(signed(aboveTotal)).toBe(amountOf(lines, "total"));
    expect(signed(lines)).toBe(amountOf(lines, "balance"));
  });

  it("a returned sale shows its returns as a subtraction before the total (docs/decisions/0249)", () => {
    const lines = balanceLines({
      subtotal: 150_000,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      shippingCost: 10_000,
      returnsTotal: 50_000,
      amountPaid: 160_000,
      credit: 50_000,
    });
    expect(kinds(lines)).toEqual([
      "subtotal",
      "shipping",
      "returns",
      "total",
      "amountPaid",
      "balance",
      "credit",
    ]);
    expect(shownAs(lines, "returns")).toBe(-50_000);
    expect(amountOf(lines, "total")).toBe(110_000);
  });

  it('a payment is shown positive and the discounts negative ("Pagado L. 6,500.50", never "-L.")', () => {
    const lines = balanceLines({
      subtotal: 700_050,
      promoItemsDiscount: 20_000,
      appliedDiscount: { code: "C", amount: 10_000 },
      shippingCost: 0,
      extraCostsTotal: 0,
      extraDiscount: 20_000,
      amountPaid: 650_050,
    });
    expect(shownAs(lines, "amountPaid")).toBe(650_050);
    expect(shownAs(lines, "promoDiscount")).toBe(-20_000);
    expect(shownAs(lines, "codeDiscount")).toBe(-10_000);
    expect(shownAs(lines, "extraDiscount")).toBe(-20_000);
    expect(shownAs(lines, "subtotal")).toBe(700_050);
    expect(shownAs(lines, "total")).toBe(650_050);
    expect(shownAs(lines, "balance")).toBe(0);
    // Still a subtraction in the formula.
    expect(lines.find((l) => l.kind === "amountPaid")?.sign).toBe(-1);
  });

  it("an overpaid sale shows a balance of 0 and no zero terms", () => {
    const lines = balanceLines({
      subtotal: 1_000,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      amountPaid: 2_000,
    });
    expect(kinds(lines)).toEqual(["subtotal", "total", "amountPaid", "balance"]);
    expect(amountOf(lines, "balance")).toBe(0);
  });

  it("a cart leaves out shipping and the discounts it does not have", () => {
    expect(balanceLines({ subtotal: 5_000, promoItemsDiscount: 0, appliedDiscount: null })).toEqual([
      { kind: "subtotal", amount: 5_000, sign: 1, negative: false },
      { kind: "total", amount: 5_000, sign: 0, negative: false },
    ]);
  });

  it("a checkout quote shows its promotion, code and extra costs, no balance, and hides free shipping", () => {
    const lines = balanceLines({
      subtotal: 2_780_000,
      promoItemsDiscount: 417_000,
      appliedDiscount: { code: "", amount: 1_000 },
      shippingCost: 0,
      extraCostsTotal: 500,
    });
    expect(kinds(lines)).toEqual(["subtotal", "extraCosts", "promoDiscount", "codeDiscount", "total"]);
    expect(lines.find((l) => l.kind === "codeDiscount")?.code).toBeNull();
    expect(amountOf(lines, "total")).toBe(2_780_000 - 417_000 - 1_000 + 500);
  });

  it("after the balance: what was refunded, what a cancelled sale kept, and the credit, each only when there is one", () => {
    const base = { subtotal: 10_000, promoItemsDiscount: 0, appliedDiscount: null, amountPaid: 0 };
    const withNotes = balanceLines({
      ...base,
      cancelled: true,
      refundedAmount: 3_000,
      keptOnCancel: 2_000,
      credit: 1_500,
    });
    expect(kinds(withNotes)).toEqual(["subtotal", "total", "balance", "refunded", "keptOnCancel", "credit"]);
    expect(withNotes.slice(-3).every((l) => l.sign === 0 && !l.negative)).toBe(true);
    expect(withNotes.slice(-3).map((l) => l.amount)).toEqual([3_000, 2_000, 1_500]);
    // Zero refund and kept amount, and a credit within the tolerance, show nothing.
    expect(kinds(balanceLines({ ...base, refundedAmount: 0, keptOnCancel: 0, credit: 1 }))).toEqual([
      "subtotal",
      "total",
      "balance",
    ]);
  });
});

describe("a cancelled sale's balance line", () => {
  it("is 0: a cancelled sale owes nothing, whatever the formula leaves (docs/decisions/0161)", () => {
    const input = { subtotal: 10_000, promoItemsDiscount: 0, appliedDiscount: null, amountPaid: 4_000 };
    expect(balanceLines(input).at(-1)).toEqual({ kind: "balance", amount: 6_000, sign: 0, negative: false });
    expect(balanceLines({ ...input, cancelled: true }).at(-1)).toEqual({
      kind: "balance",
      amount: 0,
      sign: 0,
      negative: false,
    });
  });
});
