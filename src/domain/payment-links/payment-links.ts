import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { whatsappShareLink } from "../kernel/whatsapp";
import type { PaymentType, SaleStatus } from "../sales/sale";
import { paymentLinkMsg as m } from "./messages-payment-links";

/** Card payment links for a sale's balance (docs/product/operations.md). */

export const DEFAULT_LINK_HOURS = 72;
export const MIN_LINK_HOURS = 1;
/** A month: a link is for a balance owed now, not a standing order. */
export const MAX_LINK_HOURS = 720;

/** The setting's hours, always within range (absent or broken → the default). */
export function linkHoursOf(hours: number | null | undefined): number {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return DEFAULT_LINK_HOURS;
  return Math.min(MAX_LINK_HOURS, Math.max(MIN_LINK_HOURS, Math.round(hours)));
}

/** When a link created at `createdAt` stops working. */
export function linkExpiresAt(createdAt: Date, hours: number): Date {
  return new Date(createdAt.getTime() + linkHoursOf(hours) * 3_600_000);
}

/** Who is asking: staff may charge part of the balance; a customer only the whole of it. */
export type LinkCreator = "staff" | "customer";

export interface LinkSale {
  status: SaleStatus;
  /** What is still owed (total − extra discount − paid), in centavos. */
  balance: Centavos;
}

function refuseUnpayable(sale: LinkSale): Result<never> | null {
  if (sale.status === "Cancelado") return err("sale_cancelled", m.cancelledSale);
  if (sale.balance <= TOLERANCE) return err("no_balance", m.noBalance);
  return null;
}

/**
 * The amount a new link charges: the balance when none is asked for; staff may ask for less,
 * never more; a customer may only ask for the whole balance: choosing an amount is the shop's
 * credit decision.
 */
export function linkAmount(
  sale: LinkSale,
  requested: Centavos | undefined,
  creator: LinkCreator,
): Result<Centavos> {
  const refusal = refuseUnpayable(sale);
  if (refusal) return refusal;
  if (requested === undefined) return ok(sale.balance);
  if (!Number.isInteger(requested) || requested <= 0) return err("link_amount", m.amountInvalid);
  if (requested > sale.balance)
    return err("link_exceeds_balance", m.amountExceedsBalance(formatMoney(sale.balance)));
  if (creator === "customer" && requested !== sale.balance)
    return err("link_full_only", m.customerFullBalanceOnly);
  return ok(requested);
}

export type LinkState = "open" | "paid" | "expired" | "replaced";
export type LinkStatus = "pending" | "paid" | "replaced";

/**
 * A paid link stays paid; a client's link replaced by their newer one for the same sale says so
 * (docs/decisions/0158); a pending one is open until its expiry instant (excluded).
 */
export function linkState(link: { status: LinkStatus; expiresAt: Date }, now: Date): LinkState {
  if (link.status === "paid") return "paid";
  if (link.status === "replaced") return "replaced";
  return now.getTime() < link.expiresAt.getTime() ? "open" : "expired";
}

/**
 * A gateway's session lasts 15 minutes: a customer who opened the payment just before the link
 * expired may be charged just after. Such a payment is still recorded; later ones are not.
 */
export const LATE_PAYMENT_GRACE_MINUTES = 30;

/** Whether an approved payment reported at `now` may still be recorded on a pending link. */
export function paymentInTime(link: { expiresAt: Date }, now: Date): boolean {
  return now.getTime() < link.expiresAt.getTime() + LATE_PAYMENT_GRACE_MINUTES * 60_000;
}

/**
 * Whether an approved charge may be recorded on a link with this status: an open one, or one
 * replaced after the customer had already started paying it (the money was taken; docs/decisions/0158).
 */
export function linkTakesCharge(status: LinkStatus): boolean {
  return status === "pending" || status === "replaced";
}

/** Why a link cannot be paid now, as the customer reads it; null when it can. */
export function linkRefusal(state: LinkState): string | null {
  if (state === "paid") return m.alreadyPaid;
  if (state === "expired") return m.expired;
  if (state === "replaced") return m.replaced;
  return null;
}

/**
 * Re-checked when the gateway says the card was charged: the balance may have dropped since the
 * link was made. The payment settles the sale ('Pago Completo') when it covers the balance
 * within the tolerance, else it is an 'Abono al Crédito'.
 */
export function linkPaymentType(linkAmountDue: Centavos, sale: LinkSale): Result<PaymentType> {
  if (sale.status === "Cancelado") return err("sale_cancelled", m.balanceChanged);
  if (sale.balance <= TOLERANCE) return err("no_balance", m.orderPaid);
  if (linkAmountDue > sale.balance + TOLERANCE) return err("balance_changed", m.balanceChanged);
  return ok(linkAmountDue >= sale.balance - TOLERANCE ? "full" : "partial");
}

export interface LinkShare {
  store: string;
  orderNumber: string;
  amount: Centavos;
  url: string;
}

/** The message that goes with a shared link: the store, the order, the amount and the address. */
export function linkShareText(share: LinkShare): string {
  return m.shareText(share.store, share.orderNumber, formatMoney(share.amount), share.url);
}

/** The WhatsApp chat that shares a link (504 + the customer's phone). */
export function linkWhatsapp(phone: string | null | undefined, share: LinkShare): Result<string> {
  return whatsappShareLink(phone, linkShareText(share));
}
