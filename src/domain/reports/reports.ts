import type { Centavos } from "../kernel/money";
import { SHOP_UTC_OFFSET_MS, type ShopDay, shopDay, shopDayEnd, shopDayStart } from "../kernel/shop-calendar";
import type { SaleStatus } from "../sales/sale";
import { reportsRangeMsg } from "./messages-reports";

/**
 * The rules behind Dashboard, Mi Dashboard and Reportes (docs/decisions/0252, 0091, 0092).
 * The server restates some of them in SQL for speed (src/server/reports/sql.ts); its tests
 * compare that SQL with these functions on the same rows.
 */

const DAY_MS = 86_400_000;

/** How money came in (docs/decisions/0252): staff choose; efectivo by default; card checkouts are tarjeta. */
export const PAYMENT_METHODS = ["efectivo", "transferencia", "tarjeta"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "efectivo";
/**
 * A payment made with a customer's credit from another sale (docs/decisions/0251): recorded by
 * the transfer, never chosen in a payment form, and no cash moved, so cash flow leaves it out.
 */
export const CREDIT_METHOD = "saldo a favor" as const;
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, CREDIT_METHOD] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** Whether staff may choose this method in a payment form (every method but the credit). */
export function isStaffPaymentMethod(method: RecordedPaymentMethod): method is PaymentMethod {
  return method !== CREDIT_METHOD;
}

const METHOD_LABELS: Record<RecordedPaymentMethod, string> = {
  efectivo: "Efectivo",
  transferencia: "Transferencia",
  tarjeta: "Tarjeta",
  [CREDIT_METHOD]: "Saldo a favor",
};
export function paymentMethodLabel(method: RecordedPaymentMethod): string {
  return METHOD_LABELS[method];
}

/** The shop day `days` after (or before, when negative) the given one. */
export function addShopDays(day: ShopDay, days: number): ShopDay {
  return shopDay(new Date(shopDayStart(day).getTime() + days * DAY_MS));
}

/** Whole shop days from `from` to `to` ('2025-01-01' → '2025-01-31' is 30). */
export function shopDaysBetween(from: ShopDay, to: ShopDay): number {
  return Math.round((shopDayStart(to).getTime() - shopDayStart(from).getTime()) / DAY_MS);
}

// ─── Ageing ─────────────────────────────────────────────────────────────────────────────────

/** Ageing buckets of accounts receivable, in days from the sale date (docs/decisions/0091). */
export const AGEING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of a sale `days` old: 0–30, 31–60, 61–90, more than 90. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

/** A status change as the history writes it ('Estado: Abonado → Cancelado.'), or null for any other entry. */
export interface StatusChange {
  at: Date;
  from: SaleStatus;
  to: SaleStatus;
}
const STATUS_CHANGE =
  /Estado: (Pendiente|Abonado|Enviado|Completado|Cancelado) → (Pendiente|Abonado|Enviado|Completado|Cancelado)\./;
export function parseStatusChange(details: string, at: Date): StatusChange | null {
  const m = STATUS_CHANGE.exec(details);
  return m ? { at, from: m[1] as SaleStatus, to: m[2] as SaleStatus } : null;
}

/**
 * A sale's status at an instant, from its history: the target of the last change before it; with
 * none, the origin of the first change after it; with no change at all, the current status.
 */
export function statusAt(current: SaleStatus, changes: readonly StatusChange[], at: Date): SaleStatus {
  const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const before = sorted.filter((c) => c.at < at);
  const last = before[before.length - 1];
  if (last) return last.to;
  return sorted[0]?.from ?? current;
}

interface Dated {
  amount: Centavos;
  date: Date;
}

/** The facts of one sale the receivable as of a day is computed from. */
export interface ReceivableSale {
  saleDate: Date;
  status: SaleStatus;
  /** total − extra discount (what the customer owes in all, today's figure). */
  payable: Centavos;
  payments: readonly Dated[];
  refunds: readonly Dated[];
  /** The paid total when set by hand (paymentHistoryInvalidated), else null. */
  manualAmountPaid: Centavos | null;
  statusChanges: readonly StatusChange[];
}

/**
 * What a sale owed at the end of shop day D (docs/decisions/0091): nothing when it did not exist
 * yet or was Cancelado then; else payable − payments dated by D + refunds dated by D, never
 * below 0 (an overpaid sale owes 0). A manual paid total has no date: it counts as paid on
 * every day (history cannot tell when it was typed).
 */
export function owedAsOf(sale: ReceivableSale, day: ShopDay): Centavos {
  const end = shopDayEnd(day);
  if (sale.saleDate >= end) return 0;
  if (statusAt(sale.status, sale.statusChanges, end) === "Cancelado") return 0;
  if (sale.manualAmountPaid !== null) return Math.max(0, sale.payable - sale.manualAmountPaid);
  const upTo = (rows: readonly Dated[]) => rows.filter((r) => r.date < end).reduce((s, r) => s + r.amount, 0);
  return Math.max(0, sale.payable - upTo(sale.payments) + upTo(sale.refunds));
}

/**
 * The customer's "Saldo a favor" on one sale at an instant (docs/decisions/0163): what was paid by
 * then beyond the payable, net of every refund record (refunds and transfers out). It is kept
 * apart from what is owed, never netted against another sale's debt. Nothing before the sale
 * existed, and nothing while the paid total is set by hand (history cannot tell the credit).
 * A cancelled sale's credit is still the customer's: only what its total covered is kept.
 */
export function creditAt(sale: ReceivableSale, at: Date): Centavos {
  if (sale.saleDate >= at || sale.manualAmountPaid !== null) return 0;
  const upTo = (rows: readonly Dated[]) => rows.filter((r) => r.date < at).reduce((s, r) => s + r.amount, 0);
  return Math.max(0, upTo(sale.payments) - upTo(sale.refunds) - sale.payable);
}

