import type { FastifyRequest } from "fastify";
import { msg } from "../../domain/kernel/messages";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for our own API (better-auth checks its own routes): every state-changing request
 * must come from this origin, whatever its path. Sessions live only in cookies, so a request
 * without a matching Origin (or Referer) is refused. The exemptions are decided on the route
 * Fastify matched, not on the raw URL, so a spelling such as `/%61pi/…` or `/API/…` that
 * still reaches a route cannot skip the check. `exempt` lists routes called by other
 * servers (payment gateway callbacks), which prove themselves with a signature instead.
 */
export function sameOriginGuard(exempt: (route: string) => boolean) {
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url ?? "";
    if (route.startsWith("/api/auth/") || exempt(route)) return;
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
