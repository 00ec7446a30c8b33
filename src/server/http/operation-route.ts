import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from "fastify";
import {
  type HandlerResult,
  type Operation,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  rolesAllowed,
} from "../../contracts/kernel/operation";
import { msg } from "../../domain/kernel/messages";
import type { Role } from "../../domain/kernel/roles";
import { invalid } from "./errors";
import { multipartRequestBody } from "./multipart";
import { MULTIPART_BODY } from "./openapi-document";

/**
 * Builds the route guard that lets in only `roles`: 401 signed out, 403 for another role, and a
 * change counted as the session's activity. The app decorates itself with one, built from its
 * auth instance (app.ts), so the guard of every route comes from its operation's declared access.
 */
export type GuardFactory = (roles: readonly Role[]) => preValidationHookHandler;

declare module "fastify" {
  interface FastifyInstance {
    /** Set once by the app (app.ts); operationRoute asks it for each guarded operation's guard. */
    guardFor?: GuardFactory;
  }
}

/** The route generic of an operation: its request parts as the operation's schemas produce them. */
interface OperationRouteGeneric<T extends Operation> {
  Params: ParsedParams<T>;
  Querystring: ParsedQuery<T>;
  Body: ParsedBody<T>;
}

/** A request whose params, query and body are what the operation's schemas produced. */
export type OperationRequest<T extends Operation> = FastifyRequest<OperationRouteGeneric<T>>;

export type OperationHandler<T extends Operation> = (
  request: OperationRequest<T>,
  reply: FastifyReply,
) => Promise<HandlerResult<T> | FastifyReply> | HandlerResult<T> | FastifyReply;

export interface OperationRouteOptions {
  /**
   * A route's own checks before validation (e.g. password-reset limits), run after the guard its
   * operation's access asks for. Never a role check: the declared access is the only one.
   */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** After the input is valid: per-account limits, so a refused bad input takes no point. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Per-route settings read by plugins (rate limits). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends an answer already encoded by the operation's response schema and serialized (a cached
 * one, or its compressed bytes): a string or Buffer payload with a JSON type is sent as is, so the
 * serializer does not run again.
 */
export const sendJson = (reply: FastifyReply, json: string | Buffer) => reply.type(JSON_TYPE).send(json);

/** The OpenAPI security of an operation: a session cookie unless anyone (or a gateway) may call it. */
const SESSION_SECURITY = [{ session: [] }];

/** Builds the Fastify schema of an operation: validation, serialization and its OpenAPI entry. */
export function operationSchema(operation: Operation): FastifySchema {
  const response =
    operation.response || operation.otherResponses
      ? { ...(operation.response ? { 200: operation.response } : {}), ...operation.otherResponses }
      : undefined;
  const open = rolesAllowed(operation.access) === null;
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [...operation.tags],
    // An open operation says so (an empty requirement), rather than leaving its security unstated.
    security: open ? [] : SESSION_SECURITY,
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    // Documentation only: Fastify validates no multipart body (the route reads its parts within
    // the form's limits); the document's last pass makes it the operation's request body.
    ...(operation.multipart ? { [MULTIPART_BODY]: multipartRequestBody(operation.multipart) } : {}),
    ...(response ? { response } : {}),
  } as FastifySchema;
}

/** Whether a parsed body says nothing: none at all, or an empty JSON object (what a client sends for "no input"). */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  return typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * An operation that takes no input refuses a body with anything in it, as an operation with a
 * body schema refuses what its schema does not take: nothing a caller sends goes unread. It runs
 * after the guard, so an unauthorised caller still gets 401/403 first.
 */
async function refuseInput(request: FastifyRequest): Promise<void> {
  if (!isEmptyBody(request.body)) throw invalid(msg.noInputExpected);
}

/**
 * The preValidation hooks of an operation's route: first the guard its declared access asks for
 * (so a caller it excludes gets 401/403 before any 400), then the route's own. An operation that
 * needs a guard on an app that cannot build one is a registration error, never an open route.
 */
function preValidationOf(
  app: FastifyInstance,
  operation: Operation,
  own: OperationRouteOptions["preValidation"],
): preValidationHookHandler[] {
  const roles = rolesAllowed(operation.access);
  const hooks = [own ?? []].flat();
  if (roles === null) return hooks;
  if (!app.guardFor)
    throw new Error(
      `${operation.id} is for "${operation.access}" but the app has no guard factory (app.guardFor, set in app.ts)`,
    );
  return [app.guardFor(roles), ...hooks];
}

/**
 * Registers the route of one contract operation: method, path, schemas and guard come from the
 * contract, so the route, the OpenAPI document and the web client cannot disagree.
 */
export function operationRoute<T extends Operation>(
  app: FastifyInstance,
  operation: T,
  options: OperationRouteOptions,
  handler: OperationHandler<T>,
): void {
  const { preValidation: own, ...others } = options;
  const preValidation = preValidationOf(app, operation, own);
  app.route<OperationRouteGeneric<T>>({
    method: operation.method,
    url: operation.path,
    schema: operationSchema(operation),
    ...others,
    ...(preValidation.length ? { preValidation } : {}),
    // A gateway posts what it posts (form fields, read by its own adapter); an upload, its form.
    // The refusal runs before the route's own preHandlers (a per-account limit takes no point for it).
    ...(operation.body || operation.multipart || operation.method === "GET" || operation.access === "gateway"
      ? {}
      : { preHandler: [refuseInput, ...[options.preHandler ?? []].flat()] }),
    handler,
  });
}
