import { type Paper, PDF_GOLD, PDF_MUTED, PDF_RULE, renderPdf, tableStyle } from "./pdf-builder";

/** A block of label and value lines; `bold`: the last line is the block's total. */
export interface DrawerReportSection {
  title: string;
  lines: Array<[string, string]>;
  bold?: boolean;
}

/** Everything a cash drawer's X or Z report prints, already formatted in Spanish. */
export interface DrawerReportPdfData {
  storeName: string;
  storeLines: string[];
  title: string;
  /** The register's name, under the title. */
  subtitle: string;
  printedLine: string;
  /** Register, who opened and closed it, when. */
  header: Array<[string, string]>;
  sections: DrawerReportSection[];
  movementsTitle: string;
  /** Time, concept, method, amount. */
  movementsHeader: [string, string, string, string];
  movements: Array<[string, string, string, string]>;
  emptyText: string;
}

const PAIRS = tableStyle([0.7, 0.3], { left: 1, size: 10, gap: 8, after: 3 });
const MOVEMENTS = tableStyle([0.22, 0.46, 0.14, 0.18], { left: 3, size: 8.5, gap: 6, after: 3 });

/**
 * The X (mid-shift) or Z (close) report of a cash drawer's session, on a letter page or a thermal
 * roll (80 or 58 mm, as long as the report): the header, the cash lines that add up to the
 * expected cash, the count and its difference, the card and transfer totals, then every movement.
 */
export function renderDrawerReport(data: DrawerReportPdfData, paper: Paper): Promise<Buffer> {
  return renderPdf(paper, { Title: `${data.title} · ${data.subtitle}`, Author: data.storeName }, (b) => {
    b.letterhead(
      [
        { text: data.storeName, size: 18, bold: true, color: PDF_GOLD },
        ...data.storeLines.map((text) => ({ text, size: 9, color: PDF_MUTED })),
      ],
      [
        { text: data.title, size: 14, bold: true },
        { text: data.subtitle, size: 11 },
        { text: data.printedLine, size: 9, color: PDF_MUTED },
      ],
      { minBottom: 90, gap: 12 },
    );
    // A label and its value on one line: in two columns on a page, at both edges of a roll.
    const pair = (label: string, value: string, bold: boolean) =>
      b.narrow
        ? b.pairs([[label, value]], {
            size: PAIRS.size,
            bold: () => bold,
            labelFrom: 0,
            labelTo: 0.7,
            after: 3,
          })
        : b.row([label, value], PAIRS, bold);
    for (const [label, value] of data.header) pair(label, value, false);
    for (const section of data.sections) {
      b.keep(60);
      b.space(0.6);
      b.line({ text: section.title, size: 11, bold: true });
      b.rule([PDF_GOLD, 0.8]);
      section.lines.forEach(([label, value], i) => {
        pair(label, value, Boolean(section.bold) && i === section.lines.length - 1);
      });
    }
    b.keep(60);
    b.space(0.6);
    b.line({ text: data.movementsTitle, size: 11, bold: true });
    b.space(0.2);
    b.table(data.movementsHeader, data.movements.length ? data.movements : [["", data.emptyText, "", ""]], {
      ...MOVEMENTS,
      closingRule: [PDF_RULE, 0.5],
    });
  });
}
