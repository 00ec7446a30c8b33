/**
 * Last touches to the OpenAPI document the server publishes at /api/docs/json, so that it passes
 * `@redocly/cli lint` with the recommended rules (docs/security.md): a server entry (same origin)
 * and no `nullable` beside an `anyOf` without a `type` — the converter writes an optional-or-null
 * union that way; OpenAPI 3.0 wants `nullable` on a typed schema, so it moves into each branch.
 */
export const OPENAPI_SERVERS = [{ url: "/", description: "Este mismo servidor" }];

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema tree walked generically
type Json = any;

function typedNullables(node: Json): Json {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = typedNullables(value);
  const union = out.anyOf ?? out.oneOf;
  const typed = (branch: Json) => branch !== null && typeof branch === "object" && branch.type !== undefined;
  // Only when every branch has a type, so null stays allowed.
  if (out.nullable === true && out.type === undefined && Array.isArray(union) && union.every(typed)) {
    delete out.nullable;
    const branches = union.map((branch: Json) => ({ ...branch, nullable: true }));
    if (out.anyOf) out.anyOf = branches;
    else out.oneOf = branches;
  }
  return out;
}

export function finishOpenApiDocument<T extends object>(document: T): T {
  const doc = typedNullables(document) as Json;
  if (!doc.servers?.length) doc.servers = OPENAPI_SERVERS;
  return doc as T;
}
