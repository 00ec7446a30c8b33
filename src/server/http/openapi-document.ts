import { STORABLE_TEXT_PATTERN } from "../../contracts/kernel/text";

/**
 * Last touches to the OpenAPI document the server publishes at /api/docs/json, so that it passes
 * `@redocly/cli lint` with the recommended rules (docs/security.md) and a contract-validating proxy
 * accepts every real answer: a server entry (same origin); the refusals every operation can send
 * (4XX, 5XX: the error body, for operations that answer JSON); and no `nullable` beside an
 * `anyOf` without a `type` — the converter writes an optional-or-null union that way, and
 * OpenAPI 3.0 wants `nullable` on a typed schema, so it moves into each branch. And what the
 * schemas alone do not say: an upload's multipart body, and the text every request string may hold.
 */
export const OPENAPI_SERVERS = [{ url: "/", description: "Este mismo servidor" }];

/**
 * Where an upload's request body waits in its route schema (operationSchema): an extension key,
 * so Fastify never validates it and @fastify/swagger copies it as is; documentUploads moves it.
 */
export const MULTIPART_BODY = "x-multipart-body";

type JsonObject = { [key: string]: unknown };
const isObject = (node: unknown): node is JsonObject =>
  node !== null && typeof node === "object" && !Array.isArray(node);

/** Moves `nullable` into the typed branches of an untyped union, in place, everywhere in the tree. */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) typeNullables(value);
  const union = node.anyOf ?? node.oneOf;
  // Only when every branch has a type, so null stays allowed.
  if (node.nullable !== true || node.type !== undefined || !Array.isArray(union)) return;
  const branches = union.filter(isObject);
  if (branches.length !== union.length || !branches.every((branch) => branch.type !== undefined)) return;
  delete node.nullable;
  const nullableBranches = branches.map((branch) => ({ ...branch, nullable: true }));
  if (node.anyOf) node.anyOf = nullableBranches;
  else node.oneOf = nullableBranches;
}

/** `parent[key]` as an object, created when missing. */
function objectAt(parent: JsonObject, key: string): JsonObject {
  const existing = parent[key];
  if (isObject(existing)) return existing;
  const created: JsonObject = {};
  parent[key] = created;
  return created;
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
function documentRefusals(doc: JsonObject): void {
  objectAt(objectAt(doc, "components"), "schemas").ErrorBody = ERROR_BODY;
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const responses = operation.responses;
      const codes = Object.keys(responses);
      // A file or redirect operation may refuse with a page (an expired link's explanation), not JSON.
      const json = codes.some((c) => {
        const response = responses[c];
        return (
          c.startsWith("2") &&
          isObject(response) &&
          isObject(response.content) &&
          "application/json" in response.content
        );
      });
      const refusal = json ? jsonRefusal : (description: string) => ({ description });
      // Beside a refusal an operation details (the stock-take's 409 naming products), the others
      // it can send (bad input, no session…) are still the error body.
      if (!codes.includes("4XX"))
        responses["4XX"] = refusal(
          "Rechazada: entrada inválida, sin sesión, sin permiso, no existe o demasiadas solicitudes",
        );
      if (!codes.some((c) => c.startsWith("5")))
        responses["5XX"] = refusal("Error del servidor o base de datos no disponible");
    }
  }
}

/** Every operation of the document. */
function operationsOf(doc: JsonObject): JsonObject[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.values(paths)
    .filter(isObject)
    .flatMap((item) => Object.values(item).filter(isObject));
}

/** An upload's form (operationSchema put it under MULTIPART_BODY) becomes its request body. */
function documentUploads(doc: JsonObject): void {
  for (const operation of operationsOf(doc)) {
    const body = operation[MULTIPART_BODY];
    if (!isObject(body)) continue;
    operation.requestBody = body;
    delete operation[MULTIPART_BODY];
  }
}

const STORABLE = { pattern: STORABLE_TEXT_PATTERN };

/**
 * Gives every string schema in the tree the storable-text pattern: as its pattern, or beside the
 * pattern it has (a phone's `\D*` would admit U+0000). Fixed values (enum, const) need none.
 */
function patternStrings(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) patternStrings(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) patternStrings(value);
  if (
    node.type !== "string" ||
    node.format === "binary" ||
    node.enum !== undefined ||
    node.const !== undefined
  )
    return;
  if (node.pattern === undefined) node.pattern = STORABLE_TEXT_PATTERN;
  else if (node.pattern !== STORABLE_TEXT_PATTERN) {
    const all = Array.isArray(node.allOf) ? node.allOf : [];
    if (!all.some((s) => isObject(s) && s.pattern === STORABLE_TEXT_PATTERN)) node.allOf = [...all, STORABLE];
  }
}

/**
 * The server refuses U+0000 and lone surrogates in every request string (request-guards.ts): each
 * string a request sends — parameters and bodies, not answers — says so.
 */
function documentStorableText(doc: JsonObject): void {
  for (const operation of operationsOf(doc)) {
    const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : [];
    for (const parameter of parameters) patternStrings(parameter.schema);
    const body = operation.requestBody;
    if (isObject(body) && isObject(body.content))
      for (const media of Object.values(body.content)) if (isObject(media)) patternStrings(media.schema);
  }
}

/** Finishes the document in place and hands it back; a second pass finds nothing left to do. */
export function finishOpenApiDocument<T extends object>(document: T): T {
  typeNullables(document);
  if (!isObject(document)) return document;
  const doc: JsonObject = document;
  if (!Array.isArray(doc.servers) || doc.servers.length === 0) doc.servers = OPENAPI_SERVERS;
  documentUploads(doc);
  documentStorableText(doc);
  documentRefusals(doc);
  return document;
}
