import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "../../contracts/kernel/common";
import { msg } from "../../domain/kernel/messages";
import { isDatabaseUnavailable } from "../db/connection-errors";

/** Error codes the API answers with, and their HTTP status. One place decides the mapping. */
const STATUS = {
  invalid_input: 400,
  domain_rule: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS;

/** The one typed error of the server: a code, its HTTP status and a Spanish message for the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const unauthenticated = () => new AppError("unauthenticated", msg.unauthenticated);
export const forbidden = () => new AppError("forbidden", msg.forbidden);
export const notFound = (message: string = msg.notFound) => new AppError("not_found", message);
export const invalid = (message: string, field?: string) => new AppError("invalid_input", message, field);

function body(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** Maps every thrown error to the API's error body; unknown errors are logged and masked. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.status).send(body(error.code, error.message, error.field));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") || undefined;
    // Our schemas carry the catalogue's messages; zod's defaults are Spanish too (contracts/zod-locale).
    const message = issue?.message || msg.invalidInput;
    return reply.status(400).send(body("invalid_input", message, field));
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) return reply.status(413).send(body("payload_too_large", msg.bodyTooLarge));
  if (status === 415) return reply.status(415).send(body("unsupported_media_type", msg.jsonOnly));
  if (status === 429) return reply.status(429).send(body("too_many_requests", msg.tooManyAttempts));
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send(body("invalid_input", msg.invalidInput));
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL rolls back a transaction whose connection is lost before COMMIT, so the write
    // either happened whole or not at all; the pool reconnects by itself and the client retries.
    request.log.warn({ err: error }, "database unavailable");
    return reply.status(503).header("retry-after", "5").send(body("unavailable", msg.serviceUnavailable));
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send(body("internal", msg.internalError));
}
