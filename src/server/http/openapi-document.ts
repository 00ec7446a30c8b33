/**
 * Last touches to the OpenAPI document the server publishes at /api/docs/json, so that it passes
 * `@redocly/cli lint` with the recommended rules (docs/security.md) and a contract-validating proxy
 * accepts every real answer: a server entry (same origin); the refusals every operation can send
 * (4XX, 5XX: the error body, for operations that answer JSON); and no `nullable` beside an
 * `anyOf` without a `type` — the converter writes an optional-or-null union that way, and
 * OpenAPI 3.0 wants `nullable` on a typed schema, so it moves into each branch.
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

/** Every refusal the API sends (src/server/http/errors.ts): a code and a Spanish message. */
const ERROR_BODY = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" }, field: { type: "string" } },
    },
  },
};
const jsonRefusal = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
});

/** Every operation can be refused (bad input, no session, no permission, not found, too many requests) or unavailable. */
function documentRefusals(doc: Json): void {
  doc.components ??= {};
  doc.components.schemas ??= {};
  doc.components.schemas.ErrorBody = ERROR_BODY;
  for (const item of Object.values(doc.paths ?? {}) as Json[]) {
    for (const operation of Object.values(item ?? {}) as Json[]) {
      if (!operation?.responses) continue;
      const codes = Object.keys(operation.responses);
      // A file or redirect operation may refuse with a page (an expired link's explanation), not JSON.
      const json = codes.some(
        (c) => c.startsWith("2") && operation.responses[c]?.content?.["application/json"],
      );
      const refusal = json ? jsonRefusal : (description: string) => ({ description });
      if (!codes.some((c) => c.startsWith("4")))
        operation.responses["4XX"] = refusal(
          "Rechazada: entrada inválida, sin sesión, sin permiso, no existe o demasiadas solicitudes",
        );
      if (!codes.some((c) => c.startsWith("5")))
        operation.responses["5XX"] = refusal("Error del servidor o base de datos no disponible");
    }
  }
}

export function finishOpenApiDocument<T extends object>(document: T): T {
  const doc = typedNullables(document) as Json;
  if (!doc.servers?.length) doc.servers = OPENAPI_SERVERS;
  documentRefusals(doc);
  return doc as T;
}
