import { normaliseSerial } from "../inventory/serial";
import { type Centavos, formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { type ShopDay, shopDay } from "../kernel/shop-calendar";
import { chargedLineAmounts, lineReturnValue } from "../reports/line-revenue";

import { HISTORY_EVENTS, historyEntry } from "../sales/history";
import type { Actor, ReturnedLine, SaleChange, SaleMoney } from "../sales/sale";
import { withPaidFromRecords } from "../sales/sale-ledger";
import { saleTotal, statusByBalance } from "../sales/totals";
import { returnsMessages as m } from "./messages-returns";

/**
 * Returns (docs/decisions/0249). A return never rewrites a sale's lines: it is a record of its
 * own, and the sale keeps two tallies of it — the units returned per line and what those units
 * were worth (`returnsTotal`), which its total subtracts. Everything that reads a sale's worth
 * (balance, saldo a favor, receivables, commission, reports) follows by its existing rule.
 */

export const RETURN_STATUSES = ["Solicitada", "Aplicada", "Rechazada"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where a returned unit goes: back to stock for sale, or out of it (damaged, to the workshop). */
export const RETURN_DESTINATIONS = ["stock", "dañado"] as const;
export type ReturnDestination = (typeof RETURN_DESTINATIONS)[number];

/** The window a customer has to return, counted in shop days from delivery. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 365;

/** One line of a return as stored and printed. */
export interface ReturnLineRecord {
  /** The index of the sale's line. */
  line: number;
  productId: string;
  productName: string;
  quantity: number;
  /** What these units were charged: their share of the line after the sale's discounts. */
  value: Centavos;
  serials: string[];
  destination: ReturnDestination;
}

export interface ReturnLineRequest {
  line: number;
  quantity: number;
  serials?: string[];
  destination: ReturnDestination;
}

/** The sale as a return needs it. */
export type ReturnableSale = SaleMoney & { source?: string };

/** Units of each line already returned. */
export function returnedByLine(sale: Pick<SaleMoney, "returnedLines">): Map<number, number> {
  const map = new Map<number, number>();
  for (const r of sale.returnedLines ?? []) map.set(r.line, (map.get(r.line) ?? 0) + r.quantity);
  return map;
}

/** The units of each line the sale still holds (what its stock follows). */
export function keptQuantities(sale: Pick<SaleMoney, "items" | "returnedLines">): number[] {
  const returned = returnedByLine(sale);
  return sale.items.map((item, i) => Math.max(0, item.quantity - (returned.get(i) ?? 0)));
}

/** The last shop day a sale delivered on `deliveredDay` may be returned. */
export function lastReturnDay(deliveredDay: ShopDay, windowDays: number): ShopDay {
  const date = new Date(`${deliveredDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + windowDays);
  return date.toISOString().slice(0, 10);
}

export interface ReturnPolicy {
  windowDays: number;
  /** The shop day of the return. */
  today: ShopDay;
  /** Admins may go past the window, with a reason. */
  isAdmin: boolean;
  lateReason?: string | null;
}

/** Whether the sale can take a return at all: delivered or completed, not cancelled, not a repair. */
export function checkReturnable(sale: ReturnableSale): Result<true> {
  if (sale.source === "service") return err("return_service", m.serviceSale);
  if (sale.status === "Cancelado") return err("return_state", m.notReturnable);
  if (!sale.isDelivered && sale.status !== "Completado") return err("return_state", m.notReturnable);
  return ok(true);
}

/** The day the window counts from: delivery, else (a Completado never marked delivered) the sale's day. */
export function windowStart(sale: Pick<SaleMoney, "deliveredAt">, saleDate: string): ShopDay {
  return shopDay(sale.deliveredAt ?? saleDate);
}

/** Inside the window, or an admin's stated reason for going past it (null when inside). */
export function checkWindow(
  start: ShopDay,
  policy: ReturnPolicy,
): Result<{ late: boolean; lateReason: string | null }> {
  const last = lastReturnDay(start, policy.windowDays);
  if (policy.today <= last) return ok({ late: false, lateReason: null });
  if (!policy.isAdmin) return err("return_window", m.outsideWindow(policy.windowDays, last));
  const reason = policy.lateReason?.trim() ?? "";
  if (!reason) return err("return_late_reason", m.lateReasonRequired);
  return ok({ late: true, lateReason: reason });
}

/**
 * The return's lines with their values: each line of the sale, a whole number of its units not
 * yet returned; serialized lines name exactly as many serials (the server checks they are the
 * sale's). Two requests for one line are refused (one entry per line).
 */
export function planReturnLines(
  sale: ReturnableSale,
  requests: readonly ReturnLineRequest[],
  serializedProducts: ReadonlySet<string>,
): Result<{ lines: ReturnLineRecord[]; value: Centavos }> {
  const chosen = requests.filter((r) => r.quantity !== 0);
  if (chosen.length === 0) return err("return_empty", m.nothingChosen);
  const charged = chargedLineAmounts(sale.items, {
    code: sale.appliedDiscount?.amount ?? 0,
    extra: sale.extraDiscount.amount,
  });
  const returned = returnedByLine(sale);
  const seen = new Set<number>();
  const lines: ReturnLineRecord[] = [];
  for (const r of chosen) {
    const item = sale.items[r.line];
    if (!item || seen.has(r.line)) return err("return_line", m.lineUnknown);
    seen.add(r.line);
    const already = returned.get(r.line) ?? 0;
    const max = item.quantity - already;
    if (!Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > max)
      return err("return_quantity", m.quantityInvalid(item.productName, max));
    const serials = [...new Set((r.serials ?? []).map(normaliseSerial).filter(Boolean))];
    if (serializedProducts.has(item.productId) && serials.length !== r.quantity)
      return err("return_serials", m.serialsNeeded(item.productName, r.quantity));
    lines.push({
      line: r.line,
      productId: item.productId,
      productName: item.productName,
      quantity: r.quantity,
      value: lineReturnValue(charged[r.line] as Centavos, item.quantity, already, r.quantity),
      serials: serializedProducts.has(item.productId) ? serials : [],
      destination: r.destination,
    });
  }
  return ok({ lines, value: lines.reduce((sum, l) => sum + l.value, 0) });
}

/** The history's words for a return's lines. */
export function describeLines(lines: readonly ReturnLineRecord[]): string {
  return lines
    .map((l) => m.lineSummary(l.quantity, l.productName, m.destinationLabels[l.destination]))
    .join(", ");
}

/**
 * The sale once a return is applied: the units counted per line, its worth lowered by the
 * return's value, the amount paid re-read from the records (what was paid beyond the new worth
 * becomes saldo a favor), and an open sale that now owes nothing completed. A delivered sale
 * keeps its status otherwise; stock follows the kept lines.
 */
export function applyReturn(
  sale: SaleMoney,
  plan: { lines: readonly ReturnLineRecord[]; value: Centavos },
  label: { number: string; lateReason: string | null },
  actor: Actor,
): SaleChange {
  const returnedLines: ReturnedLine[] = [
    ...(sale.returnedLines ?? []),
    ...plan.lines.map((l) => ({ line: l.line, quantity: l.quantity })),
  ];
  const returnsTotal = (sale.returnsTotal ?? 0) + plan.value;
  const repriced = { ...sale, returnedLines, returnsTotal, total: saleTotal({ ...sale, returnsTotal }) };
  const paid = withPaidFromRecords(repriced);
  const open = paid.status === "Pendiente" || paid.status === "Abonado";
  const next = open ? { ...paid, status: statusByBalance(paid) } : paid;
  const details =
    m.historyReturn(
      label.number,
      describeLines(plan.lines),
      formatMoney(plan.value),
      formatMoney(next.total),
    ) + (label.lateReason ? m.historyLate(label.lateReason) : "");
  return {
    sale: next,
    history: [historyEntry(HISTORY_EVENTS.returnRegistered, actor, details)],
    notices: [],
  };
}

/** The refund a return may give: from nothing up to the saldo a favor the return itself creates. */
export function checkReturnRefund(refund: Centavos, created: Centavos): Result<Centavos> {
  if (!Number.isInteger(refund) || refund < 0) return err("return_refund", m.refundInvalid);
  if (refund > created) return err("return_refund", m.refundTooLarge(formatMoney(created)));
  return ok(refund);
}

/** The return window setting: whole days, 0 to a year. */
export function checkReturnWindowDays(days: number): Result<number> {
  return Number.isInteger(days) && days >= 0 && days <= MAX_RETURN_WINDOW_DAYS
    ? ok(days)
    : err("return_window_days", m.returnWindowInvalid);
}
