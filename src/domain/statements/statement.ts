import type { Centavos } from "../kernel/money";
import { type ShopDay, shopDay, shopDayEnd, shopDayStart } from "../kernel/shop-calendar";
import type { ReceivableSale, RecordedPaymentMethod } from "../reports/reports";

/**
 * The customer account statement (Estado de cuenta, docs/decisions/0093): for one customer and a
 * range of shop days, the opening balance, every movement with a running balance, and the closing
 * balance. It uses the receivable's money model (docs/decisions/0091, `owedAsOf`): a sale owes its
 * payable minus payments plus refunds, never below 0, and nothing while Cancelado. So the balance
 * after any line is the sum of what each sale owed at that instant, and the closing balance equals
 * the receivable as of the last day. Where that model does not follow a movement one for one (a
 * payment beyond what the sale owed, money moving on a cancelled sale) the line charges or credits
 * only what changed the balance and says how much of its amount did not (`unapplied`), so every
 * line's charge and credit add up to the running balance, which is never below 0.
 */

export const STATEMENT_LINE_KINDS = [
  /** The sale: its payable (total − extra discount) is charged. */
  "sale",
  /** A dated payment (Abono al Crédito or Pago Completo). */
  "payment",
  /** Money given back to the customer: it is owed again. */
  "refund",
  /** A paid total typed by hand: history cannot date it, so it counts from the sale's own instant. */
  "manualPaid",
  /** The sale was cancelled: what it still owed is taken back. */
  "cancelled",
  /** A cancelled sale became active again: what it owes is charged again. */
  "reactivated",
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** Why money did not change the balance: beyond what the sale owed, or the sale was cancelled. */
export type UnappliedReason = "overpaid" | "cancelled";

interface DatedMoney {
  amount: Centavos;
  date: Date;
}

/** One sale of the customer, with the facts owedAsOf reads, its id, and each payment's method. */
export interface StatementSale extends ReceivableSale {
  id: string;
  payments: ReadonlyArray<DatedMoney & { method?: RecordedPaymentMethod }>;
}

export interface StatementLine {
  at: Date;
  day: ShopDay;
  saleId: string;
  kind: StatementLineKind;
  /** What the line adds to the balance. */
  charge: Centavos;
  /** What the line takes off the balance. */
  credit: Centavos;
  /** The money of the movement itself (a payment's amount); for a status change, what it moved. */
  amount: Centavos;
  /** The part of `amount` that did not change the balance, and why. */
  unapplied: Centavos;
  unappliedReason: UnappliedReason | null;
  /** The balance after this line. */
  balance: Centavos;
  /** What the line did to the customer's Saldo a favor (docs/decisions/0163): + grows it, − uses it. */
  creditChange: Centavos;
  /** The customer's Saldo a favor after this line: kept apart from `balance`, never netted. */
  creditBalance: Centavos;
  method?: RecordedPaymentMethod;
}

export interface Statement {
  from: ShopDay;
  to: ShopDay;
  /** What the customer owed at the start of `from`. */
  opening: Centavos;
  lines: StatementLine[];
  charges: Centavos;
  credits: Centavos;
  /** What the customer owed at the end of `to`: opening + charges − credits. */
  closing: Centavos;
  /** The customer's Saldo a favor at the start of `from` and at the end of `to` (creditAt). */
  openingCredit: Centavos;
  closingCredit: Centavos;
}

type Movement = Omit<StatementLine, "day" | "balance" | "creditBalance">;

type SaleEvent =
  | {
      at: Date;
      money: "sale" | "payment" | "refund" | "manualPaid";
      delta: Centavos;
      method?: RecordedPaymentMethod;
    }
  | { at: Date; money?: undefined; cancelled: boolean };

const byTime = <T extends { at: Date }>(list: readonly T[]): T[] =>
  list.length < 2 ? [...list] : [...list].sort((a, b) => a.at.getTime() - b.at.getTime());

/** A sale's events in time order; nothing is dated before the sale itself. */
function saleEvents(sale: StatementSale): SaleEvent[] {
  const from = (d: Date) => (d < sale.saleDate ? sale.saleDate : d);
  const events: SaleEvent[] = [{ at: sale.saleDate, money: "sale", delta: sale.payable }];
  if (sale.manualAmountPaid !== null) {
    // The payment list no longer explains a paid total set by hand: it replaces it (as in owedAsOf).
    events.push({ at: sale.saleDate, money: "manualPaid", delta: -sale.manualAmountPaid });
  } else {
    for (const p of sale.payments)
      events.push({ at: from(p.date), money: "payment", delta: -p.amount, method: p.method });
    for (const r of sale.refunds) events.push({ at: from(r.date), money: "refund", delta: r.amount });
  }
  for (const c of byTime(sale.statusChanges))
    events.push({ at: from(c.at), cancelled: c.to === "Cancelado" });
  // Stable: at one instant the sale comes first, then the events in the order written above.
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A sale's status before any recorded change, as statusAt reads it. */
function initiallyCancelled(sale: StatementSale): boolean {
  const first = byTime(sale.statusChanges)[0];
  return (first?.from ?? sale.status) === "Cancelado";
}

/**
 * Every movement of one sale, each with what it did to the balance and to the customer's credit.
 * The sum of a sale's movements up to an instant is what the sale owed then (owedAsOf's rule),
 * and the sum of their credit changes its Saldo a favor then (creditAt's rule: what was paid
 * beyond the payable, whatever the status, nothing while the paid total is set by hand).
 */
export function saleMovements(sale: StatementSale): Movement[] {
  const movements: Movement[] = [];
  let raw = 0;
  let cancelled = initiallyCancelled(sale);
  let owed = 0;
  let held = 0;
  const manual = sale.manualAmountPaid !== null;
  for (const e of saleEvents(sale)) {
    if (e.money) raw += e.delta;
    else {
      if (e.cancelled === cancelled) continue;
      cancelled = e.cancelled;
    }
    const next = cancelled ? 0 : Math.max(0, raw);
    const effect = next - owed;
    owed = next;
    // Plain object literals (no spreads): a heavy customer has thousands of movements.
    const charge = Math.max(0, effect);
    const credit = Math.max(0, -effect);
    const nextHeld = manual ? 0 : Math.max(0, -raw);
    const creditChange = nextHeld - held;
    held = nextHeld;
    if (!e.money) {
      const kind = cancelled ? "cancelled" : "reactivated";
      movements.push({
        at: e.at,
        saleId: sale.id,
        kind,
        charge,
        credit,
        amount: Math.abs(effect),
        unapplied: 0,
        unappliedReason: null,
        creditChange,
      });
      continue;
    }
    const amount = Math.abs(e.delta);
    const unapplied = amount - Math.abs(effect);
    const unappliedReason = unapplied === 0 ? null : cancelled ? "cancelled" : "overpaid";
    const movement: Movement = {
      at: e.at,
      saleId: sale.id,
      kind: e.money,
      charge,
      credit,
      amount,
      unapplied,
      unappliedReason,
      creditChange,
    };
    if (e.method) movement.method = e.method;
    movements.push(movement);
  }
  return movements;
}

/**
 * The statement of a customer's sales for shop days `from` to `to` (both included): movements
 * before the range make the opening balance; those in it are listed in time order (a sale's own
 * movements in their order) with the balance after each.
 */
export function buildStatement(sales: readonly StatementSale[], from: ShopDay, to: ShopDay): Statement {
  const start = shopDayStart(from);
  const end = shopDayEnd(to);
  let opening = 0;
  let openingCredit = 0;
  const inRange: Movement[] = [];
  for (const sale of sales)
    for (const m of saleMovements(sale)) {
      if (m.at < start) {
        opening += m.charge - m.credit;
        openingCredit += m.creditChange;
      } else if (m.at < end) inRange.push(m);
    }
  const ordered = inRange
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.at.getTime() - b.m.at.getTime() || a.i - b.i)
    .map(({ m }) => m);
  let balance = opening;
  let creditBalance = openingCredit;
  let charges = 0;
  let credits = 0;
  const lines = ordered.map((m) => {
    balance += m.charge - m.credit;
    creditBalance += m.creditChange;
    charges += m.charge;
    credits += m.credit;
    return { ...m, day: shopDay(m.at), balance, creditBalance };
  });
  return {
    from,
    to,
    opening,
    lines,
    charges,
    credits,
    closing: balance,
    openingCredit,
    closingCredit: creditBalance,
  };
}

// ─── Shared link ──────────────────────────────────────────────────────────────────────────────

/** A shared statement link works this long unless asked otherwise (docs/decisions/0242). */
export const STATEMENT_LINK_DAYS = 7;
export const STATEMENT_LINK_MAX_DAYS = 30;

/**
 * What a shared link names, signed by the server: the customer, the range, whose sales it shows
 * (a seller's own, or every sale when an admin shared it) and when it stops working.
 */
export interface StatementLinkClaims {
  customerId: string;
  from: ShopDay;
  to: ShopDay;
  /** The seller whose sales only it shows, or null for all of the customer's sales. */
  sellerId: string | null;
  expiresAt: Date;
}

/** The signed text of the claims: fields joined by '|' (none may hold one; ids and days do not). */
export function statementLinkPayload(c: StatementLinkClaims): string {
  return [c.customerId, c.from, c.to, c.sellerId ?? "*", String(c.expiresAt.getTime())].join("|");
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The claims of a payload, or null when it is not one statementLinkPayload writes. */
export function parseStatementLinkPayload(payload: string): StatementLinkClaims | null {
  const parts = payload.split("|");
  if (parts.length !== 5) return null;
  const [customerId, from, to, seller, expires] = parts as [string, string, string, string, string];
  if (!customerId || !DAY_TEXT.test(from) || !DAY_TEXT.test(to) || from > to || !seller) return null;
  if (!/^\d{1,15}$/.test(expires)) return null;
  return {
    customerId,
    from,
    to,
    sellerId: seller === "*" ? null : seller,
    expiresAt: new Date(Number(expires)),
  };
}

/** When a link made now for `days` days (1–30, 7 by default) stops working. */
export function statementLinkExpiry(now: Date, days: number = STATEMENT_LINK_DAYS): Date {
  const clamped = Math.min(STATEMENT_LINK_MAX_DAYS, Math.max(1, Math.round(days)));
  return new Date(now.getTime() + clamped * 86_400_000);
}

export const isStatementLinkExpired = (claims: StatementLinkClaims, now: Date) =>
  now.getTime() >= claims.expiresAt.getTime();
