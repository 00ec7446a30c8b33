import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import { reportsMsg } from "../reports/messages-reports";
import {
  addDays,
  bankState,
  type ColumnMapping,
  checkConfirmation,
  checkMapping,
  creditReferenceKeys,
  lineIdentities,
  parseCsv,
  previewStatement,
  proposeMatches,
  readAmount,
  readDay,
  readStatement,
  reconciliationTotals,
  STATEMENT_MAX_ROWS,
} from "./bank-statements";
import { columnLetter, bankStatementMsg as m } from "./messages-bank-statements";

const MAPPING: ColumnMapping = {
  headerRow: 1,
  dateColumn: 1,
  descriptionColumn: 2,
  referenceColumn: 3,
  creditColumn: 4,
  debitColumn: 5,
  dateFormat: "dd/mm/yyyy",
  decimalSeparator: ".",
};

describe("parseCsv", () => {
  it("reads quotes, doubled quotes, CRLF, a BOM and a last line without newline", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\nlast,1')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["last", "1"],
    ]);
  });
  it("guesses semicolon and tab delimiters from the first line", () => {
    expect(parseCsv("\nFecha;Monto\n01/02/2026;1.500,00\n")).toEqual([
      [""],
      ["Fecha", "Monto"],
      ["01/02/2026", "1.500,00"],
    ]);
    expect(parseCsv("a\tb\n1\t2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("a,\n")).toEqual([["a", ""]]);
  });
});

describe("readDay", () => {
  it("reads each format and refuses impossible days", () => {
    expect(readDay("05/03/2026", "dd/mm/yyyy")).toBe("2026-03-05");
    expect(readDay("05/03/2026", "mm/dd/yyyy")).toBe("2026-05-03");
    expect(readDay("5-3-26 10:15", "dd/mm/yyyy")).toBe("2026-03-05");
    expect(readDay("2026-03-05T10:00", "yyyy-mm-dd")).toBe("2026-03-05");
    expect(readDay("2026/3/5", "yyyy-mm-dd")).toBe("2026-03-05");
    expect(readDay("31/02/2026", "dd/mm/yyyy")).toBeNull();
    expect(readDay("05/03/2026", "yyyy-mm-dd")).toBeNull();
    expect(readDay("ayer", "dd/mm/yyyy")).toBeNull();
    expect(readDay("01/01/1999", "dd/mm/yyyy")).toBeNull();
  });
  it("takes an XLSX date at UTC midnight and a spreadsheet day number", () => {
    expect(readDay(new Date(Date.UTC(2026, 2, 5)), "dd/mm/yyyy")).toBe("2026-03-05");
    expect(readDay(46086, "dd/mm/yyyy")).toBe("2026-03-05");
    expect(readDay(46086.5, "dd/mm/yyyy")).toBeNull();
  });
});

describe("readAmount", () => {
  it("reads either decimal separator exactly, in centavos", () => {
    expect(readAmount("1,234.56", ".")).toBe(123_456);
    expect(readAmount("1.234,56", ",")).toBe(123_456);
    expect(readAmount("L. 1,500.5", ".")).toBe(150_050);
    expect(readAmount("HNL 20", ".")).toBe(2_000);
    expect(readAmount("-75.00", ".")).toBe(-7_500);
    expect(readAmount("75.00-", ".")).toBe(-7_500);
    expect(readAmount("(1,000.00)", ".")).toBe(-100_000);
    expect(readAmount("", ".")).toBe(0);
    expect(readAmount(null, ".")).toBe(0);
    expect(readAmount(1500.1, ".")).toBe(150_010);
  });
  it("refuses what is not an amount", () => {
    expect(readAmount("1.234,56", ".")).toBeNull();
    expect(readAmount("1,234.567", ".")).toBeNull();
    expect(readAmount("mil", ".")).toBeNull();
    expect(readAmount(1.234, ".")).toBeNull();
    expect(readAmount(Number.NaN, ".")).toBeNull();
    expect(readAmount(new Date(), ".")).toBeNull();
  });
});

