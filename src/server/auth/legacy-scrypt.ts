import { createCipheriv, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords brought over from the old hosted sign-in (docs/decisions/0112): the
 * original's modified scrypt. The key derived by scrypt(password, salt ‖ saltSeparator,
 * N = 2^memCost, r = rounds, p = 1, 32 bytes) encrypts the project's signer key with
 * AES-256-CTR (zero IV); the result is the stored hash. A legacy hash is kept in the account's
 * password column as `firebase-scrypt$rounds$memCost$separator$signerKey$salt$hash` (base64
 * parts) and replaced by an argon2id hash at the first successful sign-in (auth.ts).
 */
export const LEGACY_PREFIX = "firebase-scrypt$";
/** An imported account without its password (no --auth): never verifies; staff send a reset. */
export const NO_PASSWORD = "legacy-no-password$";

export interface FirebaseHashConfig {
  signerKey: string;
  saltSeparator: string;
  rounds: number;
  memCost: number;
}

const b64 = (text: string) => Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");

export function encodeLegacyHash(config: FirebaseHashConfig, salt: string, hash: string): string {
  return `${LEGACY_PREFIX}${config.rounds}$${config.memCost}$${config.saltSeparator}$${config.signerKey}$${salt}$${hash}`;
}

export function isLegacyHash(stored: string): boolean {
  return stored.startsWith(LEGACY_PREFIX) || stored.startsWith(NO_PASSWORD);
}

function derive(password: string, salt: Buffer, N: number, r: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p: 1, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** True when `password` matches a stored legacy hash; false for anything malformed. */
export async function verifyLegacyHash(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith(LEGACY_PREFIX)) return false;
  const parts = stored.slice(LEGACY_PREFIX.length).split("$");
  if (parts.length !== 6) return false;
  const [rounds, memCost, separator, signerKey, salt, hash] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const r = Number(rounds);
  const cost = Number(memCost);
  if (!Number.isInteger(r) || !Number.isInteger(cost) || r < 1 || cost < 1 || cost > 20) return false;
  try {
    const key = await derive(password, Buffer.concat([b64(salt), b64(separator)]), 2 ** cost, r);
    const cipher = createCipheriv("aes-256-ctr", key, Buffer.alloc(16, 0));
    const computed = Buffer.concat([cipher.update(b64(signerKey)), cipher.final()]);
    const known = b64(hash);
    return computed.length === known.length && timingSafeEqual(computed, known);
  } catch {
    return false;
  }
}
