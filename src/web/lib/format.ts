import { decimalLempiras, parseLempiras } from "../../domain/kernel/money";
import { formatShopDate, formatShopDateTime, shopDay } from "../../domain/kernel/shop-calendar";

/** Centavos → what a money input shows ('1234.50'); empty for null. */
export const lempirasText = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined ? "" : decimalLempiras(centavos);

/** What a person typed → centavos; NaN when it is not a number, so the server's rule answers it. */
export function centavosOf(text: string): number {
  const value = parseLempiras(text);
  return value === null ? Number.NaN : value;
}

/** Dates and times are the shop's calendar (src/domain/kernel/shop-calendar.ts), whatever the browser's zone. */
export const dateTimeText = (iso: string | null | undefined) => (iso ? formatShopDateTime(iso) : "—");
export const dateText = (iso: string | null | undefined) => (iso ? formatShopDate(iso) : "—");

/** Today on the shop's calendar as yyyy-mm-dd (the value of a date input). */
export function todayInput(now = new Date()): string {
  return shopDay(now);
}
