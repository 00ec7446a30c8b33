import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { type InvoicePdfData, renderInvoice } from "./invoice-pdf";
import { PAPERS } from "./pdf-builder";
import { type ReceiptData, renderReceipt } from "./receipt-pdf";
import { renderStatement } from "./statement-pdf";

/**
 * Every PDF the shop prints (receipt, invoice, statement) keeps its lines apart: poppler's
 * `pdftotext -bbox-layout` gives each text line's box, and no two boxes on a page may overlap.
 * Each document is filled the way that crowds it most: a store with every contact line, long
 * names and addresses, many items.
 */

interface Box {
  page: number;
  pageWidth: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const dir = mkdtempSync(path.join(tmpdir(), "pdf-layout-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every text line's box, page by page, as poppler reads the PDF. */
function lineBoxes(pdf: Buffer, name: string): Box[] {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const html = execFileSync("pdftotext", ["-bbox-layout", file, "-"]).toString("utf8");
  const boxes: Box[] = [];
  html.split(/<page /).forEach((page, index) => {
    const pageWidth = Number(/^width="([\d.]+)"/.exec(page)?.[1] ?? 0);
    for (const m of page.matchAll(
      /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
    )) {
      const words = [...m[5]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]);
      boxes.push({
        page: index,
        pageWidth,
        text: words.join(" "),
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      });
    }
  });
  return boxes;
}

/** Pairs of lines on one page whose boxes overlap (by more than a hair, 0.5 pt, in both directions). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  const EPS = 0.5;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > EPS && y > EPS) found.push(`p${a.page}: "${a.text}" × "${b.text}"`);
    }
  return found;
}

const STORE_LINES = [
  "Relojería Centroamericana de Honduras, Sociedad Anónima de Capital Variable",
  "RTN: 08011990123456",
  "Col. Palmira, Avenida República de Chile, Edificio Torre Morazán, local 4",
  "Tel.: 2232-0000",
  "WhatsApp: +504 9999-0000",
  "ventas.y.atencion.al.cliente@relojeria-centroamericana.hn",
];
const BANKS = ["Banco Atlántida · Cuenta de ahorro 1234567890 · Relojería Centroamericana S.A."];

/** An item line with a long name (numbered, so a test can tell that every one was printed). */
const watchLine = (i: number, quantity: string, amount: string): [string, string, string, string] => [
  `Reloj automático de acero inoxidable con esfera azul y correa de cuero, modelo ${i}`,
  quantity,
  "L. 12,500.00",
  amount,
];

const RECEIPT: ReceiptData = {
  storeName: "Relojería Centroamericana",
  storeLines: STORE_LINES,
  title: "Recibo",
  orderLabel: "Orden #ORD-2026-000123",
  dateLine: "Fecha: 27 nov 2026",
  statusLine: "Estado: Abonado",
  customerLines: [
    "Cliente: María Fernanda de los Ángeles Rodríguez Zelaya",
    "Cliente web",
    "9999-1234",
    "maria.fernanda.rodriguez@example.hn",
    "Col. Kennedy, bloque 12, casa 1503, Tegucigalpa, Francisco Morazán",
  ],
  itemHeader: ["Producto", "Cant.", "Precio", "Importe"],
  items: Array.from({ length: 30 }, (_, i) => watchLine(i, "2", "L. 25,000.00")),
  totals: [
    ["Subtotal", "L. 750,000.00"],
    ["Descuento (PROMO10)", "-L. 75,000.00"],
    ["Total", "L. 675,000.00"],
  ],
  paymentsTitle: "Pagos",
  payments: ["27 nov 2026 · Efectivo · L. 100,000.00"],
  balance: ["Saldo pendiente", "L. 575,000.00"],
  bankTitle: "Cuentas bancarias",
  bankAccounts: BANKS,
  footer: "¡Gracias por su compra!",
};

const INVOICE: InvoicePdfData = {
  title: "FACTURA",
  issuerName: "Relojería Centroamericana de Honduras, S.A. de C.V.",
  issuerLines: STORE_LINES.slice(1),
  numberLine: "No. 000-001-01-00001234",
  headerLines: [
    "CAI: 35BD6A-0195F4-B34BAA-8B7D13-37791D-2F",
    "Rango autorizado: 000-001-01-00000001 a 000-001-01-00005000",
    "Fecha límite de emisión: 31 dic 2026",
    "Fecha de emisión: 27 nov 2026",
  ],
  voided: "ANULADA: error en el RTN del comprador",
  buyerLines: ["Cliente: María Fernanda de los Ángeles Rodríguez Zelaya", "RTN: 0801-1990-123456"],
  lineHeader: ["Descripción", "Cant.", "Precio", "Importe"],
  lines: Array.from({ length: 25 }, (_, i) => watchLine(i, "1", "L. 12,500.00")),
  totals: [
    ["Importe gravado 15 %", "L. 271,739.13"],
    ["ISV 15 %", "L. 40,760.87"],
    ["Total", "L. 312,500.00"],
  ],
  amountInWords: "TRESCIENTOS DOCE MIL QUINIENTOS LEMPIRAS EXACTOS",
  notes: ["La factura es beneficio de todos. Exíjala.", "Original: cliente · Copia: emisor"],
  copies: "ORIGINAL",
};

describe("the layout of every PDF: no two lines overlap", () => {
  it("the receipt (a store with every contact line, a long customer and many items)", async () => {
    const pdf = await renderReceipt(RECEIPT);
    expect(overlaps(lineBoxes(pdf, "receipt"))).toEqual([]);
  });

  it("the invoice", async () => {
    const pdf = await renderInvoice(INVOICE);
    expect(overlaps(lineBoxes(pdf, "invoice"))).toEqual([]);
  });

  it("the statement (rows over several pages)", async () => {
    const pdf = await renderStatement({
      storeName: "Relojería Centroamericana",
      storeLines: STORE_LINES,
      title: "Estado de cuenta",
      periodLine: "Del 1 ene 2026 al 27 nov 2026",
      generatedLine: "Generado el 27 nov 2026, 3:15 p. m.",
      customerLines: ["María Fernanda de los Ángeles Rodríguez Zelaya", "9999-1234", "maria@example.hn"],
      header: ["Fecha", "Concepto", "Cargo", "Abono", "Saldo"],
      opening: ["Saldo inicial", "L. 0.00"],
      rows: Array.from({ length: 70 }, (_, i) => [
        "3 mar 2026",
        `Pago de la orden #ORD-2026-${String(i).padStart(6, "0")} (transferencia; L. 50.00 no contó: excede el saldo)`,
        "",
        "L. 1,000.00",
        "L. 12,000.00",
      ]),
      emptyText: "Sin movimientos en el periodo.",
      totals: [
        ["Cargos", "L. 80,000.00"],
        ["Abonos", "L. 70,000.00"],
      ],
      closing: ["Saldo al 27 nov 2026", "L. 10,000.00"],
      openingCredit: ["Saldo a favor al 31 dic 2025", "L. 250.00"],
      closingCredit: ["Saldo a favor al 27 nov 2026", "L. 1,250.00"],
      bankTitle: "Cuentas bancarias",
      bankAccounts: BANKS,
      footer: "Gracias por su preferencia",
    });
    expect(overlaps(lineBoxes(pdf, "statement"))).toEqual([]);
  });
});

/** Text boxes that reach past the page's left or right edge (by more than a hair). */
function outside(boxes: Box[]): string[] {
  return boxes
    .filter((b) => b.xMin < -0.5 || b.xMax > b.pageWidth + 0.5)
    .map((b) => `p${b.page}: "${b.text}"`);
}

describe("the roll receipts and the roll invoice: one page, inside the roll, no two lines overlap", () => {
  it.each(["80mm", "58mm"] as const)("the receipt on %s", async (paper) => {
    const boxes = lineBoxes(await renderReceipt(RECEIPT, PAPERS[paper]), `receipt-${paper}`);
    expect(new Set(boxes.map((b) => b.page)).size).toBe(1);
    expect(boxes[0]?.pageWidth).toBeCloseTo(PAPERS[paper].width, 0);
    expect(overlaps(boxes)).toEqual([]);
    expect(outside(boxes)).toEqual([]);
    // Long product names wrap instead of being cut: every item's number is printed.
    const text = boxes.map((b) => b.text).join(" ");
    for (let i = 0; i < 30; i++) expect(text).toContain(`modelo ${i}`);
  });

  it("the invoice on 80mm (CAI, range, deadline and amount in words included)", async () => {
    const boxes = lineBoxes(await renderInvoice(INVOICE, PAPERS["80mm"]), "invoice-80mm");
    expect(new Set(boxes.map((b) => b.page)).size).toBe(1);
    expect(overlaps(boxes)).toEqual([]);
    expect(outside(boxes)).toEqual([]);
    const text = boxes.map((b) => b.text).join(" ");
    for (const expected of ["CAI:", "Rango autorizado", "Fecha límite", "TRESCIENTOS DOCE MIL"])
      expect(text).toContain(expected);
  });
});

/** Every fill and stroke colour a PDF's pages set (pdfkit writes "r g b scn" / "SCN", each 0–1). */
function colorsOf(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const colors = new Set<string>();
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      content = m[1]!;
    }
    for (const c of content.matchAll(/(?:^|\s)([\d.]+ [\d.]+ [\d.]+) (scn|SCN|rg|RG)\b/g)) colors.add(c[1]!);
  }
  return [...colors];
}

