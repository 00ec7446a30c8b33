import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import {
  type Cell,
  parseCsv,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_ROWS,
} from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { invalid } from "../http/errors";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Buffer) => bytes.length > 4 && ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** An XLSX cell's value as the domain reads it: text, number, date (UTC midnight) or nothing. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("result" in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  // Loaded on the first spreadsheet: an idle server never reads one (docs/decisions/0225).
  const { default: Excel } = await import("exceljs");
  const book = new Excel.Workbook();
  try {
    // Read as a stream: exceljs' typings declare a Buffer of their own that Node's Buffer does not match.
    await book.xlsx.read(Readable.from([bytes]));
  } catch {
    throw invalid(m.fileUnreadable, "file");
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid(m.fileUnreadable, "file");
  if (sheet.rowCount > STATEMENT_MAX_ROWS) throw invalid(m.tooManyRows(STATEMENT_MAX_ROWS), "file");
  const columns = Math.min(sheet.columnCount, STATEMENT_MAX_COLUMNS);
  const grid: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    for (let c = 1; c <= columns; c++) cells.push(cellOf(row.getCell(c).value));
    grid.push(cells);
  }
  return grid;
}

/** A CSV's text: UTF-8, or the Windows-1252 many banks still export when it is not. */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw invalid(m.fileUnreadable, "file");
  const utf8 = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  return utf8.includes("\uFFFD") ? new TextDecoder("windows-1252").decode(bytes) : utf8;
}

/** The statement file as rows of cells: an XLSX (by its zip signature, first sheet) or a CSV. */
export async function readStatementFile(bytes: Buffer): Promise<Cell[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  const rows = parseCsv(csvText(bytes));
  if (rows.length > STATEMENT_MAX_ROWS) throw invalid(m.tooManyRows(STATEMENT_MAX_ROWS), "file");
  return rows;
}
