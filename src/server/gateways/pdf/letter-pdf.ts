import PDFDocument from "pdfkit";

/** The house colours of every document the shop prints. */
export const PDF_GOLD = "#9a7424";
export const PDF_INK = "#141a26";
export const PDF_MUTED = "#5b6273";
export const PDF_RULE = "#e2dccf";

export interface LetterPdf {
  doc: PDFKit.PDFDocument;
  /** The left margin and the width between the margins. */
  left: number;
  width: number;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/** A letter page with 50-point margins, its bytes collected as pdfkit writes them. */
export function letterPdf(info: PDFKit.DocumentInfo): LetterPdf {
  const doc = new PDFDocument({ size: "LETTER", margin: 50, info });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return {
    doc,
    left,
    width,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * The closing of a receipt or a statement: the bank accounts to pay into (on a new page rather
 * than split at the foot of one) and the shop's footer line, then the document ends.
 */
export function finishWithBankAccounts(
  { doc, left, width, finish }: LetterPdf,
  data: { bankTitle: string; bankAccounts: string[]; footer: string },
): Promise<Buffer> {
  if (data.bankAccounts.length) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 84) doc.addPage();
    doc.moveDown(1.2).font("Helvetica-Bold").fontSize(10).fillColor(PDF_INK).text(data.bankTitle, left);
    doc.font("Helvetica").fontSize(9).fillColor(PDF_MUTED);
    for (const b of data.bankAccounts) doc.text(b, left);
  }
  doc
    .moveDown(2)
    .fillColor(PDF_GOLD)
    .font("Helvetica-Oblique")
    .fontSize(10)
    .text(data.footer, left, doc.y, { width, align: "center" });
  return finish();
}
