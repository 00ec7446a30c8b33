import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { defineLimit, limitRequests } from "../http/rate-limit";

const HOUR_SECONDS = 60 * 60;

/**
 * The limits on asking for a password-reset email, per address asked for and per client address,
 * so nobody can flood a customer's inbox or the mail server. They are counters of the shared
 * limiter (docs/decisions/0155), so every instance counts together.
 */
export function passwordResetLimits(
  db: Db,
  config: Config,
  isResetRequest: (request: FastifyRequest) => boolean,
) {
  const email = (request: FastifyRequest) => {
    if (!isResetRequest(request)) return null;
    const value = (request.body as { email?: unknown } | null)?.email;
    return typeof value === "string" ? value.trim().toLowerCase().slice(0, 254) : null;
  };
  return [
    limitRequests(
      defineLimit(db, {
        name: "reset-email",
        points: config.limits.resetPerEmail,
        durationSeconds: HOUR_SECONDS,
      }),
      email,
    ),
    limitRequests(
      defineLimit(db, { name: "reset-ip", points: config.limits.resetPerIp, durationSeconds: HOUR_SECONDS }),
      (request) => (isResetRequest(request) ? request.ip : null),
    ),
  ];
}
