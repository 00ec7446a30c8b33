import { Ajv, type ValidateFunction } from "ajv";
import type { Operation } from "../../contracts/kernel/operation";

/** What the validator reads of an answer (a Fastify inject response has these). */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** OpenAPI writes `:id` as `{id}`; a JSON pointer escapes `/` as `~1`, a URI fragment `{}` as %7B %7D. */
const pointerTo = (path: string, method: string, status: number) =>
  `#/paths/${encodeURIComponent(
    path
      .replace(/:([A-Za-z0-9_]+)/g, "{$1}")
      .replace(/~/g, "~0")
      .replace(/\//g, "~1"),
  )}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;

/** Every refusal the API sends: `{ error: { code, message } }` with a non-empty message. */
const ERROR_BODY = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string", minLength: 1 } },
    },
  },
};

/**
 * Checks real answers against the OpenAPI document the server publishes (the contract-validating
 * step of the security tests, in-process): a 2xx JSON answer must match its operation's documented
 * response schema, and a 4xx JSON answer the error shape. Returns null when the answer was checked
 * and matches, a description when it does not, undefined when there was nothing to check (files,
 * redirects, operations without a documented JSON answer such as better-auth's).
 */
export function responseValidator() {
  let doc: unknown;
  let ajv: Ajv;
  const compiled = new Map<string, ValidateFunction | null>();
  return (openApi: unknown, op: Operation, answer: Answer): string | null | undefined => {
    if (doc !== openApi) {
      doc = openApi;
      ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
      ajv.addSchema(openApi as object, "openapi");
      compiled.clear();
      compiled.set("error", ajv.compile(ERROR_BODY));
    }
    const json = String(answer.headers["content-type"] ?? "").includes("application/json");
    if (!json) return undefined;
    const status = answer.statusCode;
    let key = "error";
    if (status < 300) {
      if (!op.response && !op.otherResponses?.[status]) return undefined;
      key = `${op.id} ${status}`;
      if (!compiled.has(key)) {
        const ref = `openapi${pointerTo(op.path, op.method, status)}`;
        let fn: ValidateFunction | null = null;
        try {
          fn = ajv.compile({ $ref: ref });
        } catch (e) {
          return `no documented schema for ${status} (${(e as Error).message})`;
        }
        compiled.set(key, fn);
      }
    } else if (status < 400 || status >= 500) return undefined;
    const validate = compiled.get(key)!;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return "answer is not JSON";
    }
    if (validate?.(body)) return null;
    return ajv.errorsText(validate?.errors);
  };
}
