import type { Centavos } from "../kernel/money";
import { HISTORY_EVENTS } from "../sales/history";

/**
 * Pure rules of the data import (docs/decisions/0111–0114, 0151) and of the invariant checker
 * (`npm run check:data`): timestamps and money of the old document database, and what must hold
 * for every product and sale after any write.
 */

/** A timestamp of the export: `{_seconds, _nanoseconds}` (or without underscores), an ISO string, or epoch ms. */
export function parseTimestamp(value: unknown): string | null {
  if (typeof value === "string") {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value).toISOString() : null;
  if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    const seconds = v._seconds ?? v.seconds;
    const nanos = v._nanoseconds ?? v.nanoseconds ?? 0;
    if (typeof seconds === "number" && typeof nanos === "number" && Number.isFinite(seconds)) {
      return new Date(seconds * 1000 + Math.floor(nanos / 1_000_000)).toISOString();
    }
  }
  return null;
}

export type MoneyResult =
  | { ok: true; centavos: Centavos /** More than 2 decimals: rounded, and reported. */; rounded: boolean }
  | { ok: false };

/**
 * Lempiras of the export (a number, or a numeric string) to centavos (docs/decisions/0111): the
 * decimal text is rounded half away from zero to the centavo, from its digits (never through
 * float multiplication, so 1.005 → 101). An amount with more than 2 decimals is flagged.
 */
export function toCentavos(value: unknown): MoneyResult {
  const raw = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof raw !== "string") return { ok: false };
  let text = raw.trim();
  if (/e/i.test(text)) {
    const n = Number(text);
    if (!Number.isFinite(n)) return { ok: false };
    text = n.toFixed(20).replace(/0+$/, "");
  }
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false };
  // Both first groups always take part in a match ("" when there is no sign): the defaults only type them.
  const [, sign = "", whole = "", decimals = ""] = match;
  const cents = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, "0"));
  const roundUp = (decimals[2] ?? "0") >= "5" ? 1 : 0;
  const magnitude = cents + roundUp;
  const rounded = /[1-9]/.test(decimals.slice(2));
  return { ok: true, centavos: sign && magnitude !== 0 ? -magnitude : magnitude, rounded };
}

export interface LegacyCommission {
  /** 0–10,000 (0–100 %). */
  basisPoints: number;
  /** The original could not be held as it was (not a number, outside 0–100 %, a third decimal): report it and keep the original. */
  odd: boolean;
}

/**
 * A commission percentage of the export (7.5, "7.5", absent) as basis points (docs/decisions/0150,
 * 0151): read from its decimal digits like money, so 7.5 → 750 exactly. What cannot be held as it
 * was is still read as well as it can be (clamped to 0–100 %, rounded to a hundredth, 0 when not a
 * number) and flagged, so the sale is kept and the original goes to its extras.
 */
export function legacyCommission(value: unknown): LegacyCommission {
  if (value === undefined || value === null || value === "") return { basisPoints: 0, odd: false };
  const read = toCentavos(value);
  if (!read.ok) return { basisPoints: 0, odd: true };
  const basisPoints = Math.min(10_000, Math.max(0, read.centavos));
  return { basisPoints, odd: read.rounded || basisPoints !== read.centavos };
}

/** What the checker reads of a product. */
export interface ProductFigures {
  id: string;
  quantity: number;
  inProgressStock: number;
  movementSum: number;
}

/** What the checker reads of a sale. */
export interface SaleFigures {
  id: string;
  amountPaid: Centavos;
  total: Centavos;
  extraDiscount: Centavos;
  paymentSum: Centavos;
  refundSum: Centavos;
  paymentCount: number;
  paymentHistoryInvalidated: boolean;
  /** History entries 'Pago Registrado'. */
  paymentEntries: number;
  /** Whether the history has the entry that created the sale (it covers the payment made with it). */
  hasCreationEntry: boolean;
}

export interface Violation {
  kind: "product" | "sale" | "journal";
  id: string;
  rule: string;
}

export function productViolations(p: ProductFigures): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string) => out.push({ kind: "product", id: p.id, rule });
  if (p.quantity < 0) add(`stock ${p.quantity} < 0`);
  if (p.inProgressStock < 0) add(`reservado ${p.inProgressStock} < 0`);
  if (p.movementSum !== p.quantity) add(`movimientos suman ${p.movementSum}, stock ${p.quantity}`);
  return out;
}

/** docs/decisions/0251: amountPaid = max(0, min(payments − refunds, total − extra discount)) unless invalidated. */
export function saleViolations(s: SaleFigures): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string) => out.push({ kind: "sale", id: s.id, rule });
  if (!s.paymentHistoryInvalidated) {
    const expected = Math.max(0, Math.min(s.paymentSum - s.refundSum, s.total - s.extraDiscount));
    if (expected !== s.amountPaid) add(`abonado ${s.amountPaid} ≠ pagos − reembolsos ${expected}`);
  }
  const covered = s.paymentEntries + (s.hasCreationEntry ? 1 : 0);
  if (s.paymentCount > covered) add(`${s.paymentCount} pagos, ${covered} en el historial`);
  return out;
}

/**
 * What the money journal must hold (docs/decisions/0252), as the checker reads it per entry:
 * a reversal mirrors the entry it reverses (same subject, kind, method, date and payment, the
 * amount negated); a subject that no longer exists (a deleted sale) nets to zero; a payment
 * has one standing entry.
 */
export interface JournalFigures {
  /** Reversals whose reversed entry is missing or differs in anything but the sign. */
  unmirroredReversals: string[];
  /** Subjects gone from the store with entries that do not net to zero, and their net. */
  orphanNets: Array<{ subjectId: string; net: number }>;
  /** Payment ids with more than one standing entry. */
  doubledPayments: string[];
}

export function journalViolations(j: JournalFigures): Violation[] {
  return [
    ...j.unmirroredReversals.map((id) => ({
      kind: "journal" as const,
      id,
      rule: "la reversión no refleja el asiento que revierte",
    })),
    ...j.orphanNets.map((o) => ({
      kind: "journal" as const,
      id: o.subjectId,
      rule: `venta eliminada con asientos que suman ${o.net}, no 0`,
    })),
    ...j.doubledPayments.map((id) => ({
      kind: "journal" as const,
      id,
      rule: "el pago tiene más de un asiento vigente",
    })),
  ];
}

/** History events that create a sale (its first payment, if any, is recorded with it). */
export const CREATION_EVENTS: readonly string[] = [
  HISTORY_EVENTS.saleCreated,
  HISTORY_EVENTS.convertedFromWebPurchase,
];
