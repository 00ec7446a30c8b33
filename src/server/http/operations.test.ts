import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedSource } from "../../../scripts/generate-api";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { contractOperations, type FoundOperation } from "./operation-registry";

/** OpenAPI writes `:id` as `{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("every API operation declared in src/contracts", () => {
  let t: TestApp;
  let found: FoundOperation[];
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
  let doc: any;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    found = await contractOperations();
    await t.app.ready();
    doc = t.app.swagger();
  });
  afterAll(() => t.close());

  it("finds operations", () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it("is registered as a route with its method and path", () => {
    const missing = found
      .filter(({ operation: o }) => !t.app.hasRoute({ method: o.method, url: o.path }))
      .map(({ operation: o }) => `${o.id} ${o.method} ${o.path}`);
    expect(missing).toEqual([]);
  });

  it("appears in the OpenAPI document with its method, path, id and summary", () => {
    const wrong = found
      .filter(({ operation: o }) => {
        const entry = doc.paths?.[openApiPath(o.path)]?.[o.method.toLowerCase()];
        return !entry || entry.operationId !== o.id || entry.summary !== o.summary;
      })
      .map(({ operation: o }) => o.id);
    expect(wrong).toEqual([]);
  });

  it("documents a session requirement on every operation that needs one", () => {
    const open = new Set(["public", "gateway"]);
    const wrong = found
      .filter(({ operation: o }) => {
        const entry = doc.paths?.[openApiPath(o.path)]?.[o.method.toLowerCase()];
        return open.has(o.access) === Boolean(entry?.security?.length);
      })
      .map(({ operation: o }) => o.id);
    expect(wrong).toEqual([]);
  });

  it("is in the web client's generated table (npm run generate:api)", async () => {
    const { readFileSync } = await import("node:fs");
    const current = readFileSync(new URL("../../web/lib/operations.gen.ts", import.meta.url), "utf8");
    expect(current).toBe(await generatedSource());
  });
});
