import { type LabelLayout, labelSymbology } from "../../../domain/receipts/printing";
import { mm, type Paper, PDF_INK, PDF_MUTED, paperMm, renderPdf } from "./pdf-builder";

/** What one price label prints, already formatted (the gateway never formats money). */
export interface LabelData {
  name: string;
  reference: string | null;
  price: string;
  /** The regular price, crossed out, when a promotion is on. */
  was: string | null;
  /** The product's canonical barcode: 13 digits draw an EAN-13, anything else Code 128. */
  barcode: string;
}

const INCH = 72;
/** Avery 5160 on a Letter sheet: 3 × 10 labels of 2.625" × 1". */
const SHEET = {
  paper: { width: 8.5 * INCH, height: 11 * INCH, margin: 0, scale: 1 } satisfies Paper,
  columns: 3,
  rows: 10,
  top: 0.5 * INCH,
  side: 0.1875 * INCH,
  gap: 0.125 * INCH,
  label: { width: 2.625 * INCH, height: 1 * INCH },
};
const ROLL = { paper: paperMm(50, 25), label: { width: mm(50), height: mm(25) } };

/**
 * The barcode as a PNG bwip-js draws (with its digits under the bars), once per code. bwip-js is
 * loaded on the first label sheet: its 2 MB of source would otherwise sit in every idle server.
 */
async function barcodePng(code: string): Promise<Buffer> {
  const { default: bwipjs } = await import("bwip-js/node");
  const bcid = labelSymbology(code);
  return bwipjs.toBuffer({
    bcid,
    text: code,
    scale: 4,
    height: 9,
    includetext: true,
    textxalign: "center",
    textsize: 8,
    // The quiet zones scanners need on either side of the bars.
    paddingwidth: bcid === "ean13" ? 11 : 10,
    paddingheight: 1,
  });
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A Letter sheet of 30 labels or a roll of 50 × 25 mm labels (one a page), each with the
 * product's name, reference, price (a promotion's with the regular price crossed out) and barcode.
 */
export async function renderLabels(labels: LabelData[], layout: LabelLayout): Promise<Buffer> {
  const codes = [...new Set(labels.map((l) => l.barcode))];
  const pngs = new Map(await Promise.all(codes.map(async (c) => [c, await barcodePng(c)] as const)));
  const paper = layout === "carta" ? SHEET.paper : ROLL.paper;
  return renderPdf(paper, { Title: "Etiquetas de precio" }, (b) => {
    const { doc } = b;
    labels.forEach((label, i) => {
      if (layout === "rollo") {
        if (i > 0) doc.addPage();
        draw(doc, label, pngs.get(label.barcode) as Buffer, { x: 0, y: 0, ...ROLL.label }, "stacked");
        return;
      }
      const slot = i % (SHEET.columns * SHEET.rows);
      if (i > 0 && slot === 0) doc.addPage();
      const column = slot % SHEET.columns;
      const row = Math.floor(slot / SHEET.columns);
      const x = SHEET.side + column * (SHEET.label.width + SHEET.gap);
      const y = SHEET.top + row * SHEET.label.height;
      draw(doc, label, pngs.get(label.barcode) as Buffer, { x, y, ...SHEET.label }, "side");
    });
  });
}

/** One label inside its box: text on the left and the barcode on the right, or text above the barcode. */
function draw(doc: PDFKit.PDFDocument, label: LabelData, png: Buffer, box: Box, shape: "side" | "stacked") {
  const pad = 5;
  const x = box.x + pad;
  const textWidth = shape === "side" ? box.width * 0.5 - pad : box.width - 2 * pad;
  let y = box.y + (shape === "side" ? 6 : 3);
  const text = (value: string, size: number, bold: boolean, color: string, lines: number) => {
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .fillColor(color);
    const height = doc.currentLineHeight(true) * lines;
    doc.text(value, x, y, { width: textWidth, height, ellipsis: true, lineBreak: lines > 1 });
    y = Math.max(doc.y, y + doc.currentLineHeight(true));
  };
  text(label.name, 7, true, PDF_INK, 2);
  if (label.reference) text(label.reference, 6, false, PDF_MUTED, 1);
  if (shape === "side") y += 2;
  // The price, and the regular one crossed out beside it during a promotion.
  const priceY = y;
  doc
    .font("Helvetica-Bold")
    .fontSize(shape === "side" ? 11 : 9)
    .fillColor(PDF_INK);
  doc.text(label.price, x, priceY, { lineBreak: false });
  const priceWidth = doc.widthOfString(label.price);
  const priceBottom = priceY + doc.currentLineHeight(true);
  if (label.was) {
    doc.font("Helvetica").fontSize(6.5).fillColor(PDF_MUTED);
    const wasX = shape === "side" ? x : x + priceWidth + 6;
    const wasY = shape === "side" ? priceBottom + 1 : priceY + 2;
    doc.text(label.was, wasX, wasY, { lineBreak: false });
    const middle = wasY + doc.currentLineHeight(true) * 0.45;
    doc
      .moveTo(wasX, middle)
      .lineTo(wasX + doc.widthOfString(label.was), middle)
      .lineWidth(0.6)
      .strokeColor(PDF_MUTED)
      .stroke();
  }
  const bars =
    shape === "side"
      ? { x: box.x + box.width * 0.5, y: box.y + 4, width: box.width * 0.5 - 4, height: box.height - 8 }
      : {
          x: box.x + pad,
          y: box.y + box.height * 0.48,
          width: box.width - 2 * pad,
          height: box.height * 0.5,
        };
  doc.image(png, bars.x, bars.y, { fit: [bars.width, bars.height], align: "center", valign: "center" });
}
