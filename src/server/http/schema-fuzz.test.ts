import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings } from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import type { Operation } from "../../contracts/kernel/operation";
import type { Role } from "../../domain/kernel/roles";
import { newId } from "../db/ids";
import { contractOperations } from "./operation-registry";

/**
 * Property-based fuzzing of every JSON operation from the OpenAPI document the server publishes:
 * for each operation with a body or a query, fast-check builds inputs from its documented schema and
 * breaks them (wrong types, missing fields, huge strings, numbers out of range, hostile unicode,
 * prototype-pollution keys, nesting deeper than any body the API takes), keeping only inputs the
 * operation's own contract refuses. Sent by a caller its access allows, each must be a 4xx with a
 * Spanish message, never a 5xx, and leave every table as it was.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema read from the OpenAPI document
type Js = any;
const BODY_RUNS = 12;
const QUERY_RUNS = 8;

/** Who calls: someone the operation's access lets through the guard, so the input itself is what is judged. */
const CALLER: Record<Operation["access"], Role | null> = {
  public: null,
  gateway: null,
  "signed-in": "admin",
  customers: "client",
  "customers-and-admins": "client",
  staff: "admin",
  admins: "admin",
  superadmin: "superadmin",
};
const PARAM: Record<string, string> = {
  gateway: "sandbox",
  report: "receivable",
  index: "0",
  code: "NOEXISTE",
};

/** English words the store never answers with: a message containing them leaked a library's text. */
const ENGLISH = /\b(the|expected|required|must|should|invalid|received|body|unexpected|error)\b/i;

const HOSTILE_TEXT = [
  "\u0000",
  "\ud800",
  "a\udfffb",
  "\u202eetneilc",
  "😀".repeat(50),
  "'; drop table sales; --",
  "<img src=x onerror=alert(1)>",
  "{{constructor.constructor('return 1')()}}",
  // A log4shell-style lookup, written without a template placeholder.
  "$" + "{jndi:ldap://x}",
  "../../../../etc/passwd",
];
/** Dates just outside the days a request may name (2000-01-01…2100-12-31, shop calendar), and far ones. */
const OUT_OF_BOUNDS_DATES = [
  "1999-12-31",
  "2101-01-01",
  "9999-12-31",
  "0001-01-01",
  "2101-01-01T06:00:00.000Z",
  "1999-12-31T23:59:59.000-06:00",
];
const ODD_NUMBERS = [1e308, -1e308, 2 ** 53, -1, 0.5, 3_000_000_000, -3_000_000_000, 1e-7];

const typeOf = (s: Js): string | undefined => (Array.isArray(s?.type) ? s.type[0] : s?.type);

/** A value of the wrong kind, out of range or hostile for the schema `s`. */
function breaking(s: Js): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...ODD_NUMBERS),
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 2 }),
  ];
  const type = typeOf(s);
  if (type === "string") {
    options.push(fc.constant("ñ".repeat(Math.min((s.maxLength ?? 100_000) + 1, 200_001))));
    options.push(fc.constantFrom(...OUT_OF_BOUNDS_DATES));
  }
  if (type === "integer" || type === "number") {
    if (typeof s.maximum === "number") options.push(fc.constant(s.maximum + 1));
    if (typeof s.minimum === "number") options.push(fc.constant(s.minimum - 1));
  }
  return fc.oneof(...options);
}

/** A value that could be right for `s`, so that one broken field is not hidden by the others. */
function plausible(s: Js, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(s?.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const union = s?.anyOf ?? s?.oneOf;
  if (Array.isArray(union) && union.length) return fc.oneof(...union.map((u: Js) => plausible(u, depth)));
  switch (typeOf(s)) {
    case "string":
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) });
    case "integer":
      return fc.integer({ min: Math.max(s.minimum ?? 0, -1e9), max: Math.min(s.maximum ?? 1e6, 1e9) });
    case "number":
      return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3 ? fc.constant([]) : fc.array(plausible(s.items, depth + 1), { maxLength: 2 });
    case "object":
      return depth > 3 ? fc.constant({}) : objectOf(s, depth + 1, false);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** An object of `s`'s properties, each absent, plausible or (when `breakIt`) broken. */
function objectOf(s: Js, depth: number, breakIt: boolean): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries((s?.properties ?? {}) as Record<string, Js>);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of entries) {
    record[name] = breakIt ? fc.oneof(plausible(prop, depth), breaking(prop)) : plausible(prop, depth);
  }
  return fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Request bodies (as sent, JSON text) that break `schema`; `refuses` says whether the contract refuses one. */
function badBodies(schema: Js, refuses: (value: unknown) => boolean): fc.Arbitrary<string> {
  const parsed = fc
    .oneof(
      { weight: 6, arbitrary: objectOf(schema, 0, true) },
      {
        weight: 1,
        arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())),
      },
    )
    .filter(refuses)
    .map((value) => JSON.stringify(value));
  // Refused by the server before any contract, whatever the schema says.
  const raw = fc.oneof(
    fc.integer({ min: 40, max: 1_000 }).map(nested),
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true,"role":"superadmin"}}',
      '{"constructor":{"prototype":{"role":"superadmin"}}}',
      '{"a":1,',
      "\u0000",
      '{"items":[1,2,3]]',
    ),
  );
  return fc.oneof({ weight: 5, arbitrary: parsed }, { weight: 1, arbitrary: raw });
}

