import { describe, expect, it } from "vitest";
import { journalViolations } from "../import/legacy-import";
import { aPayment } from "../sales/test-fixtures";
import {
  cashEffect,
  entriesOf,
  heldBySubject,
  journalChange,
  moneyCollected,
  refundEntry,
  refundKindOf,
} from "./entries";

const traspaso = {
  amount: 3_000,
  date: "2025-03-02",
  recordedBy: "Ana",
  kind: "traspaso" as const,
  toSaleId: "b",
};
const reembolso = { amount: 1_000, date: "2025-03-02", recordedBy: "Ana" };

describe("the money journal's entries (0252)", () => {
  it("a payment with saldo a favor and a traspaso move no money; a reembolso takes it out", () => {
    const entries = entriesOf({
      payments: [aPayment(10_000, "p1"), { ...aPayment(3_000, "p2"), method: "saldo a favor" }],
      refunds: [traspaso, reembolso],
    });
    expect(entries.map((e) => [e.kind, cashEffect(e)])).toEqual([
      ["received", 10_000],
      ["credit_applied", 0],
      ["credit_moved", 0],
      ["refunded", -1_000],
    ]);
    expect(moneyCollected(entries)).toBe(9_000);
    expect(heldBySubject(entries)).toBe(10_000 + 3_000 - 3_000 - 1_000);
  });

  it("the drawer's own entries (pay-in, pay-out, a count's difference) are no customer's money", () => {
    const drawer = [
      { kind: "pay_in" as const, amount: 5_000 },
      { kind: "pay_out" as const, amount: 15_000 },
      { kind: "over_short" as const, amount: -2_000 },
    ];
    expect(drawer.map(cashEffect)).toEqual([0, 0, 0]);
    expect(moneyCollected(drawer)).toBe(0);
    expect(heldBySubject([...drawer, { kind: "received", amount: 1_000 }])).toBe(1_000);
  });

  it("a reembolso leaves by a method (efectivo unless recorded), a traspaso by none", () => {
    expect(refundEntry(reembolso)).toMatchObject({ kind: "refunded", method: "efectivo", paymentId: null });
    expect(refundEntry({ ...reembolso, method: "transferencia" }).method).toBe("transferencia");
    expect(refundEntry(traspaso)).toMatchObject({ kind: "credit_moved", method: null, toSubjectId: "b" });
    expect([refundKindOf("credit_moved"), refundKindOf("refunded")]).toEqual(["traspaso", "reembolso"]);
  });

  it("a change writes new payments, reverses edited and deleted ones, and appends only new refunds", () => {
    const before = {
      payments: [aPayment(1_000, "a"), aPayment(2_000, "b"), aPayment(3_000, "c")],
      refunds: [reembolso],
    };
    const after = {
      payments: [aPayment(1_000, "a"), aPayment(2_500, "b"), aPayment(4_000, "d")],
      refunds: [reembolso, traspaso],
    };
    const change = journalChange(before, after);
    expect(change.reversedPaymentIds.sort()).toEqual(["b", "c"]);
    expect(change.entries.map((e) => [e.paymentId, e.amount])).toEqual([
      ["b", 2_500],
      ["d", 4_000],
      [null, 3_000],
    ]);
    expect(journalChange(null, before).entries).toHaveLength(4);
    expect(journalChange(before, before)).toEqual({ reversedPaymentIds: [], entries: [] });
  });

  it("the checker names each way a journal can be wrong", () => {
    const found = journalViolations({
      unmirroredReversals: ["r1"],
      orphanNets: [{ subjectId: "gone", net: 500 }],
      doubledPayments: ["p1"],
    });
    expect(found.map((v) => [v.kind, v.id])).toEqual([
      ["journal", "r1"],
      ["journal", "gone"],
      ["journal", "p1"],
    ]);
    expect(found[1]!.rule).toContain("500");
    expect(journalViolations({ unmirroredReversals: [], orphanNets: [], doubledPayments: [] })).toEqual([]);
  });
});
