import { finishWithBankAccounts, letterPdf, PDF_GOLD, PDF_INK, PDF_MUTED, PDF_RULE } from "./letter-pdf";

/** Everything a statement prints, already formatted in Spanish (the PDF gateway never formats money). */
export interface StatementPdfData {
  storeName: string;
  storeLines: string[];
  title: string;
  periodLine: string;
  generatedLine: string;
  customerLines: string[];
  /** Date, concept, charge, credit, balance. */
  header: [string, string, string, string, string];
  opening: [string, string];
  rows: Array<[string, string, string, string, string]>;
  emptyText: string;
  totals: Array<[string, string]>;
  closing: [string, string];
  /** The customer's Saldo a favor at the start and at the end, each on a line of its own, when any. */
  openingCredit: [string, string] | null;
  closingCredit: [string, string] | null;
  bankTitle: string;
  bankAccounts: string[];
  footer: string;
}

/** Renders the statement on letter pages in the receipt's house style; long lists continue on new pages. */
export function renderStatement(data: StatementPdfData): Promise<Buffer> {
  const pdf = letterPdf({ Title: `${data.title} · ${data.customerLines[0] ?? ""}`, Author: data.storeName });
  const { doc, left, width } = pdf;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  doc
    .fillColor(PDF_GOLD)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(data.storeName, left, 50, { width: width * 0.6 });
  doc.fillColor(PDF_MUTED).font("Helvetica").fontSize(9);
  for (const line of data.storeLines) doc.text(line, { width: width * 0.6 });
  const storeBottom = doc.y;
  doc
    .fillColor(PDF_INK)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(data.title, left, 50, { width, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(PDF_MUTED)
    .text(data.periodLine, { width, align: "right" })
    .text(data.generatedLine, { width, align: "right" });
  doc.y = Math.max(doc.y, storeBottom, 120) + 12;
  doc.fillColor(PDF_INK).fontSize(10);
  for (const [i, line] of data.customerLines.entries())
    doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica").text(line, left);

  // Date · concept · charge · credit · balance.
  const widths = [0.14, 0.44, 0.14, 0.14, 0.14].map((w) => width * w);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > bottom()) {
      // A long statement continues on a new page under the column titles again.
      doc.addPage();
      if (cells !== data.header) {
        row(data.header, true);
        rule(PDF_GOLD, 0.8);
      }
    }
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(PDF_INK);
    let end = y;
    cells.forEach((cell, i) => {
      doc.text(cell, xs[i]!, y, { width: widths[i]! - 6, align: i < 2 ? "left" : "right" });
      end = Math.max(end, doc.y);
    });
    doc.y = end + 3;
  };
  const rule = (color: string, weight: number) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(color)
      .lineWidth(weight)
      .stroke();
    doc.y += 4;
  };

  doc.moveDown(1.2);
  row(data.header, true);
  rule(PDF_GOLD, 0.8);
  row(["", data.opening[0], "", "", data.opening[1]], true);
  if (data.openingCredit) row(["", data.openingCredit[0], "", "", data.openingCredit[1]]);
  if (data.rows.length === 0) row(["", data.emptyText, "", "", ""]);
  for (const r of data.rows) row(r);
  rule(PDF_RULE, 0.5);
  for (const [label, value] of data.totals) row(["", label, "", "", value]);
  doc.moveDown(0.3);
  const y = doc.y;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(PDF_INK);
  doc.text(data.closing[0], xs[1]!, y, { width: widths[1]! + widths[2]! - 6 });
  doc.text(data.closing[1], xs[3]!, y, { width: widths[3]! + widths[4]! - 6, align: "right" });
  if (data.closingCredit) {
    doc.moveDown(0.3);
    const cy = doc.y;
    doc.text(data.closingCredit[0], xs[1]!, cy, { width: widths[1]! + widths[2]! - 6 });
    doc.text(data.closingCredit[1], xs[3]!, cy, { width: widths[3]! + widths[4]! - 6, align: "right" });
  }

  return finishWithBankAccounts(pdf, data);
}