describe("checkMapping", () => {
  it("accepts a sound mapping and one amount column for credits and debits", () => {
    expect(checkMapping(MAPPING).ok).toBe(true);
    expect(checkMapping({ ...MAPPING, referenceColumn: null, debitColumn: 4 }).ok).toBe(true);
  });
  it("refuses columns out of bounds, a bad header row and shared columns", () => {
    expect(checkMapping({ ...MAPPING, dateColumn: 0 })).toMatchObject({
      error: { message: m.mappingInvalid },
    });
    expect(checkMapping({ ...MAPPING, debitColumn: 99 }).ok).toBe(false);
    expect(checkMapping({ ...MAPPING, headerRow: -1 }).ok).toBe(false);
    expect(checkMapping({ ...MAPPING, headerRow: 1.5 }).ok).toBe(false);
    expect(checkMapping({ ...MAPPING, referenceColumn: 1 })).toMatchObject({
      error: { message: m.columnsMustDiffer },
    });
    expect(checkMapping({ ...MAPPING, creditColumn: 3 })).toMatchObject({
      error: { message: m.columnsMustDiffer },
    });
  });
});

const GRID = parseCsv(
  [
    "Fecha,Descripción,Referencia,Crédito,Débito",
    "01/03/2026,Transferencia  recibida,0012345,1500.00,",
    "02/03/2026,Pago de luz,,,300.00",
    ",Saldo final,,,",
    "03/03/2026,Sin monto,,,",
  ].join("\n"),
);

describe("readStatement", () => {
  it("reads credits and debits and skips rows without a date or an amount", () => {
    const read = readStatement(GRID, MAPPING);
    expect(read).toEqual({
      ok: true,
      value: [
        {
          row: 2,
          date: "2026-03-01",
          description: "Transferencia recibida",
          reference: "0012345",
          credit: 150_000,
          debit: 0,
        },
        { row: 3, date: "2026-03-02", description: "Pago de luz", reference: "", credit: 0, debit: 30_000 },
      ],
    });
  });
  it("reads one signed amount column as credit and debit", () => {
    const grid = [["01/03/2026", "a", "500"], ["02/03/2026", "b", "-20"], ["03/03/2026"]];
    const read = readStatement(grid, {
      ...MAPPING,
      headerRow: 0,
      referenceColumn: null,
      creditColumn: 3,
      debitColumn: null,
    });
    expect(read.ok && read.value.map((l) => [l.credit, l.debit, l.reference])).toEqual([
      [50_000, 0, ""],
      [0, 2_000, ""],
    ]);
  });
  it("refuses the whole file for one bad row, naming the first rows and counting the rest", () => {
    const bad = [...GRID, ["32/13/2026", "x", "", "1"], ["04/03/2026", "x", "", "uno"]];
    const read = readStatement(bad, MAPPING);
    expect(read).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: m.rowErrors([m.badDate(6, "32/13/2026", "dd/mm/yyyy"), m.badAmount(7, "uno")], 0),
      },
    });
    const many = [...GRID, ...Array.from({ length: 7 }, () => ["01/03/2026", "x", "", "", "?"])];
    const refused = readStatement(many, MAPPING);
    expect(!refused.ok && refused.error.message).toContain("y 2 errores más");
    expect(m.rowErrors(["a"], 1)).toContain("1 error más");
  });
  it("refuses an empty file, too many rows and a bad mapping", () => {
    expect(readStatement([["Fecha"]], MAPPING)).toMatchObject({ error: { message: m.fileEmpty } });
    const huge = Array.from({ length: STATEMENT_MAX_ROWS + 1 }, () => ["01/03/2026", "x", "", "1"]);
    expect(readStatement(huge, MAPPING)).toMatchObject({
      error: { message: m.tooManyRows(STATEMENT_MAX_ROWS) },
    });
    expect(readStatement(GRID, { ...MAPPING, dateColumn: 2 }).ok).toBe(false);
  });
});

