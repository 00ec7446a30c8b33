import { err, ok, type Result } from "../kernel/result";
import { type ShopDay, shopDay, shopDayStart } from "../kernel/shop-calendar";
import { referenceKey } from "../transfers/transfers";
import { bankStatementMsg as m } from "./messages-bank-statements";

/**
 * A bank statement as the bank exports it (CSV or XLSX, read into a grid of cells by the server),
 * read through the column mapping its account keeps; the identity of each of its lines; and the
 * matching of its credits with the transfers people declared (docs/decisions/0252).
 */

export const STATEMENT_DATE_FORMATS = ["dd/mm/yyyy", "mm/dd/yyyy", "yyyy-mm-dd"] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];
export const DECIMAL_SEPARATORS = [".", ","] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

/** A credit may arrive this many days after the day the buyer declared and still back it by amount. */
export const MATCH_WINDOW_DAYS = 3;
/** The most rows one file may hold (a bank's month is a few hundred). */
export const STATEMENT_MAX_ROWS = 5_000;
/** The most columns a mapping may name. */
export const STATEMENT_MAX_COLUMNS = 50;
/** The file as uploaded: at most this many bytes. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows shown by the preview. */
export const PREVIEW_ROWS = 8;
/** Row errors named in a refusal; the rest are counted. */
const ERRORS_SHOWN = 5;

/**
 * Where the bank puts each datum: 1-based column numbers, the header row (0 when the file has
 * none; data starts on the row after it). A credit and a debit column may be the same column:
 * then a positive amount is a credit and a negative one a debit.
 */
export interface ColumnMapping {
  headerRow: number;
  dateColumn: number;
  descriptionColumn: number;
  referenceColumn: number | null;
  creditColumn: number;
  debitColumn: number | null;
  dateFormat: StatementDateFormat;
  decimalSeparator: DecimalSeparator;
}

/** A cell as read from the file: CSV gives text; XLSX also numbers and dates (at UTC midnight). */
export type Cell = string | number | Date | null;

/** One movement of the statement as the mapping reads it. Money in centavos. */
export interface StatementLine {
  /** The row in the file (1-based), for messages. */
  row: number;
  date: ShopDay;
  description: string;
  reference: string;
  credit: number;
  debit: number;
}

// ---------------------------------------------------------------------------------------------
// CSV

