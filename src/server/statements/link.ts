import { createHmac, timingSafeEqual } from "node:crypto";
import {
  isStatementLinkExpired,
  parseStatementLinkPayload,
  type StatementLinkClaims,
  statementLinkPayload,
} from "../../domain/statements/statement";

/**
 * A shared statement link is stateless (docs/decisions/0094): the token is the claims (customer,
 * range, whose sales, expiry) in base64url, a dot, and an HMAC-SHA256 of them. Its key is derived
 * from the server secret (BETTER_AUTH_SECRET) for this one purpose, so a signature made here means
 * nothing anywhere else. Changing the secret voids every link; nothing is stored.
 */

const keyOf = (secret: string) => createHmac("sha256", secret).update("estado-de-cuenta/v1").digest();
const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest();

export function signStatementLink(secret: string, claims: StatementLinkClaims): string {
  const payload = statementLinkPayload(claims);
  return `${Buffer.from(payload).toString("base64url")}.${signatureOf(secret, payload).toString("base64url")}`;
}

export type LinkVerdict =
  | { ok: true; claims: StatementLinkClaims }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired"; expiresAt: Date };

/** Whether a token is one this server signed, unaltered, and still within its time. */
export function verifyStatementLink(secret: string, token: string, now: Date): LinkVerdict {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return { ok: false, reason: "invalid" };
  const payload = Buffer.from(body, "base64url").toString("utf8");
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  const claims = parseStatementLinkPayload(payload);
  if (!claims) return { ok: false, reason: "invalid" };
  if (isStatementLinkExpired(claims, now))
    return { ok: false, reason: "expired", expiresAt: claims.expiresAt };
  return { ok: true, claims };
}
