import { hash, verify } from "@node-rs/argon2";
import { isLegacyHash, verifyLegacyHash } from "./legacy-scrypt";

/** argon2id at OWASP's minimum (m=19 MiB, t=2, p=1), ARCHITECTURE.md. */
// 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  // Imported accounts: the old sign-in's modified scrypt until the first sign-in rehashes it.
  if (isLegacyHash(stored)) return verifyLegacyHash(stored, password);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
