import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deletePayment, editPayment, registerPayment } from "./payments";
import type { SaleMoney } from "./sale";
import { anActor, aPayment, aSale, unwrap } from "./test-fixtures";
import { balanceDue, payableTotal } from "./totals";

const pay = (amount: number, type: "partial" | "full" = "partial") => ({
  amount,
  date: "2025-03-01",
  type,
  paymentId: "pay-1",
});
const openSale = fc
  .record({
    total: fc.integer({ min: 1, max: 5_000_000 }),
    paidShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
  })
  .map(({ total, paidShare }): SaleMoney => {
    const amountPaid = Math.floor(total * paidShare);
    return aSale({
      total,
      amountPaid,
      status: amountPaid > 0 ? "Abonado" : "Pendiente",
      payments: amountPaid > 0 ? [aPayment(amountPaid, "old")] : [],
    });
  });

describe("payment properties", () => {
  it("registering then deleting a partial payment restores the sale", () => {
    fc.assert(
      fc.property(openSale, fc.integer({ min: 1, max: 5_000_000 }), (sale, raw) => {
        const amount = Math.min(raw, payableTotal(sale) - sale.amountPaid);
        fc.pre(amount > 0);
        const registered = unwrap(registerPayment(sale, { ...pay(amount), paymentId: "new" }, anActor));
        const restored = unwrap(deletePayment(registered.sale, "new", anActor));
        expect(restored.sale).toEqual(sale);
      }),
    );
  });

  const op = fc.oneof(
    fc.record({
      kind: fc.constant("register" as const),
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      full: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("edit" as const),
      index: fc.nat(5),
      amount: fc.integer({ min: 1, max: 3_000_000 }),
    }),
    fc.record({ kind: fc.constant("delete" as const), index: fc.nat(5) }),
  );
  it("for any sequence of payments the amount paid never exceeds total − extra discount + 0.01", () => {
    fc.assert(
      fc.property(openSale, fc.array(op, { maxLength: 25 }), (start, ops) => {
        let sale = start;
        ops.forEach((o, n) => {
          const result =
            o.kind === "register"
              ? registerPayment(
                  sale,
                  { ...pay(o.amount, o.full ? "full" : "partial"), paymentId: `p${n}` },
                  anActor,
                )
              : o.kind === "edit"
                ? editPayment(sale, o.index, { amount: o.amount, date: "d" }, anActor)
                : deletePayment(sale, o.index, anActor);
          if (result.ok) sale = result.value.sale;
          expect(sale.amountPaid).toBeLessThanOrEqual(payableTotal(sale) + 1);
          expect(sale.amountPaid).toBeGreaterThanOrEqual(0);
          expect(sale.extraDiscount.amount).toBeGreaterThanOrEqual(0);
          expect(balanceDue(sale)).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });
});
