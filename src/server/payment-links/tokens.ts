import { createHash, randomBytes } from "node:crypto";
import { newId } from "../db/ids";

/** 24 random bytes: the link's only secret, shown once and kept only as a hash. */
export function newLinkToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A link's id is the order id the gateway sees. The dash never appears in a checkout order id
 * (20 base62 characters), so a callback or return is told apart without a query.
 */
const LINK_PREFIX = "pl-";

export const newLinkReference = () => `${LINK_PREFIX}${newId()}`;

export function isLinkReference(orderId: string): boolean {
  return orderId.startsWith(LINK_PREFIX);
}
