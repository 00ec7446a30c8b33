/**
 * The one CSV writer of the store (Órdenes, reports, invoices, Cobranza, the stock ledger):
 * UTF-8 with a BOM so Excel reads the accents, CRLF line ends, RFC 4180 quoting.
 *
 * A cell is either a number or text. A number (an amount in lempiras, a count, a percentage) is
 * written plain, negative ones included, so a spreadsheet sums the column: a refund of
 * L. -261.01 stays -261.01. Text that begins like a formula (= + - @, a tab or a return) gets a
 * leading apostrophe so a spreadsheet never runs it; text that is exactly a number is a number
 * already and needs no guard (nothing in it can run).
 */
export type CsvCell = string | number;

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  const text = typeof value === "number" ? String(value) : value;
  const safe = !NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole table as CSV: the header, then the rows, each cell through csvCell. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