describe("thermal paper prints in pure black, and an account number is never split", () => {
  it.each(["80mm", "58mm"] as const)("every colour of the receipt on %s is pure black", async (paper) => {
    const colors = colorsOf(await renderReceipt(RECEIPT, PAPERS[paper]));
    expect(colors.length).toBeGreaterThan(0);
    expect(colors.map((c) => c.split(" ").map(Number))).toEqual(colors.map(() => [0, 0, 0]));
  });

  it("the invoice on 80 mm too; a letter page keeps the house gold", async () => {
    const roll = colorsOf(await renderInvoice(INVOICE, PAPERS["80mm"]));
    expect(roll.map((c) => c.split(" ").map(Number))).toEqual(roll.map(() => [0, 0, 0]));
    const letter = colorsOf(await renderReceipt(RECEIPT));
    expect(letter.some((c) => c.split(" ").some((v) => Number(v) > 0))).toBe(true);
  });

  it.each(["80mm", "58mm", "carta"] as const)(
    "on %s each account number is printed whole, on one line",
    async (paper) => {
      const accounts = [
        "Banco de Occidente · Cuenta de cheques · 2001 2345 6789 0123 · Relojería Centroamericana S.A.",
        "Banco Atlántida, S.A. · Ahorro · 01-101-012345-6 · Relojería Centroamericana S.A.",
        "BAC Credomatic · Ahorro · 730123456789012345678901234567 · Relojería Centroamericana S.A.",
      ];
      const boxes = lineBoxes(
        await renderReceipt({ ...RECEIPT, bankAccounts: accounts }, PAPERS[paper]),
        `accounts-${paper}`,
      );
      // pdftotext reads a non-breaking space as a space: the number's groups on one line, in order.
      const lines = boxes.map((b) => b.text.replace(/\u00a0/g, " "));
      for (const number of ["2001 2345 6789 0123", "01-101-012345-6", "730123456789012345678901234567"])
        expect(
          lines.some((l) => l.includes(number)),
          `${paper}: ${number}\n${lines.join("\n")}`,
        ).toBe(true);
      expect(outside(boxes)).toEqual([]);
    },
  );
});
