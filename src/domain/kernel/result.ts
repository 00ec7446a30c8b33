/**
 * A refusal is a value, not an exception: the server maps `code` to HTTP 400/409 and shows
 * `message`, which is always a text of the Spanish catalogue (`msg`).
 */
export interface DomainError {
  code: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(code: string, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}
