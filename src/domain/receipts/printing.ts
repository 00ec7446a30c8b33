import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { effectivePrice } from "../products/pricing";
import { hasValidCheckDigit } from "../products/product-codes";
import { printMsg } from "./messages-printing";

/**
 * The papers receipts and invoices print on: a letter page, or a thermal roll of 80 or 58 mm.
 * Configuración chooses the one offered first; whoever prints may pick another.
 */
export const RECEIPT_PAPERS = ["carta", "80mm", "58mm"] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

/** The paper Configuración keeps, or a letter page when it keeps none (or one no longer offered). */
export function receiptPaperOf(value: string | null | undefined): ReceiptPaper {
  return RECEIPT_PAPERS.find((p) => p === value) ?? "carta";
}

/**
 * An invoice prints on a letter page or an 80 mm roll: its CAI block and amount in words need
 * the width, so a shop whose receipts go on 58 mm gets its invoices on 80 mm.
 */
export const INVOICE_PAPERS = ["carta", "80mm"] as const;
export type InvoicePaper = (typeof INVOICE_PAPERS)[number];
export function invoicePaperOf(paper: ReceiptPaper): InvoicePaper {
  return paper === "carta" ? "carta" : "80mm";
}

/**
 * A thermal roll has one ink, black, and prints a colour as a pattern of dots that comes out faint
 * (the house gold and grey most of all): on a roll every colour prints pure black.
 */
export const THERMAL_INK = "#000000";
export function isThermal(paper: ReceiptPaper | LabelLayout): boolean {
  return paper === "80mm" || paper === "58mm" || paper === "rollo";
}
export function inkOn(paper: ReceiptPaper | LabelLayout, color: string): string {
  return isThermal(paper) ? THERMAL_INK : color;
}

/**
 * A line of text may wrap between words but never inside a number: the spaces inside a run of
 * digit groups ("2001 2345 6789", an account number as a bank writes it) become non-breaking
 * spaces. A hyphen before a digit is no break point already ("01-101-012345-6").
 */
export function keepNumbersWhole(text: string): string {
  return text.replace(/\d(?:[ -]?\d)+/g, (run) => run.replace(/ /g, "\u00a0"));
}
/** The runs of digits (groups joined by spaces or hyphens) of a line that must not be split. */
export function numberRuns(text: string): string[] {
  return text.match(/\d(?:[ \u00a0-]?\d)+/g) ?? [];
}

/** A paper's name as the screens show it. */
export function paperName(paper: ReceiptPaper): string {
  return { carta: printMsg.paperCarta, "80mm": printMsg.paper80, "58mm": printMsg.paper58 }[paper];
}

/** The thank-you line at the foot of a receipt: the owner's text, else the built-in one. */
export function receiptThanksOf(text: string | null | undefined, builtIn: string): string {
  return text?.trim() || builtIn;
}

/** Price labels: a Letter sheet of 30 (Avery 5160) or one 50 × 25 mm label a page of a roll. */
export const LABEL_LAYOUTS = ["carta", "rollo"] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
/** The most labels one request prints (ten letter sheets). */
export const MAX_LABELS = 300;
/** Labels on one Letter sheet: 3 columns × 10 rows, counted left to right, then top to bottom. */
export const LABELS_PER_SHEET = 30;

/**
 * Where the `index`-th label (from 0) of a Letter run goes when the first sheet's labels before
 * `startAt` (1–30) are already used: that sheet and the label on it (from 0). The labels then fill
 * the next sheets from their first label.
 */
export function labelSlot(index: number, startAt: number): { sheet: number; slot: number } {
  const position = startAt - 1 + index;
  return { sheet: Math.floor(position / LABELS_PER_SHEET), slot: position % LABELS_PER_SHEET };
}

/** How many labels a request prints, refused above the limit. */
export function labelTotal(items: ReadonlyArray<{ copies: number }>): Result<number> {
  const total = items.reduce((sum, i) => sum + i.copies, 0);
  if (total < 1) return err("validation", printMsg.labelsNone);
  if (total > MAX_LABELS) return err("validation", printMsg.labelsTooMany(MAX_LABELS));
  return ok(total);
}

/**
 * The barcode a label draws from a product's canonical barcode (docs/decisions/0185): 13 digits
 * with a right check digit are an EAN-13 (a UPC-A is stored as its EAN-13); anything else (an
 * old row that escaped the check included) is Code 128 content, which scans as typed.
 */
export function labelSymbology(barcode: string): "ean13" | "code128" {
  return /^\d{13}$/.test(barcode) && hasValidCheckDigit(barcode) ? "ean13" : "code128";
}

/** The price a label shows: the promotion's, with the regular price to cross out, or the regular one. */
export function labelPrice(product: { salePrice: Centavos; promoPrice: Centavos | null }): {
  price: Centavos;
  was: Centavos | null;
} {
  const price = effectivePrice(product);
  return { price, was: price < product.salePrice ? product.salePrice : null };
}
