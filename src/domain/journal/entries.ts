import type { Centavos } from "../kernel/money";
import { CREDIT_METHOD, DEFAULT_PAYMENT_METHOD, type RecordedPaymentMethod } from "../reports/reports";
import type { Payment, PaymentType, Refund, RefundKind } from "../sales/sale";

/**
 * The money journal (docs/decisions/0252): every lempira that moves is one append-only entry.
 * A correction never edits an entry: it adds one that reverses it (same kind, method and date,
 * the amount negated), so a sum over entries is always the net, whatever was corrected.
 *
 * - received: money came in (efectivo, tarjeta, transferencia) — one of a sale's payments;
 * - credit_applied: a payment made with saldo a favor moved from another sale (no money in);
 * - credit_moved: the other half of that traspaso, on the sale the credit left (no money out);
 * - refunded: money given back to the customer (a cancellation's refund, credit or kept money
 *   returned), with the method it left by;
 * - pay_in, pay_out: cash put into or taken out of a register's drawer with a reason ("cambio",
 *   "compra de baterías"): the drawer's own money, no customer's;
 * - over_short: what a drawer's blind count found beyond (+) or short of (−) what it should hold,
 *   written once when its session closes — the one kind whose first entry may be negative.
 *
 * What a sale owes, its saldo a favor and what a cancellation kept are not entries: they are
 * readings of the entries against what the sale is worth (sale-ledger.ts), which changes
 * without money moving (a discount, a cancellation) — writing them would record one lempira twice.
 */
