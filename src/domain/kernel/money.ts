/**
 * Money is an integer number of centavos everywhere (ARCHITECTURE.md). 0.01 lempiras of
 * tolerance (docs/product/constants.md) is one centavo. Formatting happens only at the edge.
 */
export type Centavos = number;

export const TOLERANCE: Centavos = 1;

const grouping = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Between "L." and the digits: a no-break space, so an amount is one unit that a narrow column,
 * a PDF line or a chat message never splits across two lines. It reads as a space everywhere.
 */
export const MONEY_SPACE = "\u00a0";

/** 123400 → 'L. 1,234.00' (docs/product/overview.md), its space a no-break one (MONEY_SPACE). */
export function formatMoney(centavos: Centavos): string {
  const sign = centavos < 0 ? "-" : "";
  return `${sign}L.${MONEY_SPACE}${grouping.format(Math.abs(centavos) / 100)}`;
}

/** Lempiras as typed by a person ('1,234.5') → centavos, or null when it is not a number. */
export function parseLempiras(text: string): Centavos | null {
  const cleaned = text
    .replace(/^\s*L\.?\s*/i, "")
    .replaceAll(",", "")
    .trim();
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/**
 * 123450 → '1234.50': the amount in plain decimal lempiras, no symbol and no grouping, for what a
 * machine reads (CSV, a gateway's request, structured data) and for the text of a money input.
 * Built from the integer digits, so no float rounding can change a centavo.
 */
export function decimalLempiras(centavos: Centavos): string {
  const sign = centavos < 0 ? "-" : "";
  const whole = Math.abs(centavos);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export function toLempiras(centavos: Centavos): number {
  return centavos / 100;
}
