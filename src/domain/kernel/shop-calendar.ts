/**
 * The shop's calendar (docs/product/constants.md): the shop is in Tegucigalpa, and every date a
 * person reads or types — a payment's day, a date filter, "today", "this month", a receipt, the
 * CSV — is that calendar's day, whatever the server's or the browser's zone. Honduras keeps
 * UTC−6 all year (no daylight saving), so the conversion is plain arithmetic: no clock, no Intl.
 * Every function takes the instant it works on.
 */

/** The shop's offset from UTC in milliseconds (UTC−6, all year). */
export const SHOP_UTC_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;

/** A shop calendar day, 'YYYY-MM-DD' (the value of a date input). */
export type ShopDay = string;

type Instant = Date | string;
/** A date-only string is a shop day (see parseShopDate); anything else is an instant. */
const ms = (instant: Instant) => (typeof instant === "string" ? parseShopDate(instant) : instant).getTime();
/** The instant's wall clock in the shop, read through the UTC getters of the returned Date. */
const wallClock = (instant: Instant) => new Date(ms(instant) + SHOP_UTC_OFFSET_MS);
/** The instant when the shop's wall clock reads the given UTC-getter fields. */
const fromWallClock = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - SHOP_UTC_OFFSET_MS);

/** The shop's calendar day of an instant: 05:30 UTC on 24 Nov is '2024-11-23' (23:30 in the shop). */
export function shopDay(instant: Instant): ShopDay {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** Midnight in the shop at the start of the instant's shop day. */
export function startOfShopDay(instant: Instant): Date {
  const w = wallClock(instant);
  return fromWallClock(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate());
}

/** Midnight in the shop on the first of the instant's shop month. */
export function startOfShopMonth(instant: Instant): Date {
  const w = wallClock(instant);
  return fromWallClock(w.getUTCFullYear(), w.getUTCMonth(), 1);
}

/** "Last 7 days": today and the six shop days before it, from midnight in the shop. */
export function startOfLast7ShopDays(instant: Instant): Date {
  return new Date(startOfShopDay(instant).getTime() - 6 * DAY_MS);
}

/** The three card-statistics periods (docs/product/operations.md), as the instants they start at. */
export function shopPeriodStarts(now: Instant): { today: Date; last7Days: Date; month: Date } {
  return { today: startOfShopDay(now), last7Days: startOfLast7ShopDays(now), month: startOfShopMonth(now) };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight in the shop that starts the given shop day ('2024-11-23' → 2024-11-23T06:00:00Z). */
export function shopDayStart(day: ShopDay): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MS);
}

/** Midnight in the shop that ends the given shop day (the start of the next one). */
export function shopDayEnd(day: ShopDay): Date {
  return new Date(shopDayStart(day).getTime() + DAY_MS);
}

/**
 * What a date typed or sent by a person means: a date-only 'YYYY-MM-DD' is that day in the shop
 * (its midnight there), never midnight UTC — which is the evening before in Tegucigalpa. A full
 * timestamp keeps its instant.
 */
export function parseShopDate(text: string): Date {
  return DATE_ONLY.test(text) ? shopDayStart(text) : new Date(text);
}

const MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];

/** A shop date for people: '23 nov 2024' (es-HN medium style, the shop's day). */
export function formatShopDate(instant: Instant): string {
  const w = wallClock(instant);
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}`;
}

/** A shop date and time for people: '23 nov 2024, 11:30 p. m.' (es-HN medium/short style, shop time). */
export function formatShopDateTime(instant: Instant): string {
  const w = wallClock(instant);
  const hours = w.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(w.getUTCMinutes()).padStart(2, "0");
  return `${formatShopDate(instant)}, ${hour12}:${minutes} ${hours < 12 ? "a. m." : "p. m."}`;
}

/**
 * The days a request may name (a filter, a report's range, a payment's date): years 2000 to 2100.
 * Wider dates mean nothing to the shop and make the server compute (or PostgreSQL overflow) for
 * nothing; the data import is not bound by it, as old exports carry epoch-0 timestamps.
 */
export const EARLIEST_REQUEST_DAY: ShopDay = "2000-01-01";
export const LATEST_REQUEST_DAY: ShopDay = "2100-12-31";

/** Whether a date-only text or a timestamp falls, on the shop's calendar, within the request bounds. */
export function isWithinRequestBounds(text: string): boolean {
  const time = parseShopDate(text).getTime();
  if (Number.isNaN(time)) return false;
  const day = shopDay(new Date(time));
  return day >= EARLIEST_REQUEST_DAY && day <= LATEST_REQUEST_DAY;
}

/**
 * The one way the interface writes a date: day, short month and year, '3 nov 2026'
 * (formatShopDate). Where room is short — a chart's axis — the same without the year, '3 nov'.
 * A month alone is 'nov 2026'. Machine formats (CSV, inputs, URLs) keep 'YYYY-MM-DD'.
 */
export function formatShopDayShort(day: ShopDay): string {
  const w = wallClock(day);
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]}`;
}

/** A report period key for people: a day or a week's Monday '3 nov 2026', a month 'nov 2026'. */
export function formatPeriod(key: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  return month ? `${MONTHS[Number(month[2]) - 1]} ${month[1]}` : formatShopDate(key);
}
