import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The store's one signer of stateless links (a shared statement, a guest's order): a token is
 * the payload in base64url, a dot, and an HMAC-SHA256 of the payload. The key is derived from the
 * server secret (BETTER_AUTH_SECRET) and a purpose label, so a signature made for one purpose
 * proves nothing for another. Nothing is stored: changing the secret voids every token. What the
 * payload says (ids, expiry) is each use's own rule, kept in the domain.
 */
export interface Signer {
  /** The token for this payload. */
  sign(payload: string): string;
  /** The payload of a token this signer made, unaltered; null for anything else. */
  open(token: string): string | null;
}

/** Longer tokens are refused before any work: no payload of ours comes near it. */
const MAX_TOKEN_CHARS = 1_000;

export function signer(secret: string, purpose: string): Signer {
  const key = createHmac("sha256", secret).update(purpose).digest();
  const signatureOf = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    sign(payload) {
      return `${Buffer.from(payload).toString("base64url")}.${signatureOf(payload).toString("base64url")}`;
    },
    open(token) {
      if (token.length > MAX_TOKEN_CHARS) return null;
      const [body, signature, ...rest] = token.split(".");
      if (!body || !signature || rest.length) return null;
      const payload = Buffer.from(body, "base64url").toString("utf8");
      const given = Buffer.from(signature, "base64url");
      const expected = signatureOf(payload);
      // Compared in constant time; a signature of another length is refused as it is.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return payload;
    },
  };
}
