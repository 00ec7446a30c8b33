/**
 * A way into an order without an account (docs/decisions/0242): a signed token that names the
 * order and when it stops opening it, and the lookup by order number plus the buyer's email or
 * phone. Only the rules live here; the signature is the server's.
 */

/** How long the link in an order's emails opens the order. */
export const ORDER_ACCESS_DAYS = 90;

export interface OrderAccessClaims {
  orderId: string;
  expiresAt: Date;
}

export const orderAccessExpiry = (now: Date): Date =>
  new Date(now.getTime() + ORDER_ACCESS_DAYS * 86_400_000);

/** The signed text: a fixed label, so no other signed payload reads as one, the order id and the expiry. */
export const orderAccessPayload = (c: OrderAccessClaims): string =>
  ["orden", c.orderId, String(c.expiresAt.getTime())].join("|");

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The claims of a payload, or null when it is not one orderAccessPayload writes. */
export function parseOrderAccessPayload(payload: string): OrderAccessClaims | null {
  const parts = payload.split("|");
  if (parts.length !== 3) return null;
  const [label, orderId, expires] = parts as [string, string, string];
  if (label !== "orden" || !ORDER_ID.test(orderId) || !/^\d{1,15}$/.test(expires)) return null;
  return { orderId, expiresAt: new Date(Number(expires)) };
}

export type OrderAccessVerdict = "ok" | "expired" | "invalid";

/** A token's claims opens `orderId` until its expiry; another order's token opens nothing. */
export function judgeOrderAccess(
  claims: OrderAccessClaims | null,
  orderId: string,
  now: Date,
): OrderAccessVerdict {
  if (!claims || claims.orderId !== orderId) return "invalid";
  return now.getTime() >= claims.expiresAt.getTime() ? "expired" : "ok";
}

/** An order number as a person types it ("#ab12cd ", "AB12CD"): six letters or digits, upper-cased. */
export function normalOrderNumber(input: string): string | null {
  const text = input.trim().replace(/^#/, "").trim().toUpperCase();
  return /^[A-Z0-9]{6}$/.test(text) ? text : null;
}

const digits = (s: string) => s.replace(/\D/g, "");
/** A Honduran number's eight digits, with or without +504 in front; null for anything else. */
function localPhone(s: string): string | null {
  const d = digits(s);
  if (d.length === 8) return d;
  if (d.length === 11 && d.startsWith("504")) return d.slice(3);
  return null;
}

/**
 * Whether what the person typed is the order's email (any case, spaces around) or its phone
 * (any spacing, dashes or +504). An order without either matches nothing.
 */
export function contactMatches(
  given: string,
  order: { email: string | null; phone: string | null },
): boolean {
  const text = given.trim();
  if (!text) return false;
  if (text.includes("@"))
    return Boolean(order.email) && order.email!.trim().toLowerCase() === text.toLowerCase();
  const phone = localPhone(text);
  return phone !== null && order.phone !== null && localPhone(order.phone) === phone;
}
