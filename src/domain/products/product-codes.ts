import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";

/**
 * A product's maker reference and barcode (docs/decisions/0185).
 *
 * Both are stored in one canonical form so that "unique among products" and "a scan finds it"
 * compare like with like: a reference ignores case and repeated spaces; a UPC-A is kept as the
 * 0-prefixed EAN-13 it is (the same printed bars), so the two spellings are one code.
 */

export const MAX_REFERENCE_LENGTH = 40;
export const MAX_BARCODE_LENGTH = 48;

/** "  srpd55 k1 " → "SRPD55 K1"; empty → null (no reference). */
export function normaliseReference(raw: string): Result<string | null> {
  const value = raw.trim().replace(/\s+/g, " ").toUpperCase();
  if (!value) return ok(null);
  if (value.length > MAX_REFERENCE_LENGTH) return err("reference_too_long", msg.referenceTooLong);
  return ok(value);
}

/** The GS1 check digit of the digits before it (EAN-13 takes 12, UPC-A 11: same weights from the right). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Weight 3 for the digit nearest the check digit, then alternating 1 and 3.
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

export const hasValidCheckDigit = (code: string) =>
  gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));

/** Code 128 (set B) carries the printable ASCII characters. */
const CODE128 = /^[\x20-\x7e]+$/;

/**
 * The canonical form of a barcode typed or scanned: 12 digits are a UPC-A (checked, stored as
 * "0" + code), 13 digits an EAN-13 (checked); anything else printable is Code 128 content,
 * kept as typed (it is case-sensitive). Empty → null (no barcode).
 */
export function normaliseBarcode(raw: string): Result<string | null> {
  const value = raw.trim();
  if (!value) return ok(null);
  if (value.length > MAX_BARCODE_LENGTH) return err("barcode_too_long", msg.barcodeTooLong);
  if (!CODE128.test(value)) return err("barcode_characters", msg.barcodeCharactersInvalid);
  if (/^\d{12,13}$/.test(value)) {
    if (!hasValidCheckDigit(value)) return err("barcode_check_digit", msg.barcodeCheckDigitInvalid);
    return ok(value.length === 12 ? `0${value}` : value);
  }
  return ok(value);
}

/**
 * The store numbers its own EAN-13s in the GS1 range for restricted, in-store use (prefixes
 * 20–29): "2" + the store's running number on 11 digits + check digit. Number 1 is
 * 2000000000015; the prefix climbs from 20 to 29 as the numbers grow.
 */
export const MAX_STORE_BARCODE_NUMBER = 99_999_999_999;

export function storeEan13(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_STORE_BARCODE_NUMBER) {
    throw new RangeError(`store barcode number out of range: ${n}`);
  }
  const body = `2${String(n).padStart(11, "0")}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Whether a canonical barcode is one of the store's own numbers (prefix 20–29). */
export const isStoreEan13 = (code: string) => /^2\d{12}$/.test(code) && hasValidCheckDigit(code);

/**
 * What a scanned or typed code may match: the barcode's canonical form (when it is a valid
 * barcode) and the reference's. Either may be null when the text cannot be one.
 */
export function codeLookupKeys(raw: string): { barcode: string | null; reference: string | null } {
  const barcode = normaliseBarcode(raw);
  const reference = normaliseReference(raw);
  return {
    barcode: barcode.ok ? barcode.value : null,
    reference: reference.ok ? reference.value : null,
  };
}
