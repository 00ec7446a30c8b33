import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { PREPARED } from "../db/prepared";
import type { LiveBus } from "../live/bus";
import { ReadCache } from "../live/read-cache";
import { sessions, users } from "./schema";

/** How better-auth is configured for sessions (auth.ts passes the same values to both). */
export interface SessionSettings {
  secret: string;
  /** Session lifetime, seconds. */
  expiresIn: number;
  /** A session older than this since its last refresh gets its expiry pushed, seconds. */
  updateAge: number;
}

export type StoredSession = {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
};

/**
 * What the fast path found: a live session with its user, "signed out", or "ask better-auth"
 * (an expired session to delete, an expiry to push, a "don't remember me" session: the cases
 * that write, handled by better-auth's own getSession).
 */
export type Lookup = { found: StoredSession } | { signedOut: true } | { delegate: true };

/**
 * Every signed-in API request used to go through better-auth's getSession: its endpoint
 * machinery plus two statements (session, then user). This reads the session and its user in
 * one statement and decides the common case itself — a valid signature, a known token, not
 * expired, no refresh due — and leaves every case that writes to better-auth
 * (docs/decisions/0224; session-lookup.test.ts holds it to better-auth's answers).
 */
export function createSessionLookup(db: Db, settings: SessionSettings) {
  // Every signed-in request runs this one statement: built once and prepared once per connection
  // (a named statement), so neither drizzle nor PostgreSQL parses and plans it per request.
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare(PREPARED.sessionWithUser);
  const read = async (token: string) => (await sessionWithUser.execute({ token }))[0];
  let kept: ReadCache<StoredSession | undefined> | null = null;
  const lookup = async (
    signedCookie: string | undefined,
    dontRememberCookie: string | undefined,
  ): Promise<Lookup> => {
    if (!signedCookie) return { signedOut: true };
    if (dontRememberCookie) return { delegate: true };
    const token = verifiedValue(signedCookie, settings.secret);
    if (!token) return { signedOut: true };
    const row = kept ? await kept.read(token, () => read(token)) : await read(token);
    if (!row) return { signedOut: true };
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    // better-auth's rule: refresh once the session is updateAge past its last refresh.
    const refreshDue = expiresAt - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
    if (expiresAt < now || refreshDue) return { delegate: true };
    return { found: row };
  };
  return Object.assign(lookup, {
    /**
     * Keeps each session read, with its user, until the database announces that a session or an
     * account changed (docs/decisions/0255): the announcement comes from triggers, so no writer
     * can forget it. Expiry and refresh are still decided on every request from the kept row.
     * Answers how to stop keeping them.
     */
    keepWith(bus: LiveBus): () => void {
      kept?.close();
      const cache = new ReadCache<StoredSession | undefined>(bus, {
        // An account change a feature publishes (`users`) drops them at once on its own instance.
        changes: (topic) => topic === "sessions" || topic === "users",
        maxEntries: KEPT_SESSIONS,
        maxAgeMs: KEPT_SESSION_MAX_AGE_MS,
      });
      kept = cache;
      return () => {
        cache.close();
        if (kept === cache) kept = null;
      };
    },
    /** This process changed sessions (signed in or out, ended one): its own next request reads afresh. */
    forget(): void {
      kept?.forget();
    },
  });
}

/** Sessions kept at most: a busy shop's signed-in staff and clients fit many times over. */
const KEPT_SESSIONS = 5_000;
/** A backstop: even if an announcement were lost, a kept session is read again after this. */
const KEPT_SESSION_MAX_AGE_MS = 60_000;

export type SessionLookup = ReturnType<typeof createSessionLookup>;

/**
 * The value of a cookie signed as better-call signs it (`value.base64(HMAC-SHA256(value))`),
 * or null when the signature does not verify.
 */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "utf8");
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"), "utf8");
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
