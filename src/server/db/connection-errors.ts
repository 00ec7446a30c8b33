/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network
 * gone, every connection refused), as opposed to a bug or a bad query. Such a request is answered
 * 503 (src/server/http/errors.ts) and the pool reconnects on a later request by itself.
 * drizzle wraps the driver's error in `cause`, so the whole chain is read.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// SQLSTATE 57P01–57P03: the server is shutting down or starting; class 08: connection exceptions;
// 53300: too many connections.
const SQLSTATE = /^(57P0[123]|08\d{3}|53300)$/;
// node-postgres reports a lost or timed-out connection without a code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|the database system is (shutting down|starting up)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== "object") return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
