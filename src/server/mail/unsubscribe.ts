import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailUnsubscribes } from "./schema";

/**
 * One-click unsubscribe from payment reminders (RFC 8058, docs/decisions/0194). The token carries
 * the address encrypted (AES-256-GCM), so nothing about the customer reads in clear in a URL or a
 * log, and an HMAC-SHA256 of the whole token, so only this server makes valid ones. Both keys are
 * derived from the app secret for this one purpose; nothing is stored until the customer clicks.
 */
const keyOf = (secret: string, use: string) =>
  createHmac("sha256", secret).update(`baja-recordatorios/${use}/v1`).digest();

export const UNSUBSCRIBE_PATH = "/api/mail/unsubscribe";

const normal = (address: string) => address.trim().toLowerCase();

export function unsubscribeToken(secret: string, address: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, "cifrado"), iv);
  const sealed = Buffer.concat([
    iv,
    cipher.update(normal(address), "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = sealed.toString("base64url");
  return `${body}.${createHmac("sha256", keyOf(secret, "firma")).update(body).digest("base64url")}`;
}

/** The address a token was made for, or null when this server did not sign it (or it was altered). */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length || body.length > 1000) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = createHmac("sha256", keyOf(secret, "firma")).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const sealed = Buffer.from(body, "base64url");
  if (sealed.length < 12 + 16 + 3) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, "cifrado"), sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([
      decipher.update(sealed.subarray(12, sealed.length - 16)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/** The one-click link of a reminder, built from BASE_URL; it carries nothing but the token. */
export const unsubscribeUrl = (secret: string, baseUrl: string, address: string) =>
  `${new URL(UNSUBSCRIBE_PATH, baseUrl).href}?token=${unsubscribeToken(secret, address)}`;

/** The headers of a reminder (and only of a reminder): the one-click URL (POST) and a mailto to the store. */
export function reminderUnsubscribeHeaders(url: string, storeAddress: string | null): Record<string, string> {
  const mailto = storeAddress ? `, <mailto:${storeAddress}?subject=baja>` : "";
  return {
    "List-Unsubscribe": `<${url}>${mailto}`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Records the address (once); receipts and account mail still go to it. */
export async function recordUnsubscribe(db: DbOrTx, address: string): Promise<void> {
  await db
    .insert(mailUnsubscribes)
    .values({ address: normal(address) })
    .onConflictDoNothing();
}

/** Up to this many addresses are looked up by parameter; more, by reading the short table whole. */
export const UNSUBSCRIBES_BY_PARAMETER = 500;

/** Which of these addresses asked for no more reminders (lower-cased). */
export async function unsubscribedAmong(db: DbOrTx, addresses: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map(normal))];
  if (!wanted.length) return new Set();
  // A long list (Cobranza's every overdue customer: 24,541 at ten times the benches' data) would
  // bind one parameter per address, and past 65,535 PostgreSQL refuses the statement: the
  // addresses that asked for no more mail, a short list, are read whole and matched here.
  if (wanted.length > UNSUBSCRIBES_BY_PARAMETER) {
    const all = await db.select({ address: mailUnsubscribes.address }).from(mailUnsubscribes);
    const asked = new Set(wanted);
    return new Set(all.map((r) => r.address.toLowerCase()).filter((a) => asked.has(a)));
  }
  const found = await db
    .select({ address: mailUnsubscribes.address })
    .from(mailUnsubscribes)
    .where(inArray(sql`lower(${mailUnsubscribes.address})`, wanted));
  return new Set(found.map((r) => r.address.toLowerCase()));
}
