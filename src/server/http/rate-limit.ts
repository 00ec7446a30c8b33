import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { msg } from "../../domain/kernel/messages";
import type { Db } from "../db/client";
import { AppError } from "./errors";

/**
 * The store's one request limiter (docs/decisions/0155). Every limit — sign-in, checkout, gateway
 * callbacks, payment links, what one account may create — is a named counter in the database table
 * `request_limit_counters`, so every server instance counts together and a restart forgets nothing.
 * The counting is rate-limiter-flexible's RateLimiterPostgres: one atomic upsert per point, a fixed
 * window that starts with a key's first point.
 *
 * Declaring a new limit:
 *
 *   const perEmail = defineLimit(db, { name: "reset-email", points: 3, durationSeconds: 3600 });
 *   await perEmail.take(email.toLowerCase(), reply);            // 429 in Spanish once over
 *   app.post("/x", { onRequest: limitRequests(perEmail, (r) => r.ip) }, handler);  // as a hook
 *
 * A figure per minute and one per day for the same thing: `defineMinuteAndDayLimit`. A quota that
 * never resets (bytes stored): `durationSeconds: 0`, taking the bytes as points.
 *
 * `name` must be unique in the store (it prefixes the stored keys); figures come from config.ts,
 * so tests and benches can change them. Open live streams are not counted here: they are counted
 * per instance in memory, so a crashed instance never leaves streams that lock people out.
 */

/** How long a limit's window lasts and how many points one key may take in it. */
export interface LimitSpec {
  /** Unique in the store; the stored keys start with it. */
  name: string;
  /** Points one key may take per window (a request usually takes one). */
  points: number;
  /** The window, in seconds from the key's first point. */
  durationSeconds: number;
  /** The Spanish refusal; "Demasiados intentos…" by default. */
  message?: string;
}

/** Where a refusal's Retry-After goes (a Fastify reply). */
export interface RetryAfterTarget {
  header(name: string, value: string): unknown;
}

export interface Limit {
  readonly name: string;
  readonly points: number;
  /**
   * Takes `points` (1) for `key`, or refuses: throws the 429 AppError with the limit's message
   * and sets Retry-After on `reply`. A refused take still counts, so hammering does not help.
   */
  take(key: string, reply?: RetryAfterTarget, points?: number): Promise<void>;
  /** Whether `key` has no point left in its window (takes nothing). */
  isExhausted(key: string): Promise<boolean>;
  /** Gives back points taken earlier (a reserved attempt that turned out not to count). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Forgets `key`'s window. */
  clear(key: string): Promise<void>;
}

const TABLE = "request_limit_counters";

/**
 * rate-limiter-flexible knows node-postgres and Sequelize clients only; this adapter runs its
 * parameterised statements through our drizzle database instead, so the same limiter works on the
 * embedded PGlite and on PostgreSQL (and uses the database's own pool and connection handling).
 */
function storeClient(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const values = q.values ?? [];
      // "$1", "$2"… become drizzle parameters; the text between them is the library's own SQL.
      const parts = q.text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part),
      );
      const result = (await db.execute(sql.join(chunks))) as {
        rows: Array<Record<string, unknown>>;
        rowCount?: number | null;
        affectedRows?: number;
      };
      // node-postgres answers bigint as text; the library subtracts it from Date.now().
      const rows = result.rows.map((row) =>
        "expire" in row && row.expire !== null ? { ...row, expire: Number(row.expire) } : row,
      );
      return { rows, rowCount: result.rowCount ?? result.affectedRows ?? rows.length };
    },
  };
}

/** Declares a limit counted in `db` (see the module comment for an example). */
export function defineLimit(db: Db, spec: LimitSpec): Limit {
  const limiter = new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: "client",
    tableName: TABLE,
    tableCreated: true,
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
    // Expired rows are deleted an hour after their window, every 5 minutes, by each limiter.
    clearExpiredByTimeout: true,
  });
  const message = spec.message ?? msg.tooManyAttempts;
  return {
    name: spec.name,
    points: spec.points,
    async take(key, reply, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // A quota (no window) has no time after which it frees itself: no Retry-After then.
        if (refusal.msBeforeNext > 0)
          reply?.header("retry-after", String(Math.ceil(refusal.msBeforeNext / 1000)));
        throw new AppError("too_many_requests", message);
      }
    },
    async isExhausted(key) {
      const res = await limiter.get(key);
      return res !== null && res.consumedPoints >= spec.points;
    },
    async giveBack(key, points = 1) {
      // Not the library's reward(): on a window that already ended it would start a new one below
      // zero, a credit of attempts. Only a live window is lowered, and never under zero.
      await db.execute(
        sql`update ${sql.identifier(TABLE)} set points = greatest(points - ${points}, 0)
            where key = ${limiter.getKey(key)} and (expire is null or expire > ${Date.now()})`,
      );
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

/** Several limits taken together for one key: all take a point, or none keeps one. */
export function allOf(name: string, limits: readonly Limit[]): Limit {
  return {
    name,
    points: Math.min(...limits.map((l) => l.points)),
    async take(key, reply, points = 1) {
      const taken: Limit[] = [];
      try {
        for (const l of limits) {
          await l.take(key, reply, points);
          taken.push(l);
        }
      } catch (refusal) {
        await Promise.all(taken.map((l) => l.giveBack(key, points)));
        throw refusal;
      }
    },
    async isExhausted(key) {
      const each = await Promise.all(limits.map((l) => l.isExhausted(key)));
      return each.some(Boolean);
    },
    async giveBack(key, points = 1) {
      await Promise.all(limits.map((l) => l.giveBack(key, points)));
    },
    async clear(key) {
      await Promise.all(limits.map((l) => l.clear(key)));
    },
  };
}

/** How many of a thing one key may do per minute and per day. */
export interface MinuteAndDay {
  perMinute: number;
  perDay: number;
}

/** `name`'s figures per minute and per day, taken together (names `<name>-minute` and `<name>-day`). */
export function defineMinuteAndDayLimit(
  db: Db,
  name: string,
  figures: MinuteAndDay,
  message?: string,
): Limit {
  return allOf(name, [
    defineLimit(db, { name: `${name}-minute`, points: figures.perMinute, durationSeconds: 60, message }),
    defineLimit(db, { name: `${name}-day`, points: figures.perDay, durationSeconds: 86_400, message }),
  ]);
}

/**
 * A Fastify hook that takes one point of `limit` per request, under the key `key` gives (null: the
 * limit does not apply to this request). Several hooks stack on one route (per client and per IP).
 */
export function limitRequests(
  limit: Limit,
  key: (request: FastifyRequest) => string | null | Promise<string | null>,
) {
  return async (request: FastifyRequest, reply: RetryAfterTarget) => {
    const k = await key(request);
    if (k !== null) await limit.take(k, reply);
  };
}
