import { keepNumbersWhole, numberRuns, THERMAL_INK } from "../../../domain/receipts/printing";

/** The house colours of every document the shop prints (on a letter page; a roll prints black). */
export const PDF_GOLD = "#9a7424";
export const PDF_INK = "#141a26";
export const PDF_MUTED = "#5b6273";
export const PDF_RULE = "#e2dccf";

const MM = 72 / 25.4;

/**
 * A paper the shop prints on. A roll's page is as tall as what is printed on it (`height:
 * "auto"`); `scale` shrinks every font size so a line of the letter layout fits the roll.
 */
export interface Paper {
  width: number;
  height: number | "auto";
  margin: number;
  scale: number;
  /** Thermal paper: every colour prints pure black (domain/receipts/printing.ts, inkOn). */
  thermal?: boolean;
}

/** The papers by the name Configuración and the download links use. */
export const PAPERS = {
  carta: { width: 612, height: 792, margin: 50, scale: 1 },
  "80mm": { width: 80 * MM, height: "auto", margin: 4 * MM, scale: 0.82, thermal: true },
  "58mm": { width: 58 * MM, height: "auto", margin: 3 * MM, scale: 0.72, thermal: true },
} as const satisfies Record<string, Paper>;
export type PaperName = keyof typeof PAPERS;

/** A page sized in millimetres with no margin (a label). */
export function paperMm(width: number, height: number): Paper {
  return { width: width * MM, height: height * MM, margin: 0, scale: 1 };
}
export const mm = (n: number) => n * MM;

/** Below this width (in points) a table's rows stack: the first cell on a line of its own. */
const NARROW = 320;
/** The tallest page a roll may have (the PDF format's own limit is 14,400 points). */
const ROLL_MAX = 14_000;

/** One line of text of a letterhead or a paragraph block. */
export interface Line {
  text: string;
  size: number;
  bold?: boolean;
  oblique?: boolean;
  color?: string;
}

export interface Column {
  share: number;
  align: "left" | "right";
}

export interface TableOptions {
  columns: Column[];
  size: number;
  /** Space kept between cells (points). */
  gap: number;
  /** Space after each row (points). */
  after: number;
  /** The header's rule (colour, weight) and the closing rule's. */
  headerRule: [string, number];
  closingRule: [string, number];
}

/**
 * A table's columns and type: `shares` of the width, the first `left` of them aligned left and
 * the others right; rules in the house colours unless others are given.
 */
export function tableStyle(
  shares: number[],
  style: {
    left: number;
    size: number;
    gap: number;
    after: number;
    rules?: [[string, number], [string, number]];
  },
): TableOptions {
  const [headerRule, closingRule] = style.rules ?? [
    [PDF_GOLD, 0.8],
    [PDF_RULE, 0.5],
  ];
  return {
    columns: shares.map((share, i) => ({ share, align: i < style.left ? "left" : "right" })),
    size: style.size,
    gap: style.gap,
    after: style.after,
    headerRule,
    closingRule,
  };
}

/**
 * One document on one paper with the house blocks: the letterhead, lines, tables, label/value
 * pairs, rules and the closing with the bank accounts. On a letter page the letterhead puts the
 * store on the left and the title on the right and a table keeps its columns; on a roll the
 * letterhead is centred and stacked and a table row puts its first cell (the description) on a
 * line of its own with the others under it, so nothing runs past the roll's width.
 */
export class PdfBuilder {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly width: number;
  readonly narrow: boolean;
  private readonly paper: Paper;

  constructor(doc: PDFKit.PDFDocument, paper: Paper) {
    this.doc = doc;
    this.paper = paper;
    this.left = paper.margin;
    this.width = paper.width - 2 * paper.margin;
    this.narrow = this.width < NARROW;
  }

  /** A font size on this paper. */
  size(points: number): number {
    return points * this.paper.scale;
  }

  /** A colour on this paper: itself on a letter page, pure black on thermal paper. */
  ink(color: string): string {
    return this.paper.thermal ? THERMAL_INK : color;
  }

