import { PAPERS, type Paper, PDF_GOLD, PDF_MUTED, renderPdf, tableStyle } from "./pdf-builder";

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

/** The receipt's item table: description, quantity, price, amount. */
const ITEMS = tableStyle([0.55, 0.12, 0.16, 0.17], { left: 1, size: 9.5, gap: 8, after: 4 });

/**
 * Renders a receipt on a paper: one or two letter pages, or a roll (80 or 58 mm) as long as
 * the receipt, with pdfkit's built-in fonts (accents included).
 */
export function renderReceipt(data: ReceiptData, paper: Paper = PAPERS.carta): Promise<Buffer> {
  return renderPdf(paper, { Title: `${data.title} ${data.orderLabel}`, Author: data.storeName }, (b) => {
    b.letterhead(
      [
        { text: data.storeName, size: 22, bold: true, color: PDF_GOLD },
        ...data.storeLines.map((text) => ({ text, size: 9, color: PDF_MUTED })),
      ],
      [
        { text: data.title, size: 16, bold: true },
        { text: data.orderLabel, size: 11 },
        { text: data.dateLine, size: 9, color: PDF_MUTED },
        { text: data.statusLine, size: 9, color: PDF_MUTED },
      ],
      { minBottom: 120, gap: 16 },
    );
    b.lines(data.customerLines.map((text, i) => ({ text, size: 10, bold: i === 0 })));
    b.space(1.2);
    b.table(data.itemHeader, data.items, ITEMS);
    const pair = { labelFrom: 0.55, labelTo: 0.83, after: 3 };
    b.pairs(data.totals, { ...pair, size: 9.5 });
    b.space(1);
    b.line({ text: data.paymentsTitle, size: 10, bold: true });
    b.lines(data.payments.map((text) => ({ text, size: 9.5 })));
    b.space(0.5);
    b.pairs([data.balance], { ...pair, size: 11, bold: () => true });
    b.closing(data);
  });
}
