import { type DomainError, err, ok, type Result } from "../kernel/result";
import { type ShopDay, shopDay, shopDayStart } from "../kernel/shop-calendar";
import { transferMsg } from "./messages-transfers";

/**
 * Bank transfers the shop can trust. A bank reference is used once per bank account, across web
 * orders and abonos: both are compared by their normalised form, never by what was typed.
 */

/** The longest reference a person may type (banks print 6 to 20 characters). */
export const REFERENCE_MAX = 40;
/** How many days before the order a transfer may be dated (a buyer who paid the day before ordering). */
export const PAID_ON_DAYS_BEFORE_ORDER = 7;
/** A comprobante as PDF: at most this many bytes (a photo is re-encoded and capped like a ticket photo). */
export const TRANSFER_PDF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A reference as the bank knows it: spaces, dashes, dots and slashes dropped, letters upper-cased,
 * leading zeros dropped ("000 123-45" and "12345" are one reference). Empty when nothing is left.
 */
export function referenceKey(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s\-./_]/g, "")
    .replace(/^0+/, "");
}

/** An account number compared the same way (only its letters and digits count). */
export function accountKey(accountNumber: string): string {
  return accountNumber.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/** The reference's key, or the refusal: required, letters and digits only, not all zeros, bounded. */
export function checkReference(raw: string): Result<string> {
  const typed = raw.trim();
  if (!typed) return err("domain_rule", transferMsg.referenceRequired);
  if (typed.length > REFERENCE_MAX) return err("domain_rule", transferMsg.referenceTooLong(REFERENCE_MAX));
  const key = referenceKey(typed);
  if (!/^[0-9A-Z]+$/.test(key)) return err("domain_rule", transferMsg.referenceInvalid);
  return ok(key);
}

/** The transfer's day: not after today, and not more than a week before the order. */
export function checkPaidOn(paidOn: ShopDay, orderedAt: Date, now: Date): Result<ShopDay> {
  if (paidOn > shopDay(now)) return err("domain_rule", transferMsg.paidOnInFuture);
  const earliest = shopDay(
    new Date(shopDayStart(shopDay(orderedAt)).getTime() - PAID_ON_DAYS_BEFORE_ORDER * 86_400_000),
  );
  if (paidOn < earliest) return err("domain_rule", transferMsg.paidOnTooEarly(PAID_ON_DAYS_BEFORE_ORDER));
  return ok(paidOn);
}

/** The store's account a buyer named, matched by its key; a refusal for any other account. */
export function findStoreAccount<A extends { accountNumber: string }>(
  accounts: readonly A[],
  accountNumber: string,
): Result<A> {
  if (!accountNumber.trim()) return err("domain_rule", transferMsg.accountRequired);
  const key = accountKey(accountNumber);
  const found = accounts.find((a) => accountKey(a.accountNumber) === key);
  return found ? ok(found) : err("domain_rule", transferMsg.accountUnknown);
}

/** A comprobante's kind by its first bytes: a PDF starts with "%PDF-"; anything else goes to the photo check. */
export function isPdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** Where a reference was used before, for whoever asks: staff learn the order, a buyer does not. */
export function referenceUsedRefusal(usedInOrder: string, staff: boolean): DomainError {
  return {
    code: "conflict",
    message: staff ? transferMsg.referenceUsedIn(usedInOrder) : transferMsg.referenceUsed,
  };
}

/**
 * An abono by transfer registered without its account and reference: refused while the store
 * asks for them (Configuración), so every transfer abono can be matched with the bank. The order
 * dialog's abono, Registrar Venta's first payment and an abono edited into a transfer all ask
 * here; an abono that already was a transfer (`previousMethod`) keeps being editable.
 */
export function plainAbonoRefusal(
  method: string | undefined,
  referenceRequired: boolean,
  previousMethod?: string,
): string | null {
  return referenceRequired && entersATransfer(method, previousMethod)
    ? transferMsg.abonoNeedsReference
    : null;
}

/** The payment method of a bank transfer, as payments store it. */
export const TRANSFER_METHOD = "transferencia";

/** Whether an abono's method makes it a new transfer: only then does the store's setting matter. */
export function entersATransfer(method: string | undefined, previousMethod?: string): boolean {
  return method === TRANSFER_METHOD && previousMethod !== TRANSFER_METHOD;
}
