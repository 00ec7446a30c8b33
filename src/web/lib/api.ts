import type { ErrorBody } from "../../contracts/common";
import { msg } from "../../domain/messages";

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
  const message = typeof b.message === "string" && b.message ? b.message : msg.internalError;
  return new ApiError(status, code, message);
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", msg.internalError);
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

export const getJson = <T>(path: string, signal?: AbortSignal) => request<T>("GET", path, undefined, signal);
export const postJson = <T>(path: string, body: unknown = {}) => request<T>("POST", path, body);
export const putJson = <T>(path: string, body: unknown) => request<T>("PUT", path, body);
export const patchJson = <T>(path: string, body: unknown) => request<T>("PATCH", path, body);
export const deleteJson = <T>(path: string) => request<T>("DELETE", path);

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
  return msg.internalError;
}
