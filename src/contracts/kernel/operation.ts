import type { z } from "zod";
import { ADMIN_ROLES, CUSTOMER_ROLES, ROLES, type Role, STAFF_ROLES } from "../../domain/kernel/roles";
import type { LiveTopic } from "../live/live";
import type { MultipartForm } from "./multipart";

/**
 * One API operation, declared once: the server registers its route from it
 * (src/server/http/operation-route.ts), the OpenAPI document is generated from it, and the
 * web calls it by name through the typed client (src/web/lib/api.ts), whose table of
 * methods and paths is generated from these declarations (scripts/generate-api.ts).
 *
 * Paths use Fastify's `:name` parameters. `topic` is the live topic a GET's answer depends
 * on: its query key starts with it, so a live event on that topic refetches it.
 * An operation without `response` answers a file (CSV, PDF) or a redirect, not JSON.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an operation, by its declared `access`: the one mapping the server's route guard
 * enforces (src/server/http/operation-route.ts), the OpenAPI document publishes as the
 * operation's security, and src/server/http/authorization-matrix.test.ts checks every operation
 * against. "anyone" is signed out too: no guard (a public page, a payment gateway's callback).
 * "customers-and-admins": clients, wholesalers and admins, not sellers (support tickets, payment links).
 */
export const ACCESS_ROLES = {
  public: "anyone",
  gateway: "anyone",
  "signed-in": ROLES,
  staff: STAFF_ROLES,
  admins: ADMIN_ROLES,
  superadmin: ["superadmin"],
  customers: CUSTOMER_ROLES,
  "customers-and-admins": [...CUSTOMER_ROLES, ...ADMIN_ROLES],
} as const satisfies Record<string, "anyone" | readonly Role[]>;

export type Access = keyof typeof ACCESS_ROLES;

/** The roles an access lets in, or null when anyone may call it, signed out included (no guard). */
export function rolesAllowed(access: Access): readonly Role[] | null {
  const roles: "anyone" | readonly Role[] = ACCESS_ROLES[access];
  return roles === "anyone" ? null : roles;
}

export interface OperationSpec {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly topic?: LiveTopic;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** An upload's multipart/form-data form, in place of a JSON `body` (never both). */
  readonly multipart?: MultipartForm;
  readonly response?: z.ZodType;
  /** Other JSON answers it documents (e.g. 503 of the health check). */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** Who may call it (ACCESS_ROLES): the route's guard comes from it, nothing else states it. */
  readonly access: Access;
}

export type Operation<T extends OperationSpec = OperationSpec> = T & { readonly kind: "operation" };

/** Declares an operation; the `kind` mark lets the registry find every one in src/contracts. */
export function defineOperation<const T extends OperationSpec>(spec: T): Operation<T> {
  return { ...spec, kind: "operation" };
}

export function isOperation(value: unknown): value is Operation {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "operation";
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the route handler receives, after validation. */
export type ParsedParams<T extends OperationSpec> = Out<T["params"]>;
export type ParsedQuery<T extends OperationSpec> = Out<T["query"]>;
export type ParsedBody<T extends OperationSpec> = Out<T["body"]>;
/** What the handler returns (the serializer checks it against the schema). */
export type HandlerResult<T extends OperationSpec> = T["response"] extends z.ZodType
  ? z.input<T["response"]>
  : unknown;

/** What a caller sends: each part only when the operation declares it. */
export type CallInput<T extends OperationSpec> = (T["params"] extends z.ZodType
  ? { params: In<T["params"]> }
  : { params?: never }) &
  (T["query"] extends z.ZodType ? { query?: In<T["query"]> } : { query?: never }) &
  (T["body"] extends z.ZodType ? { body: In<T["body"]> } : { body?: never });

/** What a caller receives: the JSON the response schema produces. */
export type CallOutput<T extends OperationSpec> = T["response"] extends z.ZodType
  ? z.output<T["response"]>
  : never;