  private font(line: Omit<Line, "text">): this {
    const face = line.bold
      ? line.oblique
        ? "Helvetica-BoldOblique"
        : "Helvetica-Bold"
      : line.oblique
        ? "Helvetica-Oblique"
        : "Helvetica";
    this.doc
      .font(face)
      .fontSize(this.size(line.size))
      .fillColor(this.ink(line.color ?? PDF_INK));
    return this;
  }

  /** Starts a new page when fewer than `points` remain above the bottom margin (letter pages only). */
  keep(points: number): void {
    if (this.paper.height === "auto") return;
    if (this.doc.y > this.paper.height - this.paper.margin - points) this.doc.addPage();
  }

  /**
   * The top of a document: the store (or issuer) block and the title block. On a letter page they
   * share the top, the store's on the left (60 %) and the title's on the right, and what follows
   * starts below the lower of the two (and no higher than `minBottom`). On a roll both are centred,
   * one under the other.
   */
  letterhead(
    store: Line[],
    title: Line[],
    { minBottom = 0, gap }: { minBottom?: number; gap: number },
  ): void {
    const { doc, left, width } = this;
    const top = this.paper.margin;
    if (this.narrow) {
      doc.y = top;
      for (const line of [...store, ...title]) this.line(line, "center");
      doc.y += this.size(gap) / 2;
      return;
    }
    store.forEach((line, i) => {
      this.font(line);
      if (i === 0) doc.text(line.text, left, top, { width: width * 0.6 });
      else doc.text(line.text, { width: width * 0.6 });
    });
    const storeBottom = doc.y;
    title.forEach((line, i) => {
      this.font(line);
      if (i === 0) doc.text(line.text, left + width * 0.6, top, { width: width * 0.4, align: "right" });
      else doc.text(line.text, { width: width * 0.4, align: "right" });
    });
    doc.y = Math.max(doc.y, storeBottom, minBottom) + gap;
  }

  /**
   * One line (wrapping within the margins, never inside a number). A number wider than the whole
   * line (a long account number on 58 mm) shrinks the line's type until it fits.
   */
  line(line: Line, align: "left" | "center" | "right" = "left"): void {
    this.font(line);
    const text = keepNumbersWhole(line.text);
    const widest = Math.max(0, ...numberRuns(text).map((run) => this.doc.widthOfString(run)));
    if (widest > this.width) this.doc.fontSize((this.size(line.size) * this.width) / widest);
    this.doc.text(text, this.left, this.doc.y, { width: this.width, align });
  }

  lines(lines: Line[], align: "left" | "center" | "right" = "left"): void {
    for (const l of lines) this.line(l, align);
  }

  space(lines: number): void {
    this.doc.moveDown(lines);
  }

  rule([color, weight]: [string, number], after = 4): void {
    this.doc
      .moveTo(this.left, this.doc.y)
      .lineTo(this.left + this.width, this.doc.y)
      .strokeColor(this.ink(color))
      .lineWidth(weight)
      .stroke();
    this.doc.y += after;
  }

  /**
   * A table: the header in bold under which a rule runs, the rows, and a closing rule. A row
   * that would cross a letter page's foot starts a new page under the header again.
   */
  table(
    header: readonly string[],
    rows: ReadonlyArray<readonly string[]>,
    options: TableOptions,
    bold: (index: number) => boolean = () => false,
  ): void {
    const { doc } = this;
    const drawHeader = () => {
      this.row(header, options, true);
      this.rule(options.headerRule);
    };
    drawHeader();
    rows.forEach((r, i) => {
      if (this.paper.height !== "auto" && doc.y > this.paper.height - this.paper.margin - 24) {
        doc.addPage();
        drawHeader();
      }
      this.row(r, options, bold(i));
    });
    this.rule(options.closingRule, 6);
  }

  /** One row of a table (a body row of `table`, or a totals row in the table's columns). */
  row(cells: readonly string[], options: TableOptions, bold: boolean): void {
    const { doc, left, width } = this;
    this.font({ size: options.size, bold });
    if (this.narrow) {
      // The first cell on its own line; the rest share the next, the last at the right edge.
      const [first, ...rest] = cells;
      if (first) doc.text(first, left, doc.y, { width });
      const tail = rest.filter(Boolean);
      if (tail.length) {
        const y = doc.y;
        const last = tail.at(-1) as string;
        const before = tail.slice(0, -1).join("  ");
        doc.text(last, left, y, { width, align: "right" });
        const end = doc.y;
        if (before) doc.text(before, left, y, { width: width - doc.widthOfString(last) - 6 });
        doc.y = Math.max(doc.y, end);
      }
      doc.y += options.after;
      return;
    }
    const widths = options.columns.map((c) => c.share * width);
    const y = doc.y;
    let bottom = y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = options.columns[i] as Column;
      const last = i === cells.length - 1;
      doc.text(cell, x, y, { width: (widths[i] as number) - (last ? 0 : options.gap), align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += widths[i] as number;
    });
    doc.y = bottom + options.after;
  }

