import type { FastifyRequest } from "fastify";
import { msg } from "../../domain/messages";
import { AppError } from "./errors";

/** Counters kept per limiter; past this, expired windows are swept and then the oldest keys dropped. */
const MAX_KEYS = 50_000;

export interface LimitOptions {
  /** Requests allowed per key and window. */
  max: number;
  windowMs: number;
  /** The key a request is counted under; null = this limiter does not apply to it. */
  key: (request: FastifyRequest) => string | null | Promise<string | null>;
  /** Whether a request counts (default: every request the key applies to). */
  applies?: (request: FastifyRequest) => boolean;
}

/**
 * A fixed-window request limit kept in this process's memory (docs/decisions/0043). Several limits
 * stack on one route (per client and per IP), which @fastify/rate-limit's hooks cannot: it runs only
 * the first of its hooks on a request. Over the limit: 429 in Spanish, with Retry-After.
 */
export function requestLimit(options: LimitOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    for (const k of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(k);
    }
  };
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    if (options.applies && !options.applies(request)) return;
    const key = await options.key(request);
    if (key === null) return;
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size >= MAX_KEYS) sweep(now);
      w = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > options.max) {
      reply.header("retry-after", String(Math.ceil((w.resetAt - now) / 1000)));
      throw new AppError("too_many_requests", msg.tooManyAttempts);
    }
  };
}
