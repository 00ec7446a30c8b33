import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What a proxy's X-Request-Id may look like to be kept: short, no spaces or control characters. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id every log line of a request carries (`reqId`) and the X-Request-Id answer header: the one
 * a reverse proxy or load balancer already gave the request, so its logs and ours match, or a new
 * UUID. Anything else a client sends there is not written into our logs.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && ACCEPTABLE.test(given) ? given : randomUUID();
}
