import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { updateOrder } from "./order-update";
import {
  deletePayment,
  editPayment,
  paidFromRecords,
  registerPayment,
  setAmountPaidManually,
} from "./payments";
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

  const anyOp = fc.oneof(
    op,
    fc.record({ kind: fc.constant("refund" as const), amount: fc.integer({ min: 0, max: 3_000_000 }) }),
    fc.record({
      kind: fc.constant("status" as const),
      status: fc.constantFrom("Pendiente", "Abonado", "Enviado", "Completado", "Cancelado" as const),
    }),
    fc.record({ kind: fc.constant("manual" as const), amount: fc.integer({ min: 0, max: 3_000_000 }) }),
  );
  it("while paymentHistoryInvalidated is false, amountPaid is the payments minus the refunds, capped at what is owed (0041)", () => {
    fc.assert(
      fc.property(openSale, fc.array(anyOp, { maxLength: 30 }), (start, ops) => {
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
                : o.kind === "delete"
                  ? deletePayment(sale, o.index, anActor)
                  : o.kind === "refund"
                    ? updateOrder(sale, { status: "Cancelado", refundAmount: o.amount }, anActor)
                    : o.kind === "status"
                      ? updateOrder(sale, { status: o.status }, anActor)
                      : setAmountPaidManually(sale, o.amount, anActor);
          if (result.ok) sale = result.value.sale;
          const payments = sale.payments.reduce((s, p) => s + p.amount, 0);
          const refunds = (sale.refunds ?? []).reduce((s, r) => s + r.amount, 0);
          if (!sale.paymentHistoryInvalidated) {
            expect(sale.amountPaid).toBe(Math.max(0, Math.min(payments - refunds, payableTotal(sale))));
            expect(sale.amountPaid).toBe(paidFromRecords(sale));
          }
          expect(sale.amountPaid).toBeGreaterThanOrEqual(0);
          expect(sale.extraDiscount.amount).toBeGreaterThanOrEqual(0);
          expect(sale.extraDiscount.amount).toBeLessThanOrEqual(sale.total);
          // A Completado sale owes at most the tolerance.
          if (sale.status === "Completado" && !sale.paymentHistoryInvalidated) {
            expect(balanceDue(sale)).toBeLessThanOrEqual(1);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
