import type { FastifyRequest } from "fastify";
import { msg } from "../../domain/messages";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for our own API (better-auth checks its own routes): a state-changing request
 * must come from this origin. Sessions live only in cookies, so a request without a
 * matching Origin (or Referer) is refused. `exempt` lists paths called by other servers
 * (payment gateway callbacks), which prove themselves with a signature instead.
 */
export function sameOriginGuard(exempt: (path: string) => boolean) {
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || path.startsWith("/api/auth/") || exempt(path)) return;
    const source = request.headers.origin ?? request.headers.referer;
    let host: string | null = null;
    try {
      host = source ? new URL(source).host : null;
    } catch {
      host = null;
    }
    if (!host || host !== request.host) throw new AppError("forbidden", msg.crossOrigin);
  };
}
