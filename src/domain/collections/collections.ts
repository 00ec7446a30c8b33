import type { Centavos } from "../kernel/money";
import { formatMoney } from "../kernel/money";
import { type ShopDay, shopDay } from "../kernel/shop-calendar";
import { shopDaysBetween } from "../reports/reports";
import type { SaleMoney, SaleStatus } from "../sales/sale";
import { balanceDue, hasPendingBalance } from "../sales/totals";
import { collectionsMsg } from "./messages-collections";

/**
 * Cobranza (collections, docs/decisions/0126): who owes money on a sale older than the store's
 * term, how much, since when, and the polite reminder staff send them by WhatsApp.
 * The server restates `isOverdue` in SQL (src/server/collections/sql.ts); its test compares both.
 */

/** Days after the sale a balance becomes overdue, until the owner chooses another term. */
export const DEFAULT_OVERDUE_DAYS = 30;
export const MIN_OVERDUE_DAYS = 1;
export const MAX_OVERDUE_DAYS = 365;

/** The term in days, always within the allowed range (absent or broken → the default). */
export function overdueDaysOf(days: number | null | undefined): number {
  if (days === null || days === undefined || !Number.isFinite(days)) return DEFAULT_OVERDUE_DAYS;
  return Math.min(MAX_OVERDUE_DAYS, Math.max(MIN_OVERDUE_DAYS, Math.round(days)));
}

export interface CollectionSale extends Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid"> {
  status: SaleStatus;
  saleDate: Date;
}

/** What the sale still owes today: its balance, nothing when cancelled (collectableBalance). */
export function saleBalance(sale: CollectionSale): Centavos {
  const balance = balanceDue(sale);
  return hasPendingBalance({ status: sale.status, balance }) ? balance : 0;
}

/** Whole shop days since the sale's day ('2025-01-01' seen on '2025-01-31' is 30). */
export function saleAgeDays(sale: Pick<CollectionSale, "saleDate">, today: ShopDay): number {
  return shopDaysBetween(shopDay(sale.saleDate), today);
}

/**
 * Overdue: the sale still owes more than the 0.01 tolerance and is older than the term (a sale
 * exactly `overdueDays` old is still within it).
 */
export function isOverdue(sale: CollectionSale, today: ShopDay, overdueDays: number): boolean {
  return saleBalance(sale) > 0 && saleAgeDays(sale, today) > overdueDays;
}

/** Days past the term of the oldest overdue sale (0 when none is overdue). */
export function daysPastTerm(ageDays: number, overdueDays: number): number {
  return Math.max(0, ageDays - overdueDays);
}

export interface ReminderSale {
  number: string;
  saleDay: string;
  balance: Centavos;
  /** The card payment link for this sale's balance, when one could be made. */
  paymentLink: string | null;
}

/**
 * The WhatsApp reminder: a greeting from the store, the total owed, each sale with its balance
 * and its payment link, and a thank-you that covers a payment already made.
 */
export function reminderText(input: {
  customerName: string;
  storeName: string;
  balance: Centavos;
  sales: readonly ReminderSale[];
}): string {
  const m = collectionsMsg;
  const name = input.customerName.trim() || m.reminderNoName;
  const lines = input.sales.map((s) => {
    const line = m.reminderSaleLine(s.number, s.saleDay, formatMoney(s.balance));
    return s.paymentLink ? `${line}\n${m.reminderPayHere(s.paymentLink)}` : line;
  });
  return [
    m.reminderGreeting(name, input.storeName),
    m.reminderBalance(formatMoney(input.balance)),
    ...lines,
    m.reminderClosing,
  ].join("\n\n");
}
