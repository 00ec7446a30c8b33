/**
 * Text a request may carry: PostgreSQL text and jsonb cannot hold U+0000 or half of a UTF-16
 * surrogate pair, so the server refuses both in every string of every request (the request guard
 * in src/server/http/request-guards.ts), and the OpenAPI document states the same rule as a
 * `pattern` on every string a request sends, so a generated client or a fuzzer meets it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored: no U+0000 anywhere, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * The same rule as an ECMA-262 pattern over UTF-16 code units, for the document: each unit is
 * neither U+0000 nor a surrogate, or is a high surrogate followed by a low one. The server tests
 * with isStorableText instead — linear and without backtracking on a megabyte of text.
 */
export const STORABLE_TEXT_PATTERN = "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$";

/**
 * An RTN as people type it, or nothing: 14 digits with spaces or dashes anywhere between — what
 * the customers' and the invoices' normalizeRtn accept. A regex rather than a refinement, so the
 * document carries it as the field's pattern; blank space around it is what the field trims.
 */
export const OPTIONAL_RTN_TEXT = /^(?:\s*|[\s-]*(?:\d[\s-]*){14})$/;
