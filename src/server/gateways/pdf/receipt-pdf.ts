import { finishWithBankAccounts, letterPdf, PDF_GOLD, PDF_INK, PDF_MUTED, PDF_RULE } from "./letter-pdf";

/** Everything a receipt prints, already formatted in Spanish (the PDF gateway never formats money). */
export interface ReceiptData {
  storeName: string;
  storeLines: string[];
  title: string;
  orderLabel: string;
  dateLine: string;
  statusLine: string;
  customerLines: string[];
  itemHeader: [string, string, string, string];
  items: Array<[string, string, string, string]>;
  totals: Array<[string, string]>;
  paymentsTitle: string;
  payments: string[];
  balance: [string, string];
  bankTitle: string;
  bankAccounts: string[];
  footer: string;
}

/** Renders a one- or two-page A4/letter receipt with pdfkit's built-in fonts (accents included). */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const pdf = letterPdf({ Title: `${data.title} ${data.orderLabel}`, Author: data.storeName });
  const { doc, left, width } = pdf;

  // The store's block on the left and the title's on the right share the top; neither may run
  // into the other, and what follows starts below the lower of the two (a store with every
  // contact line filled reaches further down than the title's block).
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
    .text(data.title, left + width * 0.6, 50, { width: width * 0.4, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(data.orderLabel, { width: width * 0.4, align: "right" });
  doc
    .fontSize(9)
    .fillColor(PDF_MUTED)
    .text(data.dateLine, { width: width * 0.4, align: "right" })
    .text(data.statusLine, { width: width * 0.4, align: "right" });

  doc.fillColor(PDF_INK).font("Helvetica-Bold").fontSize(10);
  doc.y = Math.max(doc.y, storeBottom, 120) + 16;
  for (const [i, line] of data.customerLines.entries())
    doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica").text(line, left);

  const cols = [left, left + width * 0.55, left + width * 0.67, left + width * 0.83];
  const colWidths = [width * 0.55 - 8, width * 0.12 - 8, width * 0.16 - 8, width * 0.17];
  const row = (cells: readonly string[], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9.5)
      .fillColor(PDF_INK);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i]!, y, { width: colWidths[i]!, align: i === 0 ? "left" : "right" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  doc.moveDown(1.2);
  row(data.itemHeader, true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(PDF_GOLD)
    .lineWidth(0.8)
    .stroke();
  doc.y += 4;
  for (const item of data.items) row(item);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(PDF_RULE)
    .lineWidth(0.5)
    .stroke();
  doc.y += 6;

  const pair = ([label, value]: [string, string], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 11 : 9.5)
      .fillColor(PDF_INK);
    doc.text(label, cols[1]!, y, { width: width * 0.28 - 8, align: "right" });
    doc.text(value, cols[3]!, y, { width: colWidths[3]!, align: "right" });
    doc.y = Math.max(doc.y, y) + 3;
  };
  for (const t of data.totals) pair(t);

  doc.moveDown(1).font("Helvetica-Bold").fontSize(10).fillColor(PDF_INK).text(data.paymentsTitle, left);
  doc.font("Helvetica").fontSize(9.5);
  for (const p of data.payments) doc.text(p, left);
  doc.moveDown(0.5);
  pair(data.balance, true);

  return finishWithBankAccounts(pdf, data);
}
