import { PAPERS, PDF_GOLD, PDF_MUTED, renderPdf, tableStyle } from "./pdf-builder";

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

/** Date · concept · charge · credit · balance. */
const MOVEMENTS = tableStyle([0.14, 0.44, 0.14, 0.14, 0.14], { left: 2, size: 9, gap: 6, after: 3 });

/** Renders the statement on letter pages in the receipt's house style; long lists continue on new pages. */
export function renderStatement(data: StatementPdfData): Promise<Buffer> {
  const info = { Title: `${data.title} · ${data.customerLines[0] ?? ""}`, Author: data.storeName };
  return renderPdf(PAPERS.carta, info, (b) => {
    b.letterhead(
      [
        { text: data.storeName, size: 22, bold: true, color: PDF_GOLD },
        ...data.storeLines.map((text) => ({ text, size: 9, color: PDF_MUTED })),
      ],
      [
        { text: data.title, size: 16, bold: true },
        { text: data.periodLine, size: 9, color: PDF_MUTED },
        { text: data.generatedLine, size: 9, color: PDF_MUTED },
      ],
      { minBottom: 120, gap: 12 },
    );
    b.lines(data.customerLines.map((text, i) => ({ text, size: 10, bold: i === 0 })));
    b.space(1.2);
    const inConcept = ([label, value]: [string, string]) => ["", label, "", "", value];
    const rows = [
      inConcept(data.opening),
      ...(data.openingCredit ? [inConcept(data.openingCredit)] : []),
      ...(data.rows.length ? data.rows : [["", data.emptyText, "", "", ""]]),
    ];
    b.table(data.header, rows, MOVEMENTS, (i) => i === 0);
    for (const total of data.totals) b.row(inConcept(total), MOVEMENTS, false);
    b.space(0.3);
    b.pairs([data.closing, ...(data.closingCredit ? [data.closingCredit] : [])], {
      size: 12,
      bold: () => true,
      labelFrom: 0.14,
      labelTo: 0.72,
      after: 4,
    });
    b.closing(data);
  });
}