export const ENTRY_KINDS = [
  "received",
  "credit_applied",
  "credit_moved",
  "refunded",
  "pay_in",
  "pay_out",
  "over_short",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * What an entry is about: a sale (a service order's money is its sale's), or a cash drawer's
 * session for the drawer's own kinds (pay_in, pay_out, over_short).
 */
export const SUBJECT_TYPES = ["sale", "drawer_session"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** The kinds that are one of the subject's payments (they carry a payment id and type). */
export const PAYMENT_KINDS = ["received", "credit_applied"] as const satisfies readonly EntryKind[];
/** The kinds that took money off the subject (its refund records). */
export const REFUND_KINDS = ["credit_moved", "refunded"] as const satisfies readonly EntryKind[];

/** An entry as the journal holds it; a reversal has the reversed entry's id in `reverses`. */
export interface JournalEntry {
  kind: EntryKind;
  /** Centavos; negative only on a reversal. */
  amount: Centavos;
  method: RecordedPaymentMethod | null;
  /** When the money moved (a payment's chosen date; a reversal keeps the reversed entry's). */
  date: string;
  paymentId: string | null;
}

/** What a write adds to the journal before it has ids. */
export interface EntryDraft extends JournalEntry {
  paymentType: PaymentType | null;
  recordedBy: string;
  modifiedAt: string | null;
  toSubjectId: string | null;
  /** Why, in words: a pay-in's or pay-out's reason, a drawer difference's description. */
  note?: string | null;
}

export function kindOfPayment(p: Pick<Payment, "method">): "received" | "credit_applied" {
  return p.method === CREDIT_METHOD ? "credit_applied" : "received";
}

export function kindOfRefund(r: Pick<Refund, "kind">): "refunded" | "credit_moved" {
  return r.kind === "traspaso" ? "credit_moved" : "refunded";
}

/** The refund record's kind an entry reads as. */
export const refundKindOf = (kind: EntryKind): RefundKind =>
  kind === "credit_moved" ? "traspaso" : "reembolso";

export function paymentEntry(p: Payment): EntryDraft {
  return {
    kind: kindOfPayment(p),
    amount: p.amount,
    method: p.method ?? DEFAULT_PAYMENT_METHOD,
    date: p.date,
    paymentId: p.paymentId,
    paymentType: p.type,
    recordedBy: p.recordedBy,
    modifiedAt: p.modifiedAt ?? null,
    toSubjectId: null,
  };
}

export function refundEntry(r: Refund): EntryDraft {
  const kind = kindOfRefund(r);
  return {
    kind,
    amount: r.amount,
    // A traspaso moves no money, so it has no method; a reembolso left by the one recorded.
    method: kind === "refunded" ? (r.method ?? DEFAULT_PAYMENT_METHOD) : null,
    date: r.date,
    paymentId: null,
    paymentType: null,
    recordedBy: r.recordedBy,
    modifiedAt: null,
    toSubjectId: r.toSaleId ?? null,
  };
}

interface MoneyRecords {
  payments: readonly Payment[];
  refunds?: readonly Refund[];
}

/** What a write of a subject's payments and refunds adds to the journal. */
export interface JournalChange {
  /** Payments whose live entry is reversed (edited or deleted). */
  reversedPaymentIds: string[];
  /** New entries: new payments, the new version of edited ones, new refunds. */
  entries: EntryDraft[];
}

const samePayment = (a: Payment, b: Payment) =>
  JSON.stringify(paymentEntry(a)) === JSON.stringify(paymentEntry(b));

/**
 * The entries a change of the records writes: a new payment is an entry; an edited one is a
 * reversal of its entry plus a new one; a deleted one a reversal; refunds are append-only, so
 * the ones beyond those stored are new. `before` null: nothing is stored yet.
 */
export function journalChange(before: MoneyRecords | null, after: MoneyRecords): JournalChange {
  const was = new Map(before?.payments.map((p) => [p.paymentId, p]));
  const kept = new Set(after.payments.map((p) => p.paymentId));
  const reversedPaymentIds: string[] = [];
  const entries: EntryDraft[] = [];
  for (const p of after.payments) {
    const old = was.get(p.paymentId);
    if (old && samePayment(old, p)) continue;
    if (old) reversedPaymentIds.push(p.paymentId);
    entries.push(paymentEntry(p));
  }
  for (const p of before?.payments ?? []) if (!kept.has(p.paymentId)) reversedPaymentIds.push(p.paymentId);
  const storedRefunds = before?.refunds?.length ?? 0;
  for (const r of (after.refunds ?? []).slice(storedRefunds)) entries.push(refundEntry(r));
  return { reversedPaymentIds, entries };
}

/** The entries that stand for a subject's current records (what a reader of live entries sees). */
export function entriesOf(records: MoneyRecords): JournalEntry[] {
  return [...records.payments.map(paymentEntry), ...(records.refunds ?? []).map(refundEntry)];
}

/**
 * What an entry did to the money collected from customers: in for money received, out for money
 * refunded, none for credit moved — nor for the drawer's own kinds (a pay-out buys batteries, it
 * is not a refund; a drawer's difference is no sale's), which Flujo de caja shows on lines of their own.
 */
export function cashEffect(e: Pick<JournalEntry, "kind" | "amount">): Centavos {
  if (e.kind === "received") return e.amount;
  if (e.kind === "refunded") return -e.amount;
  return 0;
}

/** Money collected: received less refunded, never a traspaso (Dashboard, Flujo de caja's Neto). */
export function moneyCollected(entries: readonly Pick<JournalEntry, "kind" | "amount">[]): Centavos {
  return entries.reduce((sum, e) => sum + cashEffect(e), 0);
}

/**
 * What the entries leave on a subject: everything paid into it (money and credit) less
 * everything taken off (refunds and credit moved out). For a sale whose payment history is
 * valid it equals its amount paid plus its saldo a favor (sale-ledger.ts's netPaid).
 */
export function heldBySubject(entries: readonly Pick<JournalEntry, "kind" | "amount">[]): Centavos {
  return entries.reduce((sum, e) => {
    if (e.kind === "received" || e.kind === "credit_applied") return sum + e.amount;
    if (e.kind === "refunded" || e.kind === "credit_moved") return sum - e.amount;
    // The drawer's own kinds are no customer's money.
    return sum;
  }, 0);
}
