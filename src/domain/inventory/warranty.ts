import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";
import { type ShopDay, shopDay } from "../kernel/shop-calendar";

/** The store's default warranty when the settings say nothing (the policy page's six months). */
export const DEFAULT_WARRANTY_MONTHS = 6;
export const MAX_WARRANTY_MONTHS = 120;

export function validateWarrantyMonths(months: number): Result<number> {
  return Number.isInteger(months) && months >= 0 && months <= MAX_WARRANTY_MONTHS
    ? ok(months)
    : err("warranty_months", msg.unitWarrantyMonthsInvalid);
}

/** A product's own months, else the store's. */
export function warrantyMonthsOf(own: number | null, storeDefault: number | null | undefined): number {
  return own ?? storeDefault ?? DEFAULT_WARRANTY_MONTHS;
}

/** The warranty runs from the day the watch was delivered, else the day it was sold (the shop's calendar). */
export function warrantyStart(deliveredAt: Date | null, saleDate: Date | string): ShopDay {
  return shopDay(deliveredAt ?? saleDate);
}

const DAY_MS = 86_400_000;
const utc = (day: ShopDay) => Date.parse(`${day}T00:00:00Z`);

/**
 * The last day of a warranty of `months` from `start`: the same day of the month `months` later
 * (bought 15 March, six months: covered through 15 September); a day that month lacks becomes its
 * last day (31 August + 6 months: through 28 or 29 February). No months, no warranty: null.
 */
export function warrantyEnd(start: ShopDay, months: number): ShopDay | null {
  if (months <= 0) return null;
  const [y, m, d] = start.split("-").map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget))).toISOString().slice(0, 10);
}

/** Days of warranty left on `today` (the end day counts); 0 once it has passed; null without warranty. */
export function warrantyDaysLeft(end: ShopDay | null, today: ShopDay): number | null {
  if (end === null) return null;
  return Math.max(0, Math.round((utc(end) - utc(today)) / DAY_MS) + 1);
}

/** How the warranty reads for a person on `today`. */
export function warrantyLabel(end: ShopDay | null, today: ShopDay): string {
  const left = warrantyDaysLeft(end, today);
  if (left === null) return msg.unitWarrantyNone;
  if (left === 0) return msg.unitWarrantyExpired;
  return msg.unitWarrantyLeft(left);
}
