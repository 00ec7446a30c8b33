import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"). A browser
 * that signed in to an account gets a signed, HttpOnly cookie for that account; with it, the
 * browser signs in through the account's lock (the lock a stranger can cause by guessing from many
 * addresses), counted instead by its own failure limit. One cookie per account, so a shared
 * counter tablet keeps one for each salesperson who signed in on it.
 *
 * Value: `<nonce>.<HMAC-SHA256(secret, email|nonce)>`. The nonce names the device in its own
 * failure limit; the HMAC binds it to the account, so a cookie made for one account, or made up,
 * opens nothing.
 */
const PREFIX = "dv_";
const ONE_YEAR = 365 * 86_400;
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The cookie's name for `email`: a hash, so the account's email is not written in the browser. */
function cookieName(secret: string, email: string, secure: boolean) {
  const id = createHash("sha256").update(`${secret}|device|${email}`).digest("base64url").slice(0, 16);
  return `${secure ? "__Secure-" : ""}${PREFIX}${id}`;
}

const sign = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`${email}|${nonce}`).digest("base64url");

export interface DeviceCookies {
  /** The nonce of a valid device cookie this browser holds for `email`, or null. */
  read(request: FastifyRequest, email: string): string | null;
  /** Gives the browser a device cookie for `email` unless it already holds a valid one. */
  issue(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  const read = (request: FastifyRequest, email: string) => {
    const match = VALUE.exec(request.cookies[cookieName(secret, email, secure)] ?? "");
    if (!match) return null;
    const expected = Buffer.from(sign(secret, email, match[1]!));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
  };
  return {
    read,
    issue(request, reply, email) {
      if (read(request, email)) return;
      const nonce = randomBytes(16).toString("base64url");
      reply.setCookie(cookieName(secret, email, secure), `${nonce}.${sign(secret, email, nonce)}`, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        // Only the sign-in request needs it.
        path: "/api/auth",
        maxAge: ONE_YEAR,
      });
    },
  };
}
