import { PAPERS, type Paper, PDF_MUTED, renderPdf, tableStyle } from "./pdf-builder";

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

/** The invoice's lines: description, quantity, price, amount. */
const LINES = tableStyle([0.55, 0.1, 0.17, 0.18], {
  left: 1,
  size: 9,
  gap: 4,
  after: 3,
  rules: [
    [PDF_MUTED, 1],
    [PDF_MUTED, 1],
  ],
});

/** Renders an invoice on a letter page or an 80 mm roll with pdfkit's built-in fonts (accents included). */
export function renderInvoice(data: InvoicePdfData, paper: Paper = PAPERS.carta): Promise<Buffer> {
  return renderPdf(paper, { Title: `${data.title} ${data.numberLine}` }, (b) => {
    b.letterhead(
      [
        { text: data.issuerName, size: 16, bold: true },
        ...data.issuerLines.map((text) => ({ text, size: 9, color: PDF_MUTED })),
      ],
      [
        { text: data.title, size: 20, bold: true },
        { text: data.numberLine, size: 11, bold: true },
      ],
      { gap: 10 },
    );
    b.lines(data.headerLines.map((text) => ({ text, size: 9 })));
    if (data.voided) {
      b.space(0.5);
      b.line({ text: data.voided, size: 12, bold: true, color: "#b42318" });
    }
    b.space(1);
    b.lines(data.buyerLines.map((text) => ({ text, size: 10 })));
    b.space(1);
    b.table(data.lineHeader, data.lines, LINES);
    b.pairs(data.totals, {
      size: 10,
      bold: (i) => i === data.totals.length - 1,
      labelFrom: 0.45,
      labelTo: 0.8,
      after: 2,
    });
    b.space(1);
    b.line({ text: data.amountInWords, size: 10, bold: true });
    b.space(1);
    b.lines(data.notes.map((text) => ({ text, size: 8, color: PDF_MUTED })));
    b.space(1);
    b.line({ text: data.copies, size: 9, bold: true }, "center");
  });
}
