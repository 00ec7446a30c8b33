import { parseLempiras } from "../../domain/money";

/** Centavos → what a money input shows ('1234.50'); empty for null. */
export const lempirasText = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined ? "" : (centavos / 100).toFixed(2);

/** What a person typed → centavos; NaN when it is not a number, so the server's rule answers it. */
export function centavosOf(text: string): number {
  const value = parseLempiras(text);
  return value === null ? Number.NaN : value;
}

export const dateTimeText = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat("es-HN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
    : "—";
export const dateText = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat("es-HN", { dateStyle: "medium" }).format(new Date(iso)) : "—";

/** Today in the browser's calendar as yyyy-mm-dd (the value of a date input). */
export function todayInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
