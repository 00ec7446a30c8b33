import { type DigitFont, EAN13_MODULES, ean13Layout } from "../../../domain/receipts/ean13";
import {
  inkOn,
  LABELS_PER_SHEET,
  type LabelLayout,
  labelSlot,
  labelSymbology,
} from "../../../domain/receipts/printing";
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
 * A Code 128 as a PNG bwip-js draws (with its text under the bars), once per code. bwip-js is
 * loaded on the first label sheet that needs it: its 2 MB of source would otherwise sit in every
 * idle server. An EAN-13 is drawn by `drawEan13` instead, to the standard's layout.
 */
async function code128Png(code: string): Promise<Buffer> {
  const { default: bwipjs } = await import("bwip-js/node");
  return bwipjs.toBuffer({
    bcid: "code128",
    text: code,
    scale: 4,
    height: 9,
    includetext: true,
    textxalign: "center",
    textsize: 8,
    // The quiet zones scanners need on either side of the bars.
    paddingwidth: 10,
    paddingheight: 1,
  });
}

/** Helvetica's digits: 0.556 em wide, and from the line's top to the baseline 0.718 em. */
const HELVETICA_DIGITS: DigitFont = { widthEm: 0.556, heightEm: 0.718 };

type Box = { x: number; y: number; width: number; height: number };

/**
 * An EAN-13 in vectors inside `box`, from the domain's layout: quiet zones of 11 and 7 modules, the
 * guards reaching down between the digits, and the digits clear of every bar.
 */
function drawEan13(doc: PDFKit.PDFDocument, code: string, box: Box, ink: string) {
  const module = box.width / EAN13_MODULES;
  const height = box.height / module;
  const layout = ean13Layout(code, HELVETICA_DIGITS, height);
  const symbolHeight = height * module;
  const top = box.y + (box.height - symbolHeight) / 2;
  doc.fillColor(ink);
  for (const bar of layout.bars)
    doc.rect(box.x + bar.x * module, top, bar.width * module, bar.height * module).fill();
  doc.font("Helvetica").fontSize(layout.fontSize * module);
  for (const digits of layout.digits)
    doc.text(digits.text, box.x + digits.left * module, top + digits.top * module, {
      lineBreak: false,
      characterSpacing: 0,
    });
}

/** Where each label of a run goes: a roll's one a page, a sheet's from the first free label on. */
function placeOf(layout: LabelLayout, index: number, startAt: number): { page: number; box: Box } {
  if (layout === "rollo") return { page: index, box: { x: 0, y: 0, ...ROLL.label } };
  const { sheet, slot } = labelSlot(index, startAt);
  const column = slot % SHEET.columns;
  const row = Math.floor(slot / SHEET.columns);
  return {
    page: sheet,
    box: {
      x: SHEET.side + column * (SHEET.label.width + SHEET.gap),
      y: SHEET.top + row * SHEET.label.height,
      ...SHEET.label,
    },
  };
}

/**
 * A Letter sheet of 30 labels, started at label `startAt` of a half-used sheet, or a roll of
 * 50 × 25 mm labels (one a page, all in black: a label roll is thermal paper), each with the
 * product's name, reference, price (a promotion's with the regular price crossed out) and barcode.
 */
export async function renderLabels(labels: LabelData[], layout: LabelLayout, startAt = 1): Promise<Buffer> {
  const code128s = [...new Set(labels.map((l) => l.barcode))].filter((c) => labelSymbology(c) === "code128");
  const pngs = new Map(await Promise.all(code128s.map(async (c) => [c, await code128Png(c)] as const)));
  const paper = layout === "carta" ? SHEET.paper : ROLL.paper;
  const first = layout === "carta" ? Math.min(Math.max(1, startAt), LABELS_PER_SHEET) : 1;
  return renderPdf(paper, { Title: "Etiquetas de precio" }, (b) => {
    const { doc } = b;
    let page = 0;
    labels.forEach((label, i) => {
      const place = placeOf(layout, i, first);
      for (; page < place.page; page++) doc.addPage();
      const bars = (box: Box) =>
        labelSymbology(label.barcode) === "ean13"
          ? drawEan13(doc, label.barcode, box, inkOn(layout, PDF_INK))
          : doc.image(pngs.get(label.barcode) as Buffer, box.x, box.y, {
              fit: [box.width, box.height],
              align: "center",
              valign: "center",
            });
      draw(doc, label, bars, place.box, layout === "carta" ? "side" : "stacked", layout);
    });
  });
}

/** One label inside its box: text on the left and the barcode on the right, or text above the barcode. */
function draw(
  doc: PDFKit.PDFDocument,
  label: LabelData,
  barcode: (box: Box) => void,
  box: Box,
  shape: "side" | "stacked",
  layout: LabelLayout,
) {
  const INK = inkOn(layout, PDF_INK);
  const MUTED = inkOn(layout, PDF_MUTED);
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
  text(label.name, 7, true, INK, 2);
  if (label.reference) text(label.reference, 6, false, MUTED, 1);
  if (shape === "side") y += 2;
  // The price, and the regular one crossed out beside it during a promotion.
  const priceY = y;
  doc
    .font("Helvetica-Bold")
    .fontSize(shape === "side" ? 11 : 9)
    .fillColor(INK);
  doc.text(label.price, x, priceY, { lineBreak: false });
  const priceWidth = doc.widthOfString(label.price);
  const priceBottom = priceY + doc.currentLineHeight(true);
  if (label.was) {
    doc.font("Helvetica").fontSize(6.5).fillColor(MUTED);
    const wasX = shape === "side" ? x : x + priceWidth + 6;
    const wasY = shape === "side" ? priceBottom + 1 : priceY + 2;
    doc.text(label.was, wasX, wasY, { lineBreak: false });
    const middle = wasY + doc.currentLineHeight(true) * 0.45;
    doc
      .moveTo(wasX, middle)
      .lineTo(wasX + doc.widthOfString(label.was), middle)
      .lineWidth(0.6)
      .strokeColor(MUTED)
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
  barcode(bars);
}
