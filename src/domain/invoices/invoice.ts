import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import type { SaleMoney } from "../sales/sale";
import { invoiceMessages as m } from "./messages-invoices";

/**
 * Factura (SAR) rules (docs/decisions/0100–0102, 0104, 0249): ISV from tax-inclusive totals,
 * the amount in words, invoice numbers and their ranges, CAI and RTN formats.
 */

/** ISV rate: 15 % (general rate of the Impuesto Sobre Ventas). */
export const ISV_RATE_PERCENT = 15;
/** Default amount above which the buyer's RTN is required: L. 10,000.00. */
export const DEFAULT_BUYER_RTN_THRESHOLD: Centavos = 1_000_000;
/** Admins are warned when fewer numbers than this remain in the active range. */
export const FEW_NUMBERS_WARNING = 50;
/** Admins are warned when fewer days than this remain until the fecha límite de emisión. */
export const FEW_DAYS_WARNING = 30;

/**
 * ISV included in a tax-inclusive amount (decision 0101): round(total × 15 / 115) to the
 * nearest centavo, halves up, in integer arithmetic; the taxable base is what remains, so
 * base + ISV is exactly the total.
 */
export function isvFromInclusive(total: Centavos): { base: Centavos; isv: Centavos } {
  const isv = Math.floor(
    (2 * total * ISV_RATE_PERCENT + 100 + ISV_RATE_PERCENT) / (2 * (100 + ISV_RATE_PERCENT)),
  );
  return { base: total - isv, isv };
}

export interface InvoiceTotals {
  /** The lines at the prices charged (promotions already in the line price), tax included. */
  subtotal: Centavos;
  /** Discount code and extra discount together. */
  discounts: Centavos;
  /** Shipping and extra costs, taxable like the goods. */
  charges: Centavos;
  /** What the buyer pays: subtotal − discounts + charges. */
  total: Centavos;
  /** Importe gravado 15 %. */
  taxableBase: Centavos;
  isv: Centavos;
}

/**
 * An invoice's figures from a sale (decision 0101): lines at the price charged (a promotion is
 * already in it), every other discount lowers the taxable amount,
 * shipping and extra costs are taxed like the goods, and the ISV is derived once from the total.
 */
export function invoiceTotals(
  sale: Pick<
    SaleMoney,
    | "subtotal"
    | "promoItemsDiscount"
    | "appliedDiscount"
    | "extraDiscount"
    | "shippingCost"
    | "extraCostsTotal"
  >,
): InvoiceTotals {
  const subtotal = sale.subtotal - sale.promoItemsDiscount;
  const discounts = (sale.appliedDiscount?.amount ?? 0) + sale.extraDiscount.amount;
  const charges = sale.shippingCost + sale.extraCostsTotal;
  const total = subtotal - discounts + charges;
  const { base, isv } = isvFromInclusive(total);
  return { subtotal, discounts, charges, total, taxableBase: base, isv };
}