describe("previewStatement", () => {
  it("shows the headers and the first rows as read, with their errors", () => {
    const preview = previewStatement([...GRID, ["x", "y"]], MAPPING, 10);
    expect(preview.headers[0]).toBe("Fecha");
    expect(preview.columns).toBe(5);
    expect(preview.rows.map((r) => [r.row, r.line?.credit ?? null, r.error])).toEqual([
      [2, 150_000, null],
      [3, 0, null],
      [4, null, null],
      [5, null, null],
      [6, null, m.badDate(6, "x", "dd/mm/yyyy")],
    ]);
    expect(previewStatement(GRID, { ...MAPPING, headerRow: 0 }, 1)).toMatchObject({
      headers: [],
      rows: [{ row: 1, error: m.badDate(1, "Fecha", "dd/mm/yyyy") }],
    });
  });
});

describe("lineIdentities", () => {
  const line = { row: 1, date: "2026-03-01", description: "Depósito", reference: "", credit: 100, debit: 0 };
  it("counts identical lines of one file apart and folds case, spaces and reference spelling", () => {
    const ids = lineIdentities("ACC", [line, { ...line, row: 2 }, { ...line, description: " DEPÓSITO " }]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe(ids[1]!.replace(/\|1$/, "|2"));
    const a = lineIdentities("ACC", [{ ...line, reference: "00-123" }]);
    expect(a).toEqual(lineIdentities("ACC", [{ ...line, reference: "123" }]));
    expect(a).not.toEqual(lineIdentities("OTHER", [{ ...line, reference: "123" }]));
  });
});

describe("matching", () => {
  const credit = (id: string, over: Partial<Parameters<typeof proposeMatches>[0][number]> = {}) => ({
    id,
    accountKey: "A",
    date: "2026-03-02",
    amount: 10_000,
    reference: "",
    description: "",
    ...over,
  });
  const declared = (id: string, over: Partial<Parameters<typeof proposeMatches>[1][number]> = {}) => ({
    id,
    accountKey: "A",
    paidOn: "2026-03-01",
    amount: 10_000,
    referenceKey: "REF0001",
    ...over,
  });

  it("matches by reference column or a long word of the description, then by amount in the window", () => {
    expect(proposeMatches([credit("c1", { reference: "ref-0001" })], [declared("d1")])).toEqual([
      { creditId: "c1", declarationId: "d1", by: "reference" },
    ]);
    expect(proposeMatches([credit("c1", { description: "TRANSF REF0001 ANA" })], [declared("d1")])).toEqual([
      { creditId: "c1", declarationId: "d1", by: "reference" },
    ]);
    expect(proposeMatches([credit("c1")], [declared("d1")])).toEqual([
      { creditId: "c1", declarationId: "d1", by: "amount" },
    ]);
    expect(proposeMatches([credit("c1", { date: "2026-03-05" })], [declared("d1")])).toEqual([]);
    expect(proposeMatches([credit("c1", { date: "2026-02-28" })], [declared("d1")])).toEqual([]);
    expect(proposeMatches([credit("c1", { amount: 0 })], [declared("d1", { amount: 0 })])).toEqual([]);
  });
  it("by amount, the nearest declared day wins", () => {
    const found = proposeMatches(
      [credit("c1", { date: "2026-03-03" })],
      [declared("far", { paidOn: "2026-03-01" }), declared("near", { paidOn: "2026-03-03" })],
    );
    expect(found).toEqual([{ creditId: "c1", declarationId: "near", by: "amount" }]);
    const tie = proposeMatches(
      [credit("c1", { date: "2026-03-03" })],
      [declared("b", { paidOn: "2026-03-02" }), declared("a", { paidOn: "2026-03-02" })],
    );
    expect(tie[0]?.declarationId).toBe("a");
  });
  it("words shorter than six characters do not match by chance", () => {
    expect(creditReferenceKeys({ reference: "", description: "REF 12345 TR" })).toEqual(new Set());
    expect(creditReferenceKeys({ reference: "0", description: "" })).toEqual(new Set());
  });

  it("confirmation needs an unmatched credit and an unverified declaration of the same account and amount", () => {
    const line = { credit: 10_000, accountKey: "A", matched: false };
    const decl = { accountKey: "A", amount: 10_000, verified: false };
    expect(checkConfirmation(line, decl, formatMoney)).toEqual({ ok: true, value: true });
    expect(checkConfirmation({ ...line, credit: 0 }, decl, formatMoney)).toMatchObject({
      error: { message: m.lineNotCredit },
    });
    expect(checkConfirmation({ ...line, matched: true }, decl, formatMoney)).toMatchObject({
      error: { code: "conflict", message: m.lineAlreadyMatched },
    });
    expect(checkConfirmation(line, null, formatMoney)).toMatchObject({
      error: { message: m.declarationUnavailable },
    });
    expect(checkConfirmation(line, { ...decl, verified: true }, formatMoney).ok).toBe(false);
    expect(checkConfirmation(line, { ...decl, accountKey: "B" }, formatMoney)).toMatchObject({
      error: { message: m.otherAccount },
    });
    expect(checkConfirmation(line, { ...decl, amount: 10_001 }, formatMoney)).toMatchObject({
      error: { message: m.amountDiffers(formatMoney(10_000), formatMoney(10_001)) },
    });
  });

  it("a declaration's state with the bank", () => {
    const d = { paidOn: "2026-03-01", verified: false };
    expect(bankState({ ...d, verified: true }, null, false)).toBe("verified");
    expect(bankState(d, null, false)).toBe("verifying");
    expect(bankState(d, "2026-03-10", true)).toBe("verifying");
    expect(bankState(d, "2026-03-03", false)).toBe("verifying");
    expect(bankState(d, "2026-03-04", false)).toBe("unbacked");
    expect(addDays("2026-02-27", 3)).toBe("2026-03-02");
  });

  it("the period's totals add up", () => {
    expect(
      reconciliationTotals([
        { amount: 5, matched: true },
        { amount: 7, matched: false },
      ]),
    ).toEqual({ credits: 12, matched: 5, unmatched: 7 });
  });
});

describe("texts", () => {
  it("names columns as a spreadsheet does", () => {
    expect([1, 26, 27, 52, 53].map(columnLetter)).toEqual(["A", "Z", "AA", "AZ", "BA"]);
    expect(m.columnName(2, "Monto")).toBe("B — Monto");
    expect(m.columnName(3, "")).toBe("C");
    expect(m.imported(1, 1)).toBe("1 movimiento nuevo, 1 ya conocido");
    expect(m.imported(2, 0)).toBe("2 movimientos nuevos, 0 ya conocidos");
  });
});

describe("edges", () => {
  it("a date cell in a text column, a header row past the file's end, two equal entries sorted", () => {
    const grid = [["01/03/2026", new Date(Date.UTC(2026, 2, 1)), "", "5"]];
    const read = readStatement(grid, { ...MAPPING, headerRow: 0 });
    expect(read.ok && read.value[0]?.description).toBe("2026-03-01");
    expect(previewStatement(grid, { ...MAPPING, headerRow: 3 }).headers).toEqual([]);
    const same = {
      id: "x",
      accountKey: "A",
      date: "2026-03-01",
      amount: 1,
      reference: "",
      description: "",
    };
    const decl = { id: "d", accountKey: "A", paidOn: "2026-03-01", amount: 1, referenceKey: "Q" };
    expect(proposeMatches([same, { ...same }], [decl, { ...decl }])).toHaveLength(1);
  });
  it("every text of the catalogue reads", () => {
    for (const [key, value] of Object.entries(m)) {
      if (typeof value === "function" && key !== "rowErrors")
        expect((value as (...a: unknown[]) => string)(1, "x")).toMatch(/\w/);
    }
    expect(m.fileTooLarge(5)).toContain("5 MB");
    expect(m.rowErrors(["a"], 0)).toBe("No se importó nada. a");
    expect(reportsMsg.transferSplit("L. 1.00", "L. 2.00")).toBe(
      "Transferencias: L. 1.00 verificadas con el estado de cuenta del banco, L. 2.00 solo declaradas",
    );
  });
});
