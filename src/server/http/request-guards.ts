import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "../../contracts/kernel/common";
import { isStorableText } from "../../contracts/kernel/text";
import { msg } from "../../domain/kernel/messages";
import { AppError } from "./errors";

/**
 * Request-level defences that run before any route: JSON nesting bounded before
 * parsing, text PostgreSQL cannot store refused, and Spanish answers for the errors Fastify
 * and Node would otherwise word in English.
 */

/** Deeper than any body the API accepts (contracts nest 3–4 levels); bounds recursion everywhere after. */
export const MAX_JSON_DEPTH = 32;
/** Default body limit; routes that expect small bodies (auth, payment callbacks) set their own. */
export const BODY_LIMIT = 1_048_576;
/** Sign-in, sign-up, profile and password bodies are a few short fields. */
export const AUTH_BODY_LIMIT = 16_384;

/** Whether `text`, read as JSON, opens more than `max` objects/arrays inside one another. Linear, no recursion. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

type Done = (err: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: string, done: Done) => void;

/** Wraps Fastify's JSON parser (prototype-poisoning checks kept): depth first, every failure a Spanish 400. */
export function boundedJsonParser(defaultParser: JsonParser) {
  return (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError("invalid_input", msg.bodyTooDeep));
    defaultParser(request, text, (err, parsed) => {
      if (err) return done(new AppError("invalid_input", msg.bodyMalformed));
      done(null, parsed);
    });
  };
}

/** Text PostgreSQL cannot hold: U+0000 anywhere, or half a UTF-16 surrogate pair (jsonb refuses `\ud800`). */
const unstorable = (text: string) => !isStorableText(text);

/** Whether a parsed request part carries unstorable text in any string, key or value. */
export function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return unstorable(value);
  if (value === null || typeof value !== "object" || depth > MAX_JSON_DEPTH) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable(key) || holdsUnstorable(inner, depth + 1)) return true;
  }
  return false;
}

function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Fastify's own routing errors (a URL that cannot be decoded, an over-long parameter): 400 in Spanish. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(errorBody("invalid_input", msg.badUrl));
}

/** Errors Node raises before Fastify sees a request (headers too large, timeouts, garbage): Spanish JSON. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  let status = 400;
  let body = errorBody("invalid_input", msg.invalidInput);
  if (err.code === "HPE_HEADER_OVERFLOW") {
    status = 431;
    body = errorBody("headers_too_large", msg.headersTooLarge);
  } else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    status = 408;
    body = errorBody("timeout", msg.internalError);
  }
  const text = JSON.stringify(body);
  const reason =
    status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