/** The delimiter of a CSV: the most frequent of comma, semicolon and tab on its first line. */
function csvDelimiter(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  const counts = [",", ";", "\t"].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** A CSV's rows of text cells (RFC 4180 quotes; a leading BOM dropped; delimiter guessed). */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, "");
  const delimiter = csvDelimiter(src);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Cells

const text = (cell: Cell): string => {
  if (cell === null) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const pad = (n: number) => String(n).padStart(2, "0");

function validDay(y: number, mo: number, d: number): ShopDay | null {
  const at = new Date(Date.UTC(y, mo - 1, d));
  const real = at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
  return real && y >= 2000 && y <= 2100 ? `${y}-${pad(mo)}-${pad(d)}` : null;
}

/** A cell's day by the mapping's format; an XLSX date or day number is taken as it is. */
export function readDay(cell: Cell, format: StatementDateFormat): ShopDay | null {
  if (cell instanceof Date) {
    return validDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === "number") {
    // A spreadsheet's day number (days since 1899-12-30).
    if (!Number.isInteger(cell)) return null;
    const at = new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000);
    return validDay(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
  }
  const s = text(cell);
  if (format === "yyyy-mm-dd") {
    const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(s);
    return iso ? validDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
  }
  const dm = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:\s.*)?$/.exec(s);
  if (!dm) return null;
  const year = dm[3]!.length === 2 ? 2000 + Number(dm[3]) : Number(dm[3]);
  const [a, b] = [Number(dm[1]), Number(dm[2])];
  return format === "dd/mm/yyyy" ? validDay(year, b, a) : validDay(year, a, b);
}

/**
 * A cell's amount in centavos (signed), by the mapping's decimal separator; 0 for an empty cell;
 * null when it is not an amount (letters, three decimals). "L", "HNL", "Lps" and "$" are dropped;
 * a minus sign (before or after) or parentheses make it negative.
 */
export function readAmount(cell: Cell, separator: DecimalSeparator): number | null {
  if (cell instanceof Date) return null;
  if (typeof cell === "number") {
    const cents = Math.round(cell * 100);
    return Number.isFinite(cell) && Math.abs(cell * 100 - cents) < 1e-6 ? cents : null;
  }
  let s = text(cell)
    .replace(/\s|\u00A0/g, "")
    .replace(/^(HNL|LPS|L\.?|\$)/i, "");
  if (!s) return 0;
  let negative = false;
  const parens = /^\((.*)\)$/.exec(s);
  if (parens) [negative, s] = [true, parens[1]!];
  if (s.startsWith("-")) [negative, s] = [true, s.slice(1)];
  else if (s.endsWith("-")) [negative, s] = [true, s.slice(0, -1)];
  s = s.replace(/^(HNL|LPS|L\.?|\$)/i, "");
  const digits = s.split(separator === "." ? "," : ".").join("");
  const parts = (separator === "." ? /^(\d+)(?:\.(\d{1,2}))?$/ : /^(\d+)(?:,(\d{1,2}))?$/).exec(digits);
  if (!parts) return null;
  const cents = Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0"));
  return negative ? -cents : cents;
}

// ---------------------------------------------------------------------------------------------
// Mapping

/** The mapping's own sense: columns within bounds, date, description and reference apart. */
export function checkMapping(mapping: ColumnMapping): Result<ColumnMapping> {
  const named = [mapping.dateColumn, mapping.descriptionColumn, mapping.creditColumn];
  const optional = [mapping.referenceColumn, mapping.debitColumn].filter((c): c is number => c !== null);
  const inBounds = (c: number) => Number.isInteger(c) && c >= 1 && c <= STATEMENT_MAX_COLUMNS;
  if (![...named, ...optional].every(inBounds)) return err("validation", m.mappingInvalid);
  if (!Number.isInteger(mapping.headerRow) || mapping.headerRow < 0 || mapping.headerRow > 50)
    return err("validation", m.mappingInvalid);
  const apart = [mapping.dateColumn, mapping.descriptionColumn, mapping.referenceColumn].filter(
    (c) => c !== null,
  );
  if (new Set(apart).size !== apart.length) return err("validation", m.columnsMustDiffer);
  if ([mapping.dateColumn, mapping.referenceColumn].includes(mapping.creditColumn))
    return err("validation", m.columnsMustDiffer);
  return ok(mapping);
}

type RowReading = { line: StatementLine | null; error: string | null };

/** One data row through the mapping: a line, nothing (a blank or summary row), or its error. */
function readRow(cells: readonly Cell[], row: number, mapping: ColumnMapping): RowReading {
  const at = (column: number | null) => (column === null ? null : (cells[column - 1] ?? null));
  const dateCell = at(mapping.dateColumn);
  const creditCell = at(mapping.creditColumn);
  const debitCell = at(mapping.debitColumn);
  // A row without a date is not a movement (a blank line, an opening or closing balance).
  if (text(dateCell) === "") return { line: null, error: null };
  const date = readDay(dateCell, mapping.dateFormat);
  if (!date) return { line: null, error: m.badDate(row, text(dateCell), mapping.dateFormat) };
  const credit = readAmount(creditCell, mapping.decimalSeparator);
  if (credit === null) return { line: null, error: m.badAmount(row, text(creditCell)) };
  const debit = readAmount(debitCell, mapping.decimalSeparator);
  if (debit === null) return { line: null, error: m.badAmount(row, text(debitCell)) };
  const oneColumn = mapping.debitColumn === null || mapping.debitColumn === mapping.creditColumn;
  const [inward, outward] = oneColumn
    ? [Math.max(credit, 0), Math.max(-credit, 0)]
    : [Math.abs(credit), Math.abs(debit)];
  if (inward === 0 && outward === 0) return { line: null, error: null };
  return {
    line: {
      row,
      date,
      description: text(at(mapping.descriptionColumn)).replace(/\s+/g, " "),
      reference: text(at(mapping.referenceColumn)),
      credit: inward,
      debit: outward,
    },
    error: null,
  };
}

const dataRows = (grid: readonly (readonly Cell[])[], mapping: ColumnMapping) =>
  grid.slice(mapping.headerRow).map((cells, i) => ({ cells, row: mapping.headerRow + i + 1 }));

/**
 * The whole statement, or the refusal naming its first bad rows: one bad row refuses the file, so
 * an import never takes half a statement.
 */
export function readStatement(
  grid: readonly (readonly Cell[])[],
  mapping: ColumnMapping,
): Result<StatementLine[]> {
  const checked = checkMapping(mapping);
  if (!checked.ok) return checked;
  if (grid.length > STATEMENT_MAX_ROWS) return err("validation", m.tooManyRows(STATEMENT_MAX_ROWS));
  const lines: StatementLine[] = [];
  const errors: string[] = [];
  for (const { cells, row } of dataRows(grid, mapping)) {
    const read = readRow(cells, row, mapping);
    if (read.error) errors.push(read.error);
    else if (read.line) lines.push(read.line);
  }
  if (errors.length)
    return err(
      "validation",
      m.rowErrors(errors.slice(0, ERRORS_SHOWN), Math.max(errors.length - ERRORS_SHOWN, 0)),
    );
  if (!lines.length) return err("validation", m.fileEmpty);
  return ok(lines);
}

export interface PreviewRow {
  row: number;
  line: StatementLine | null;
  error: string | null;
  /** The row's cells as text, so staff see what the bank wrote. */
  cells: string[];
}

/** The header's names (or none) and the first rows as the mapping reads them, errors included. */
export function previewStatement(
  grid: readonly (readonly Cell[])[],
  mapping: ColumnMapping,
  rows = PREVIEW_ROWS,
): { headers: string[]; columns: number; rows: PreviewRow[] } {
  const headers = mapping.headerRow > 0 ? (grid[mapping.headerRow - 1] ?? []).map(text) : [];
  const columns = Math.min(
    STATEMENT_MAX_COLUMNS,
    grid.slice(0, mapping.headerRow + rows).reduce((n, r) => Math.max(n, r.length), 0),
  );
  const shown = dataRows(grid, mapping)
    .filter(({ cells }) => cells.some((c) => text(c) !== ""))
    .slice(0, rows)
    .map(({ cells, row }) => ({ row, ...readRow(cells, row, mapping), cells: cells.map(text) }));
  return { headers, columns, rows: shown };
}

// ---------------------------------------------------------------------------------------------
// Line identity

const descriptionKey = (description: string) => description.trim().replace(/\s+/g, " ").toUpperCase();

/**
 * Each line's identity: account, day, credit, debit, reference key and description (spaces and
 * case folded), plus the line's occurrence among identical lines of the same file (0 for the
 * first, 1 for a second identical line…). Two identical movements on one day are two lines; a
 * file uploaded again, or a later export that overlaps, yields the same identities and adds
 * nothing. The server stores a hash of it under a unique index.
 */
export function lineIdentities(accountKey: string, lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = [
      accountKey,
      l.date,
      l.credit,
      l.debit,
      referenceKey(l.reference),
      descriptionKey(l.description),
    ].join("|");
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return `${base}|${occurrence}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Matching

/** A credit of the statement not yet matched. */
export interface StatementCredit {
  id: string;
  accountKey: string;
  date: ShopDay;
  amount: number;
  reference: string;
  description: string;
}

/** A declared transfer not yet verified: a pending web order's or an abono's. */
export interface DeclaredTransfer {
  id: string;
  accountKey: string;
  paidOn: ShopDay;
  amount: number;
  referenceKey: string;
}

export interface ProposedMatch {
  creditId: string;
  declarationId: string;
  by: "reference" | "amount";
}

/** The day `days` after `day` on the shop's calendar. */
export function addDays(day: ShopDay, days: number): ShopDay {
  return shopDay(new Date(shopDayStart(day).getTime() + days * 86_400_000));
}

const dayDistance = (from: ShopDay, to: ShopDay) =>
  Math.round((shopDayStart(to).getTime() - shopDayStart(from).getTime()) / 86_400_000);

/** The reference keys a credit carries: its reference column, and each word of its description. */
export function creditReferenceKeys(credit: Pick<StatementCredit, "reference" | "description">): Set<string> {
  const keys = new Set<string>();
  const own = referenceKey(credit.reference);
  if (own) keys.add(own);
  for (const word of credit.description.split(/[^0-9A-Za-z]+/)) {
    const key = referenceKey(word);
    // Short words ("REF", "TR 12") would match by chance; a bank reference has six characters or more.
    if (key.length >= 6) keys.add(key);
  }
  return keys;
}

const byDateThenId =
  <T extends { id: string }>(day: (x: T) => ShopDay) =>
  (a: T, b: T) =>
    day(a) < day(b) ? -1 : day(a) > day(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Proposes which declaration each credit backs, strictly one to one, the same for any order of
 * the inputs:
 *  1. by reference: same account, the declaration's reference among the credit's keys, same amount;
 *  2. then by amount: same account, same amount, the credit dated from the declared day to
 *     `windowDays` after it; the nearest declared day wins, then the smaller id.
 * Credits are taken oldest first (then by id). Amounts are compared exactly, in centavos.
 */
export function proposeMatches(
  credits: readonly StatementCredit[],
  declarations: readonly DeclaredTransfer[],
  windowDays = MATCH_WINDOW_DAYS,
): ProposedMatch[] {
  const ordered = [...credits].sort(byDateThenId((c) => c.date));
  const open = [...declarations].sort(byDateThenId((d) => d.paidOn));
  const taken = new Set<string>();
  const matched = new Set<string>();
  const matches: ProposedMatch[] = [];
  const take = (c: StatementCredit, d: DeclaredTransfer, by: ProposedMatch["by"]) => {
    taken.add(d.id);
    matched.add(c.id);
    matches.push({ creditId: c.id, declarationId: d.id, by });
  };
  for (const c of ordered) {
    if (c.amount <= 0) continue;
    const keys = creditReferenceKeys(c);
    const d = open.find(
      (x) =>
        !taken.has(x.id) &&
        x.accountKey === c.accountKey &&
        x.amount === c.amount &&
        keys.has(x.referenceKey),
    );
    if (d) take(c, d, "reference");
  }
  for (const c of ordered) {
    if (c.amount <= 0 || matched.has(c.id)) continue;
    let best: DeclaredTransfer | null = null;
    for (const x of open) {
      if (taken.has(x.id) || x.accountKey !== c.accountKey || x.amount !== c.amount) continue;
      const gap = dayDistance(x.paidOn, c.date);
      if (gap < 0 || gap > windowDays) continue;
      if (!best || gap < dayDistance(best.paidOn, c.date)) best = x;
    }
    if (best) take(c, best, "amount");
  }
  return matches;
}

/**
 * Staff confirm a credit backs a declaration: the credit not matched yet, the declaration not
 * verified yet, both of one account, and the same amount to the centavo.
 */
export function checkConfirmation(
  line: { credit: number; accountKey: string; matched: boolean },
  declaration: { accountKey: string; amount: number; verified: boolean } | null,
  money: (centavos: number) => string,
): Result<true> {
  if (line.credit <= 0) return err("domain_rule", m.lineNotCredit);
  if (line.matched) return err("conflict", m.lineAlreadyMatched);
  if (!declaration || declaration.verified) return err("conflict", m.declarationUnavailable);
  if (declaration.accountKey !== line.accountKey) return err("domain_rule", m.otherAccount);
  if (declaration.amount !== line.credit)
    return err("domain_rule", m.amountDiffers(money(line.credit), money(declaration.amount)));
  return ok(true);
}

export type BankState = "verified" | "verifying" | "unbacked";

/**
 * Where a declared transfer stands with the bank: verified once staff said so; unbacked when the
 * account's imported statement already runs past its window and no credit backs it; otherwise
 * still being verified (the statement may not have arrived yet).
 */
export function bankState(
  declaration: { paidOn: ShopDay; verified: boolean },
  statementThrough: ShopDay | null,
  proposed: boolean,
  windowDays = MATCH_WINDOW_DAYS,
): BankState {
  if (declaration.verified) return "verified";
  if (proposed || statementThrough === null) return "verifying";
  return statementThrough >= addDays(declaration.paidOn, windowDays) ? "unbacked" : "verifying";
}

/** The period's credits split into matched and not: the two always add up to the statement's total. */
export function reconciliationTotals(credits: readonly { amount: number; matched: boolean }[]): {
  credits: number;
  matched: number;
  unmatched: number;
} {
  let matched = 0;
  let unmatched = 0;
  for (const c of credits) {
    if (c.matched) matched += c.amount;
    else unmatched += c.amount;
  }
  return { credits: matched + unmatched, matched, unmatched };
}
