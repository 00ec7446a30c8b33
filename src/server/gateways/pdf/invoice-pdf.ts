import { letterPdf, PDF_INK, PDF_MUTED } from "./letter-pdf";

/** Everything an invoice prints, already formatted in Spanish (the gateway never formats money). */
export interface InvoicePdfData {
  title: string;
  issuerName: string;
  issuerLines: string[];
  numberLine: string;
  headerLines: string[];
  buyerLines: string[];
  lineHeader: [string, string, string, string];
  lines: Array<[string, string, string, string]>;
  totals: Array<[string, string]>;
  amountInWords: string;
  notes: string[];
  copies: string;
  voided: string | null;
}

/** Renders a letter-size invoice with pdfkit's built-in fonts (accents included). */
export function renderInvoice(data: InvoicePdfData): Promise<Buffer> {
  const pdf = letterPdf({ Title: `${data.title} ${data.numberLine}` });
  const { doc, left, width } = pdf;

  doc
    .fillColor(PDF_INK)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(data.issuerName, left, 50, { width: width * 0.6 });
  doc.font("Helvetica").fontSize(9).fillColor(PDF_MUTED);
  for (const line of data.issuerLines) doc.text(line, { width: width * 0.6 });
  const afterIssuer = doc.y;
  doc
    .fillColor(PDF_INK)
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(data.title, left, 50, { width, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).text(data.numberLine, { width, align: "right" });
  doc.y = Math.max(doc.y, afterIssuer) + 10;
  doc.font("Helvetica").fontSize(9).fillColor(PDF_INK);
  for (const line of data.headerLines) doc.text(line, left, doc.y, { width });
  if (data.voided)
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12).fillColor("#b42318").text(data.voided, left);
  doc.moveDown().font("Helvetica").fontSize(10).fillColor(PDF_INK);
  for (const line of data.buyerLines) doc.text(line, left);

  doc.moveDown();
  const cols = [left, left + width * 0.55, left + width * 0.65, left + width * 0.82];
  const colW = [width * 0.55, width * 0.1, width * 0.17, width * 0.18];
  const row = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i], y, { width: (colW[i] as number) - 4, align: i === 0 ? "left" : "right" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  row(data.lineHeader, true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(PDF_MUTED)
    .stroke();
  doc.y += 3;
  for (const line of data.lines) row(line, false);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  for (const [label, value] of data.totals) {
    const y = doc.y;
    const bold = label === data.totals.at(-1)?.[0];
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, left + width * 0.45, y, { width: width * 0.35, align: "right" });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: "right" });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown().font("Helvetica-Bold").fontSize(10).text(data.amountInWords, left, doc.y, { width });
  doc.moveDown().font("Helvetica").fontSize(8).fillColor(PDF_MUTED);
  for (const note of data.notes) doc.text(note, left, doc.y, { width });
  doc
    .moveDown()
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(PDF_INK)
    .text(data.copies, left, doc.y, { width, align: "center" });
  return pdf.finish();
}
