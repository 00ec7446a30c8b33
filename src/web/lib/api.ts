import {
  CASH_REGISTER_HEADER,
  CASH_REGISTER_ID_PATTERN,
  CASH_REGISTER_STORAGE_KEY,
} from "../../contracts/cash-drawer/counter-header";
import type { ErrorBody } from "../../contracts/kernel/common";
import type { CallInput, CallOutput } from "../../contracts/kernel/operation";
import type { LiveTopic } from "../../contracts/live/live";
import { commonMessages } from "../../domain/kernel/messages-common";
import { type OperationTypes, operations } from "./operations.gen";

/**
 * The one HTTP client of the web app. Same-origin JSON only: the server's CSRF defence
 * (docs/decisions/0001) relies on the browser's Origin header and on Content-Type application/json.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Our API answers {error:{code,message}}; better-auth answers {code,message}. Both become ApiError. */
function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as Partial<ErrorBody> & { code?: unknown; message?: unknown };
  if (b.error && typeof b.error.message === "string") {
    return new ApiError(status, b.error.code, b.error.message, b.error.field);
  }
  const code = typeof b.code === "string" && b.code ? b.code : `HTTP_${status}`;
  const message = typeof b.message === "string" && b.message ? b.message : commonMessages.internalError;
  return new ApiError(status, code, message);
}

/**
 * The register this device takes money at (chosen when a session was opened on it, kept in
 * localStorage), as the header every request carries: the server ties the money a request takes
 * to that register's open session (docs/decisions/0252). None when the device chose none, the
 * value is not an id, or the browser refuses storage (a private window).
 */
export function counterHeaders(): Record<string, string> {
  try {
    const id = globalThis.localStorage?.getItem(CASH_REGISTER_STORAGE_KEY);
    return id && CASH_REGISTER_ID_PATTERN.test(id) ? { [CASH_REGISTER_HEADER]: id } : {};
  } catch {
    return {};
  }
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json", ...counterHeaders() }
          : { "Content-Type": "application/json", Accept: "application/json", ...counterHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", commonMessages.internalError);
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

/** A query-string helper that drops empty values, so keys and URLs stay canonical. */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return commonMessages.internalError;
}

type OperationId = keyof OperationTypes;
type Input<K extends OperationId> = CallInput<OperationTypes[K]>;
type Output<K extends OperationId> = CallOutput<OperationTypes[K]>;
/** The input argument is optional exactly when the operation needs no params and no body. */
type InputArg<K extends OperationId> = object extends Input<K> ? [input?: Input<K>] : [input: Input<K>];
type CallArgs<K extends OperationId> =
  object extends Input<K>
    ? [input?: Input<K>, signal?: AbortSignal]
    : [input: Input<K>, signal?: AbortSignal];
type QueryValue = string | number | boolean | null | undefined;

function fillUrl(path: string, input: { params?: unknown; query?: unknown } | undefined): string {
  const params = (input?.params ?? {}) as Record<string, QueryValue>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  return withQuery(filled, (input?.query ?? {}) as Record<string, QueryValue>);
}

/** The URL of an operation with its path parameters and query filled in (also for file downloads). */
export function operationUrl<K extends OperationId>(id: K, ...[input]: InputArg<K>): string {
  return fillUrl(operations[id].path, input);
}

/**
 * Calls an API operation by its contract id: method and path come from the generated table,
 * the input and answer types from the contract. No path or response type is written by hand.
 */
export function call<K extends OperationId>(id: K, ...[input, signal]: CallArgs<K>): Promise<Output<K>> {
  const { method, path } = operations[id] as { method: string; path: string };
  const body =
    method === "GET" || method === "DELETE" ? undefined : ((input as { body?: unknown })?.body ?? {});
  return request<Output<K>>(method, fillUrl(path, input), body, signal);
}

/**
 * Calls an operation that answers a file (a PDF) instead of JSON, such as a POST whose body says
 * what to print: the file, or the API's Spanish error as an ApiError.
 */
export async function callForFile<K extends OperationId>(
  id: K,
  ...[input, signal]: CallArgs<K>
): Promise<Blob> {
  const { method, path } = operations[id] as { method: string; path: string };
  const body =
    method === "GET" || method === "DELETE" ? undefined : ((input as { body?: unknown })?.body ?? {});
  let response: Response;
  try {
    response = await fetch(fillUrl(path, input), {
      method,
      credentials: "same-origin",
      headers:
        body === undefined ? counterHeaders() : { "Content-Type": "application/json", ...counterHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", commonMessages.internalError);
  }
  if (!response.ok) {
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    throw toApiError(response.status, parsed);
  }
  return response.blob();
}

/** Hands a file to the browser's download (a link clicked in code, then its URL released). */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type QueryOperationId = {
  [K in OperationId]: (typeof operations)[K] extends { topic: LiveTopic } ? K : never;
}[OperationId];

/**
 * The query of a GET operation. Its key starts with the operation's live topic, so a live event
 * on that topic refetches it; then the operation id and its input.
 */
export function apiQuery<K extends QueryOperationId>(id: K, ...[input]: InputArg<K>) {
  const { topic } = operations[id] as { topic: LiveTopic };
  return {
    queryKey: [topic, id, (input ?? {}) as Input<K>] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => call(id, ...([input, signal] as CallArgs<K>)),
  };
}

/** The key prefix of every query that depends on a live topic (for invalidation and cache edits). */
export const topicKey = (topic: LiveTopic) => [topic] as const;

/**
 * Sends a multipart form (an upload: a picture, a comprobante, a statement) to an operation's URL.
 * The one exception to JSON: the server's multipart routes check the Origin header themselves.
 * A refusal throws ApiError with the server's Spanish message; an unreachable server or an answer
 * that is not JSON says `fallback`. The answer is read through `parse` (the contract's schema).
 */
export async function postMultipart<T>(
  url: string,
  form: FormData,
  fallback: string,
  parse: (body: unknown) => T,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...counterHeaders() },
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", fallback);
  }
  const body: unknown = await response.json().catch(() => null);
  const error = (body as Partial<ErrorBody> | null)?.error;
  if (!response.ok || body === null || error) {
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? fallback,
      error?.field,
    );
  }
  return parse(body);
}
