import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Every request limit's counters (src/server/http/limits.ts), shared by all server instances:
 * rate-limiter-flexible's RateLimiterPostgres layout, created here rather than by the library
 * (it is told `tableCreated: true`). `key` is the limit's name and the counted key; `expire` is
 * epoch milliseconds (null = never).
 */
export const requestLimitCounters = pgTable("request_limit_counters", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});