  /**
   * Label and value lines (totals, a balance): on a letter page the label ends at `labelTo` of
   * the width, right-aligned from `labelFrom`, and the value fills the rest to the margin; on a
   * roll the label is at the left and the value at the right.
   */
  pairs(
    pairs: ReadonlyArray<readonly [string, string]>,
    style: {
      size: number;
      bold?: (index: number) => boolean;
      labelFrom: number;
      labelTo: number;
      after: number;
    },
  ): void {
    const { doc, left, width } = this;
    pairs.forEach(([label, value], i) => {
      const y = doc.y;
      this.font({ size: style.size, bold: style.bold?.(i) ?? false });
      if (this.narrow) {
        doc.text(value, left, y, { width, align: "right" });
        const end = doc.y;
        doc.text(label, left, y, { width: width - doc.widthOfString(value) - 6 });
        doc.y = Math.max(doc.y, end) + style.after;
        return;
      }
      doc.text(label, left + width * style.labelFrom, y, {
        width: width * (style.labelTo - style.labelFrom) - 8,
        align: "right",
      });
      const end = doc.y;
      doc.text(value, left + width * style.labelTo, y, {
        width: width * (1 - style.labelTo),
        align: "right",
      });
      doc.y = Math.max(doc.y, end) + style.after;
    });
  }

  /**
   * The closing of a receipt or a statement: the bank accounts to pay into (on a new letter
   * page rather than split at the foot of one) and the shop's footer line.
   */
  closing(data: { bankTitle: string; bankAccounts: string[]; footer: string }): void {
    if (data.bankAccounts.length) {
      this.keep(84);
      this.space(1.2);
      this.line({ text: data.bankTitle, size: 10, bold: true });
      this.lines(data.bankAccounts.map((text) => ({ text, size: 9, color: PDF_MUTED })));
    }
    this.space(this.narrow ? 1 : 2);
    this.line({ text: data.footer, size: 10, oblique: true, color: PDF_GOLD }, "center");
  }
}

/** Collects a pdfkit document's bytes as it writes them. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

type PdfKit = typeof import("pdfkit");

/**
 * pdfkit (with its fonts and decoders, several MB of heap) is loaded on the first document, not
 * when the server starts: an idle server never draws one (docs/decisions/0225).
 */
let pdfkit: Promise<PdfKit> | undefined;
const loadPdfkit = () => {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  return pdfkit;
};

function open(
  PDFDocument: PdfKit,
  paper: Paper,
  height: number,
  info: PDFKit.DocumentInfo,
): PDFKit.PDFDocument {
  return new PDFDocument({ size: [paper.width, height], margin: paper.margin, info });
}

/**
 * Renders one document on a paper with the builder. A roll's page height is what the content
 * takes: the document is laid out once on a tall page to measure it, then again on a page of
 * exactly that height (plus the bottom margin).
 */
export async function renderPdf(
  paper: Paper,
  info: PDFKit.DocumentInfo,
  draw: (b: PdfBuilder) => void,
): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  let height: number;
  if (paper.height === "auto") {
    const probe = open(PDFDocument, paper, ROLL_MAX, info);
    const probed = collect(probe);
    draw(new PdfBuilder(probe, paper));
    // Two points of slack so the last line never reaches the bottom margin (pdfkit would add a page).
    height = Math.min(ROLL_MAX, Math.ceil(probe.y + paper.margin + 2));
    probe.end();
    await probed;
  } else height = paper.height;
  const doc = open(PDFDocument, paper, height, info);
  const done = collect(doc);
  draw(new PdfBuilder(doc, paper));
  doc.end();
  return done;
}
