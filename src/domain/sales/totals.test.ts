import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aSale, frozen } from "./test-fixtures";
import {
  balanceDue,
  codeDiscountAmount,
  collectableBalance,
  hasPendingBalance,
  isSettled,
  payableTotal,
  priceSale,
  promotionDiscount,
  reopenIfOwed,
  saleTotal,
  statusByAmountPaid,
  statusByBalance,
  withRecomputedTotal,
} from "./totals";

const line = {
  productId: "p1",
  productName: "Casio",
  quantity: 3,
  price: 40000,
  originalPrice: 60000,
  salePrice: 50000,
};

describe("promotion discount (docs/product/constants.md)", () => {
  it("is (salePrice − price) × quantity when the item is sold below its sale price", () => {
    expect(promotionDiscount(line)).toBe(30000);
  });
  it("is 0 when the item price is the sale price or above", () => {
    expect(promotionDiscount({ ...line, price: 50000 })).toBe(0);
    expect(promotionDiscount({ ...line, price: 55000 })).toBe(0);
  });
});

describe("code discount rounding (decision 0003)", () => {
  it("rounds half up on centavos", () => {
    expect(codeDiscountAmount(12345, 10)).toBe(1235);
    expect(codeDiscountAmount(10, 15)).toBe(2);
    expect(codeDiscountAmount(10, 14)).toBe(1);
  });
  it("handles fractional percentages exactly", () => {
    expect(codeDiscountAmount(12345, 0.1)).toBe(12);
    expect(codeDiscountAmount(1, 12.5)).toBe(0);
    expect(codeDiscountAmount(4, 12.5)).toBe(1);
  });
  it("clamps the percentage to 0–100", () => {
    expect(codeDiscountAmount(5000, 150)).toBe(5000);
    expect(codeDiscountAmount(5000, -5)).toBe(0);
  });
  it("never exceeds the base nor goes below 0", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.double({ min: -10, max: 110, noNaN: true }), (base, pct) => {
        const amount = codeDiscountAmount(base, pct);
        return Number.isInteger(amount) && amount >= 0 && amount <= base;
      }),
    );
  });
});

describe("pricing a sale (docs/product/constants.md)", () => {
  it("takes the subtotal at the regular price and subtracts promotion and code discounts", () => {
    const priced = priceSale({
      lines: [line, { ...line, productId: "p2", quantity: 1, price: 70000, salePrice: 70000 }],
      shippingCost: 15000,
      discountCode: { code: "VERANO", percentage: 10 },
    });
    expect(priced.subtotal).toBe(150000 + 70000);
    expect(priced.promoItemsDiscount).toBe(30000);
    expect(priced.appliedDiscount).toEqual({ code: "VERANO", percentage: 10, amount: 19000 });
    expect(priced.total).toBe(220000 + 15000 - 30000 - 19000);
    expect(priced.items[0]).toEqual({
      productId: "p1",
      productName: "Casio",
      quantity: 3,
      price: 40000,
      originalPrice: 60000,
    });
    expect(priced.extraCosts).toEqual([]);
    expect(priced.extraCostsTotal).toBe(0);
  });
  it("adds extra costs and works without a code", () => {
    const priced = priceSale({
      lines: [{ ...line, price: 50000 }],
      shippingCost: 0,
      discountCode: null,
      extraCosts: [{ description: "Grabado", amount: 5000 }],
    });
    expect(priced.appliedDiscount).toBeNull();
    expect(priced.extraCostsTotal).toBe(5000);
    expect(priced.total).toBe(155000);
  });
  it("total = subtotal + shipping + extra costs − promotion − code discount", () => {
    expect(
      saleTotal({
        subtotal: 100,
        shippingCost: 20,
        extraCostsTotal: 5,
        promoItemsDiscount: 10,
        appliedDiscount: { code: "X", percentage: 1, amount: 3 },
      }),
    ).toBe(112);
  });
  it("recomputes the extra-costs total and the total after a cost change", () => {
    const sale = withRecomputedTotal(aSale({ extraCosts: [{ description: "Caja", amount: 2500 }] }));
    expect(sale.extraCostsTotal).toBe(2500);
    expect(sale.total).toBe(117500);
  });
});

describe("balance (docs/product/constants.md)", () => {
  it("is total − extra discount − amount paid", () => {
    const sale = aSale({ extraDiscount: { amount: 5000, reason: "x" }, amountPaid: 10000 });
    expect(payableTotal(sale)).toBe(110000);
    expect(balanceDue(sale)).toBe(100000);
  });
  it("shows 0 for an overpaid Completado order", () => {
    expect(balanceDue(aSale({ status: "Completado", amountPaid: 120000 }))).toBe(0);
  });
  it("is never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e8 }), fc.nat(1e8), fc.nat(1e8), (total, extra, paid) => {
        return balanceDue({ total, extraDiscount: { amount: extra, reason: "" }, amountPaid: paid }) >= 0;
      }),
    );
  });
  it("counts 0.01 or less as settled (tolerance)", () => {
    expect(isSettled(aSale({ amountPaid: 114999 }))).toBe(true);
    expect(isSettled(aSale({ amountPaid: 114998 }))).toBe(false);
  });
});

describe("what is still to collect (docs/decisions/0161)", () => {
  it("a cancelled order owes nothing; any other owes its balance", () => {
    expect(collectableBalance({ status: "Cancelado", balance: 50000 })).toBe(0);
    expect(collectableBalance({ status: "Abonado", balance: 50000 })).toBe(50000);
  });
  it("is pending only above the 0.01 tolerance, and never when cancelled", () => {
    expect(hasPendingBalance({ status: "Pendiente", balance: 2 })).toBe(true);
    expect(hasPendingBalance({ status: "Pendiente", balance: 1 })).toBe(false);
    expect(hasPendingBalance({ status: "Cancelado", balance: 50000 })).toBe(false);
  });
});

describe("status by balance (docs/product/states.md)", () => {
  it("is Completado at 0.01 or less, Abonado with something paid, else Pendiente", () => {
    expect(statusByBalance(aSale({ amountPaid: 114999 }))).toBe("Completado");
    expect(statusByBalance(aSale({ amountPaid: 1000 }))).toBe("Abonado");
    expect(statusByBalance(aSale())).toBe("Pendiente");
    expect(statusByAmountPaid(1)).toBe("Abonado");
    expect(statusByAmountPaid(0)).toBe("Pendiente");
  });
  it("reopens a Completado order that owes more than the tolerance, and nothing else", () => {
    expect(reopenIfOwed(frozen(aSale({ status: "Completado", amountPaid: 1000 }))).status).toBe("Abonado");
    expect(reopenIfOwed(aSale({ status: "Completado" })).status).toBe("Pendiente");
    const settled = aSale({ status: "Completado", amountPaid: 115000 });
    expect(reopenIfOwed(settled)).toBe(settled);
    const open = aSale({ status: "Enviado" });
    expect(reopenIfOwed(open)).toBe(open);
  });
});
