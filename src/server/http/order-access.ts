import {
  judgeOrderAccess,
  type OrderAccessVerdict,
  orderAccessExpiry,
  orderAccessPayload,
  parseOrderAccessPayload,
} from "../../domain/checkout/order-access";
import { type Signer, signer } from "./signed-token";

/**
 * The way into an order without an account (docs/decisions/0242): a token signed by the store's
 * link signer that names one order and its expiry (90 days). Every order email carries it in its
 * link to /payment/success, the checkout's redirect carries it, and the lookup by order number
 * and the buyer's email or phone hands it out. Platform, not a feature's: the emails (sales),
 * the result page (checkout) and the transfer declaration (transfers) all read it.
 *
 * The key comes from the server secret, given once by the app (`setOrderAccessSecret`), so the
 * features that queue emails inside their transactions need no configuration of their own.
 */
const PURPOSE = "orden-de-compra/v1";
let current: Signer | null = null;

export function setOrderAccessSecret(secret: string): void {
  current = signer(secret, PURPOSE);
}

function orderSigner(): Signer {
  if (!current) throw new Error("The order-access secret was never set (setOrderAccessSecret)");
  return current;
}

/** A token that opens `orderId` for ORDER_ACCESS_DAYS from `now`. */
export function orderAccessToken(orderId: string, now: Date): string {
  return orderSigner().sign(orderAccessPayload({ orderId, expiresAt: orderAccessExpiry(now) }));
}

/** The order's page with its token, built from BASE_URL only (never from a request's Host). */
export function orderAccessUrl(baseUrl: string, orderId: string, now: Date): string {
  return new URL(orderAccessPath(orderId, now), baseUrl).href;
}

/** The same page as a path, for the checkout's redirect. */
export function orderAccessPath(orderId: string, now: Date): string {
  const query = new URLSearchParams({ orderId, t: orderAccessToken(orderId, now) });
  return `/payment/success?${query.toString()}`;
}

/**
 * Whether `token` opens `orderId` now: "ok"; "expired" only when this server signed it for that
 * very order (a stranger learns nothing from it); "invalid" for anything else — altered, signed
 * elsewhere or for another order.
 */
export function checkOrderAccess(
  token: string | null | undefined,
  orderId: string,
  now: Date,
): OrderAccessVerdict {
  if (!token) return "invalid";
  const payload = orderSigner().open(token);
  return judgeOrderAccess(payload === null ? null : parseOrderAccessPayload(payload), orderId, now);
}