/** Query strings that break `schema` (every value a string, some repeated into arrays). */
function badQueries(schema: Js, refuses: (value: unknown) => boolean): fc.Arbitrary<string> {
  const entries = Object.entries((schema?.properties ?? {}) as Record<string, Js>);
  const text = (s: Js) =>
    fc.oneof(
      fc.constantFrom(
        "abc",
        "-1",
        "1e309",
        "9".repeat(30),
        "0x1F",
        "NaN",
        "",
        "true",
        "2025-02-30",
        ...OUT_OF_BOUNDS_DATES,
        ...HOSTILE_TEXT,
      ),
      fc.constant("ñ".repeat(Math.min((s.maxLength ?? 5_000) + 1, 20_001))),
      fc.string({ unit: "grapheme", maxLength: 12 }),
    );
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of entries)
    record[name] = fc.oneof(text(prop), fc.array(text(prop), { minLength: 2, maxLength: 3 }));
  return (fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string | string[]>>)
    .filter(refuses)
    .map((query) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
      return search.toString();
    });
}

describe.each(DB_KINDS)("fuzzing every JSON operation from the OpenAPI document on %s", (kind) => {
  let t: TestApp;
  const as: Partial<Record<Role, TestUser>> = {};
  let tables: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    await addProduct(db, { quantity: 10 });
    for (const role of ["client", "admin", "superadmin"] as const) as[role] = await t.account(role);
    const rows = (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    // Sessions are stamped with activity by the guard on every change a signed-in caller sends.
    // The request limiter's counters are not the store's data: checkout counts every attempt, a
    // malformed one included, so a flood of bad bodies is limited too (docs/decisions/0155).
    tables = rows.rows.map((r) => r.name).filter((n) => !/session|migration|request_limit_counters/i.test(n));
  });
  afterAll(() => t.close());

  /** A digest of every table's rows: equal before and after means nothing changed. */
  const fingerprint = async (): Promise<Record<string, string>> => {
    const parts = tables.map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`,
    );
    const result = (await t.ctx.database.db.execute(sql.raw(parts.join(" union all ")))) as unknown as {
      rows: { name: string; digest: string }[];
    };
    return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
  };

  it("every body and query that breaks its schema is a 4xx in Spanish, never a 5xx, and changes nothing", async () => {
    await t.app.ready();
    // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
    const doc = t.app.swagger() as any;
    const found = await contractOperations();
    const wrong: string[] = [];
    let fuzzed = 0;
    let requests = 0;
    for (const { operation: op } of found) {
      const entry = doc.paths?.[op.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[op.method.toLowerCase()];
      const bodySchema = entry?.requestBody?.content?.["application/json"]?.schema;
      const querySchema = entry?.parameters?.length
        ? {
            type: "object",
            properties: Object.fromEntries(
              // biome-ignore lint/suspicious/noExplicitAny: OpenAPI parameters
              entry.parameters.filter((p: any) => p.in === "query").map((p: any) => [p.name, p.schema]),
            ),
          }
        : null;
      const hasQuery = op.query && querySchema && Object.keys(querySchema.properties).length > 0;
      if (!(op.body && bodySchema) && !hasQuery) continue;
      fuzzed++;
      const role = CALLER[op.access];
      const cookie = role ? as[role]!.cookie : undefined;
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => PARAM[name] ?? newId());
      // Reads cannot change anything; the digest is taken around the operations that may.
      const writes = op.method !== "GET";
      const before = writes ? await fingerprint() : {};
      const send = async (url: string, payload?: string) => {
        requests++;
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: {
            origin: ORIGIN,
            host: "localhost:3000",
            ...(cookie ? { cookie } : {}),
            ...(payload !== undefined ? { "content-type": "application/json" } : {}),
          },
          payload,
        });
        let message = "";
        try {
          message = String(res.json()?.error?.message ?? "");
        } catch {
          message = "";
        }
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          /[a-záéíóúñ]{3}/i.test(message) &&
          !ENGLISH.test(message);
        if (!ok)
          wrong.push(
            `${op.id} ${op.method} ${url.slice(0, 120)} ${String(payload).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        return ok;
      };
      if (op.body && bodySchema) {
        const refuses = (value: unknown) => !op.body!.safeParse(value).success;
        await fc
          .assert(
            fc.asyncProperty(badBodies(bodySchema, refuses), (payload) => send(path, payload)),
            { numRuns: BODY_RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
      }
      if (hasQuery) {
        const refuses = (value: unknown) => !op.query!.safeParse(value).success;
        // A valid body where one is needed, so only the query is wrong.
        const body = op.body ? "{}" : undefined;
        await fc
          .assert(
            fc.asyncProperty(badQueries(querySchema, refuses), (query) => send(`${path}?${query}`, body)),
            { numRuns: QUERY_RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
      }
      const after = writes ? await fingerprint() : {};
      const changed = tables.filter((name) => before[name] !== after[name]);
      if (changed.length) wrong.push(`${op.id}: changed ${changed.join(", ")}`);
    }
    expect(wrong).toEqual([]);
    expect(fuzzed).toBeGreaterThan(50);
    expect(requests).toBeGreaterThan(500);
  }, 240_000);
});
