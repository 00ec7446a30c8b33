import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A guest sees its own order on /payment/success through a random token kept in an HttpOnly
 * cookie of this browser; the database keeps only its SHA-256 (ownerTokenHash), so a leaked
 * database row cannot be replayed as the cookie. Platform, not checkout's: checkout sets the token,
 * and every feature that shows a guest their own order (its result page, its transfer) reads it.
 */
export const OWNER_COOKIE = "order_owner";
/**
 * On https the cookie carries the `__Secure-` prefix: browsers then accept it only when set
 * Secure from an https page, so a plain-http neighbour (another subdomain, a network attacker
 * rewriting an http answer) cannot plant a token of its own choosing under our name.
 */
export const ownerCookieName = (secure: boolean) => (secure ? `__Secure-${OWNER_COOKIE}` : OWNER_COOKIE);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NINETY_DAYS = 90 * 86_400;

export const hashOwnerToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function readOwnerToken(request: FastifyRequest, secure: boolean): string | null {
  return validToken(request.cookies[ownerCookieName(secure)]);
}

/**
 * Every token that may show this browser its orders: the current cookie's and, on https, one
 * set under the bare name before the prefix existed (read only, for the orders it already owns,
 * until it expires; a new order always gets the prefixed cookie).
 */
export function readOwnerTokens(request: FastifyRequest, secure: boolean): string[] {
  const tokens = [readOwnerToken(request, secure)];
  if (secure) tokens.push(validToken(request.cookies[OWNER_COOKIE]));
  return tokens.filter((token): token is string => token !== null);
}

const validToken = (token: string | undefined) => (token && TOKEN.test(token) ? token : null);

/** The browser's token, created (and set as a cookie) on its first order. */
export function ownerToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readOwnerToken(request, secure);
  if (existing) return existing;
  const token = randomBytes(32).toString("base64url");
  reply.setCookie(ownerCookieName(secure), token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: NINETY_DAYS,
  });
  return token;
}
