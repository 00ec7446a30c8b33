import {
  isStatementLinkExpired,
  parseStatementLinkPayload,
  type StatementLinkClaims,
  statementLinkPayload,
} from "../../domain/statements/statement";
import { signer } from "../http/signed-token";

/**
 * A shared statement link is stateless (docs/decisions/0242): the token is the claims (customer,
 * range, whose sales, expiry) signed by the store's one link signer (http/signed-token.ts) for
 * this one purpose, so a signature made here means nothing anywhere else.
 */
const PURPOSE = "estado-de-cuenta/v1";

export function signStatementLink(secret: string, claims: StatementLinkClaims): string {
  return signer(secret, PURPOSE).sign(statementLinkPayload(claims));
}

export type LinkVerdict =
  | { ok: true; claims: StatementLinkClaims }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired"; expiresAt: Date };

/** Whether a token is one this server signed, unaltered, and still within its time. */
export function verifyStatementLink(secret: string, token: string, now: Date): LinkVerdict {
  const payload = signer(secret, PURPOSE).open(token);
  const claims = payload === null ? null : parseStatementLinkPayload(payload);
  if (!claims) return { ok: false, reason: "invalid" };
  if (isStatementLinkExpired(claims, now))
    return { ok: false, reason: "expired", expiresAt: claims.expiresAt };
  return { ok: true, claims };
}
