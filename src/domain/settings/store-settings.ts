import { STORE_NAME } from "../kernel/store";

/** Minutes a card order holds its units before it is released, until the owner chooses others. */
export const DEFAULT_RESERVATION_MINUTES = 15;
export const MIN_RESERVATION_MINUTES = 5;
export const MAX_RESERVATION_MINUTES = 120;
/** The placeholder a carrier's tracking-URL template carries for the tracking number. */
export const TRACKING_PLACEHOLDER = "{guia}";

/** The store's own name: the owner's, else the built-in one. */
export function storeNameOf(name: string | null | undefined): string {
  return name?.trim() || STORE_NAME;
}

/** The reservation of a card order, in minutes, always within the allowed range. */
export function reservationMinutesOf(minutes: number | null | undefined): number {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) {
    return DEFAULT_RESERVATION_MINUTES;
  }
  return Math.min(MAX_RESERVATION_MINUTES, Math.max(MIN_RESERVATION_MINUTES, Math.round(minutes)));
}

/**
 * A carrier's tracking URL for one tracking number: the template with `{guia}` replaced by the
 * number (URL-encoded). Empty when there is no template or no number.
 */
export function trackingUrlFor(template: string | null | undefined, trackingNumber: string): string {
  const number = trackingNumber.trim();
  if (!template || !number) return "";
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(number));
}

/** A list with one item moved to another position (bank accounts' order); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Discount codes are typed by people: stored and compared trimmed and in capitals. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