const UNITS = ["CERO", "UNO", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE"];
const TEENS = [
  "DIEZ",
  "ONCE",
  "DOCE",
  "TRECE",
  "CATORCE",
  "QUINCE",
  "DIECISÉIS",
  "DIECISIETE",
  "DIECIOCHO",
  "DIECINUEVE",
];
const TWENTIES = [
  "VEINTE",
  "VEINTIUNO",
  "VEINTIDÓS",
  "VEINTITRÉS",
  "VEINTICUATRO",
  "VEINTICINCO",
  "VEINTISÉIS",
  "VEINTISIETE",
  "VEINTIOCHO",
  "VEINTINUEVE",
];
const TENS = ["", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"];
const HUNDREDS = [
  "",
  "CIENTO",
  "DOSCIENTOS",
  "TRESCIENTOS",
  "CUATROCIENTOS",
  "QUINIENTOS",
  "SEISCIENTOS",
  "SETECIENTOS",
  "OCHOCIENTOS",
  "NOVECIENTOS",
];

/** 1–99 in words. */
function belowHundred(n: number): string {
  if (n < 10) return UNITS[n] as string;
  if (n < 20) return TEENS[n - 10] as string;
  if (n < 30) return TWENTIES[n - 20] as string;
  const unit = n % 10;
  return unit === 0 ? (TENS[n / 10] as string) : `${TENS[Math.floor(n / 10)]} Y ${UNITS[unit]}`;
}

/** 1–999 in words. */
function belowThousand(n: number): string {
  if (n === 100) return "CIEN";
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds ? (HUNDREDS[hundreds] as string) : "";
  if (!rest) return head;
  return head ? `${head} ${belowHundred(rest)}` : belowHundred(rest);
}

/** "UNO" before a noun is "UN" ("VEINTIÚN MIL", "TREINTA Y UN LEMPIRAS"). */
function apocope(words: string): string {
  if (words.endsWith("VEINTIUNO")) return `${words.slice(0, -"VEINTIUNO".length)}VEINTIÚN`;
  return words.endsWith("UNO") ? words.slice(0, -1) : words;
}

/** A whole number (0 up to 999,999,999,999) in Spanish capital letters, the way it is read. */
export function numberInWords(n: number): string {
  if (n === 0) return UNITS[0] as string;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? "UN MILLÓN" : `${apocope(numberInWords(millions))} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? "MIL" : `${apocope(belowThousand(thousands))} MIL`);
  if (units) parts.push(belowThousand(units));
  return parts.join(" ");
}

/**
 * The amount in words as Honduran invoices print it (decision 0102):
 * "SON: UN MILLÓN DE LEMPIRAS CON 01/100", "SON: CERO LEMPIRAS CON 50/100",
 * "SON: UN LEMPIRA CON 00/100".
 */
export function amountInWords(centavos: Centavos): string {
  const lempiras = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, "0");
  const words = apocope(numberInWords(lempiras));
  const exactMillions = lempiras >= 1_000_000 && lempiras % 1_000_000 === 0;
  const currency = lempiras === 1 ? "LEMPIRA" : exactMillions ? "DE LEMPIRAS" : "LEMPIRAS";
  return `SON: ${words} ${currency} CON ${cents}/100`;
}

/** The fixed part of an invoice number: establecimiento, punto de emisión and tipo de documento. */
export interface NumberPrefix {
  establishment: string;
  pointOfIssue: string;
  documentType: string;
}

const NUMBER_RE = /^(\d{3})-(\d{3})-(\d{2})-(\d{8})$/;
export const INVOICE_DOCUMENT_TYPE = "01";

/**
 * The documents a CAI range numbers (docs/decisions/0249): facturas (type 01) and notas de
 * crédito, whose two-digit type is the one the SAR prints on their authorisation (never 01).
 */
export const DOCUMENT_KINDS = ["factura", "nota_credito"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * `000-001-01-00000001` → its prefix and sequence. A factura's number has type 01; a nota de
 * crédito's any other two-digit type.
 */
export function parseInvoiceNumber(
  text: string,
  kind: DocumentKind = "factura",
): Result<NumberPrefix & { sequence: number }> {
  const match = NUMBER_RE.exec(text.trim());
  if (!match) return err("invalid", m.rangeNumberInvalid);
  // Every group takes part in a match: the defaults only type them.
  const [, establishment = "", pointOfIssue = "", documentType = "", sequence = ""] = match;
  if (kind === "factura" && documentType !== INVOICE_DOCUMENT_TYPE)
    return err("invalid", m.rangeDocTypeInvalid);
  if (kind === "nota_credito" && documentType === INVOICE_DOCUMENT_TYPE)
    return err("invalid", m.creditNoteDocTypeInvalid);
  return ok({ establishment, pointOfIssue, documentType, sequence: Number(sequence) });
}

export function formatInvoiceNumber(prefix: NumberPrefix, sequence: number): string {
  return `${prefix.establishment}-${prefix.pointOfIssue}-${prefix.documentType}-${String(sequence).padStart(8, "0")}`;
}

const CAI_RE = /^[0-9A-F]{6}(-[0-9A-F]{6}){4}-[0-9A-F]{2}$/;

/** CAI codes are six groups of hex digits, 6-6-6-6-6-2; stored in capitals. */
export function normalizeCai(text: string): Result<string> {
  const cai = text.trim().toUpperCase();
  return CAI_RE.test(cai) ? ok(cai) : err("invalid", m.caiInvalid);
}

/** An RTN is 14 digits; dashes and spaces are accepted and removed. */
export function normalizeRtn(text: string): Result<string> {
  const rtn = text.replace(/[\s-]/g, "");
  return /^\d{14}$/.test(rtn) ? ok(rtn) : err("invalid", m.rtnInvalid);
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Days from one shop day to another (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface CaiRangeInput {
  cai: string;
  rangeFrom: string;
  rangeTo: string;
  deadline: string;
  /** The kind of document the range numbers; a factura's when absent. */
  documentKind?: DocumentKind;
}

export interface CaiRange extends NumberPrefix {
  cai: string;
  documentKind: DocumentKind;
  rangeFrom: number;
  rangeTo: number;
  deadline: string;
}

/**
 * Validates a new CAI authorisation (code, range with one prefix, fecha límite): a factura range
 * has type 01, a nota de crédito range another type; from and to share establishment, point of
 * issue and type.
 */
export function parseCaiRange(input: CaiRangeInput): Result<CaiRange> {
  const documentKind = input.documentKind ?? "factura";
  const cai = normalizeCai(input.cai);
  if (!cai.ok) return cai;
  const from = parseInvoiceNumber(input.rangeFrom, documentKind);
  if (!from.ok) return from;
  const to = parseInvoiceNumber(input.rangeTo, documentKind);
  if (!to.ok) return to;
  const a = from.value;
  const b = to.value;
  if (
    a.establishment !== b.establishment ||
    a.pointOfIssue !== b.pointOfIssue ||
    a.documentType !== b.documentType
  )
    return err("invalid", m.rangePrefixMismatch);
  if (b.sequence < a.sequence) return err("invalid", m.rangeOrderInvalid);
  if (!DAY_RE.test(input.deadline) || Number.isNaN(Date.parse(`${input.deadline}T00:00:00Z`)))
    return err("invalid", m.deadlineInvalid);
  return ok({
    cai: cai.value,
    documentKind,
    establishment: a.establishment,
    pointOfIssue: a.pointOfIssue,
    documentType: a.documentType,
    rangeFrom: a.sequence,
    rangeTo: b.sequence,
    deadline: input.deadline,
  });
}

/** The state of a range: the next sequence to give and its last day. */
export interface RangeState extends NumberPrefix {
  nextNumber: number;
  rangeTo: number;
  deadline: string;
}

/**
 * Whether the range can give its next number on `today` (a shop day): refused when used up or
 * past its fecha límite (the fecha límite itself is still a valid day).
 */
export function nextInvoiceNumber(
  range: RangeState,
  today: string,
): Result<{ sequence: number; number: string }> {
  if (range.nextNumber > range.rangeTo)
    return err("conflict", m.rangeExhausted(formatInvoiceNumber(range, range.rangeTo)));
  if (today > range.deadline) return err("conflict", m.rangeExpired(range.deadline));
  return ok({ sequence: range.nextNumber, number: formatInvoiceNumber(range, range.nextNumber) });
}

/** What admins are warned about: fewer than 50 numbers left, fewer than 30 days to the fecha límite. */
export function rangeWarnings(range: RangeState, today: string): string[] {
  const warnings: string[] = [];
  const left = Math.max(0, range.rangeTo - range.nextNumber + 1);
  if (left < FEW_NUMBERS_WARNING) warnings.push(m.warnFewNumbers(left));
  const days = daysBetween(today, range.deadline);
  if (days >= 0 && days < FEW_DAYS_WARNING) warnings.push(m.warnFewDays(days, range.deadline));
  return warnings;
}

/** The buyer's RTN is optional, but required above the threshold (L. 10,000 by default). */
export function checkBuyerRtn(
  rtn: string | null | undefined,
  total: Centavos,
  threshold: Centavos,
  formattedThreshold: string,
): Result<string | null> {
  if (!rtn?.trim())
    return total > threshold ? err("invalid", m.buyerRtnRequired(formattedThreshold)) : ok(null);
  return normalizeRtn(rtn);
}

/** `08011990123456` → `0801-1990-123456`, the way RTNs are usually printed. */
export function formatRtn(rtn: string): string {
  return /^\d{14}$/.test(rtn) ? `${rtn.slice(0, 4)}-${rtn.slice(4, 8)}-${rtn.slice(8)}` : rtn;
}