/** creditAt the end of shop day D: the receivable report's credit column. */
export const creditAsOf = (sale: ReceivableSale, day: ShopDay): Centavos => creditAt(sale, shopDayEnd(day));

/** The receivable of one sale as of day D: what it owed and its bucket by age from its sale day. */
export function receivableAsOf(sale: ReceivableSale, day: ShopDay): { owed: Centavos; bucket: AgeingBucket } {
  return { owed: owedAsOf(sale, day), bucket: ageingBucket(shopDaysBetween(shopDay(sale.saleDate), day)) };
}

export type AgeingTotals = Record<AgeingBucket, Centavos> & { total: Centavos };

/** Sums receivables into the four buckets; the buckets add up to the total by construction. */
export function ageingTotals(rows: ReadonlyArray<{ owed: Centavos; bucket: AgeingBucket }>): AgeingTotals {
  const totals: AgeingTotals = { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0, total: 0 };
  for (const r of rows) {
    totals[r.bucket] += r.owed;
    totals.total += r.owed;
  }
  return totals;
}

/** The dashboard's "más de 30 / 60 / 90 días" figures, cumulative from the buckets. */
export function overdue(totals: AgeingTotals): { over30: Centavos; over60: Centavos; over90: Centavos } {
  const over90 = totals["90+"];
  const over60 = over90 + totals["61-90"];
  return { over30: over60 + totals["31-60"], over60, over90 };
}

// ─── Money collected ─────────────────────────────────────────────────────────────────────────

/**
 * The money a set of payments and refunds moved (decision 0252): every payment that brought money
 * in, less every reembolso given back. A payment made with saldo a favor and the traspaso that
 * fed it moved no money between the shop and anyone (two sales of one customer), so neither
 * counts. Flujo de caja's Neto, the Dashboard's Cobrado and its chart all read this; the reports'
 * SQL restates it (cashMovesSql) and a test compares the two.
 */
export function moneyCollected(
  payments: ReadonlyArray<{ amount: Centavos; method?: RecordedPaymentMethod }>,
  refunds: ReadonlyArray<{ amount: Centavos; kind?: "reembolso" | "traspaso" }>,
): Centavos {
  const received = payments.reduce((sum, p) => (p.method === CREDIT_METHOD ? sum : sum + p.amount), 0);
  const returned = refunds.reduce((sum, r) => (r.kind === "traspaso" ? sum : sum + r.amount), 0);
  return received - returned;
}

// ─── Commission ─────────────────────────────────────────────────────────────────────────────

/**
 * Commission on money collected (docs/decisions/0092): rate × (payments dated in the period −
 * refunds dated in the period) of one sale, rounded half away from zero to the centavo, in
 * integers. The rate is in basis points (docs/decisions/0150: 7.5 % = 750). A refund larger than
 * the period's payments gives a negative figure: commission paid earlier comes back.
 */
export function commissionOn(netCollected: Centavos, basisPoints: number): Centavos {
  const magnitude = Math.floor((Math.abs(netCollected) * basisPoints + 5_000) / 10_000);
  return netCollected < 0 ? -magnitude : magnitude;
}

/** A seller's commission for a period: the sum over their sales of commissionOn each sale's net. */
export function sellerCommission(
  sales: ReadonlyArray<{ basisPoints: number; collected: Centavos; refunded: Centavos }>,
): Centavos {
  return sales.reduce((sum, s) => sum + commissionOn(s.collected - s.refunded, s.basisPoints), 0);
}

// ─── Periods ────────────────────────────────────────────────────────────────────────────────

export const REPORT_GRAINS = ["day", "week", "month"] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/**
 * The period an instant falls in, on the shop's calendar: its day ('2025-06-03'), the Monday that
 * starts its week ('2025-06-02'), or its month ('2025-06').
 */
export function periodKey(instant: Date, grain: ReportGrain): string {
  const day = shopDay(instant);
  if (grain === "day") return day;
  if (grain === "month") return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addShopDays(day, -weekday);
}

/** Every period key from the one holding `from` to the one holding `to`, so charts show empty periods. */
export function periodKeys(from: ShopDay, to: ShopDay, grain: ReportGrain): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = addShopDays(day, 1)) {
    const key = periodKey(shopDayStart(day), grain);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/**
 * The longest range a report may cover at each grain, in shop days counting both ends: a day
 * report of 400 days (a year and a bit, to compare a month with the same one a year before), a
 * week report of 5 years and a month report of 20 years (both counted with their leap days). The
 * answer grows with the number of periods; these keep every allowed report a few hundred rows.
 */
export const REPORT_RANGE_CAP_DAYS: Record<ReportGrain, number> = {
  day: 400,
  week: 5 * 365 + 2,
  month: 20 * 365 + 5,
};

/** Why a report cannot cover from…to at that grain (Spanish), or null when it can. */
export function reportRangeRefusal(from: ShopDay, to: ShopDay, grain: ReportGrain): string | null {
  if (from > to) return reportsRangeMsg.order;
  return shopDaysBetween(from, to) + 1 > REPORT_RANGE_CAP_DAYS[grain] ? reportsRangeMsg.cap[grain] : null;
}

/** The shop's offset as a PostgreSQL interval literal ('-6 hours'), for SQL that groups by shop day. */
export const SHOP_OFFSET_INTERVAL = `${SHOP_UTC_OFFSET_MS / 3_600_000} hours`;

/** The range a report covers: from and to are shop days, both included; to defaults to from. */
export function reportRange(from: ShopDay, to: ShopDay): { start: Date; end: Date } {
  return { start: shopDayStart(from), end: shopDayEnd(to) };
}
