import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import { requestLimit } from "../http/rate-limit";

const HOUR = 60 * 60_000;

/**
 * The limits on asking for a password-reset email, per address asked for and per client address,
 * so nobody can flood a customer's inbox or the mail server. The one place they are built: the
 * limiter behind them can be swapped for a shared one without touching the route.
 */
export function passwordResetLimits(config: Config, isResetRequest: (request: FastifyRequest) => boolean) {
  const email = (request: FastifyRequest) => {
    if (!isResetRequest(request)) return null;
    const value = (request.body as { email?: unknown } | null)?.email;
    return typeof value === "string" ? `reset:${value.trim().toLowerCase().slice(0, 254)}` : null;
  };
  return [
    requestLimit({ max: config.limits.resetPerEmail, windowMs: HOUR, key: email }),
    requestLimit({
      max: config.limits.resetPerIp,
      windowMs: HOUR,
      key: (request) => (isResetRequest(request) ? `reset-ip:${request.ip}` : null),
    }),
  ];
}
