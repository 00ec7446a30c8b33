import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const run = promisify(execFile);
const REDOCLY = path.resolve(import.meta.dirname, "../../../node_modules/.bin/redocly");

/**
 * The OpenAPI document served at /api/docs/json, checked by a tool nobody here wrote:
 * `@redocly/cli lint` with its recommended rules must find no error (docs/security.md), and every
 * operation of ours documents its 4XX answers (better-auth's own endpoints may not). A test rather than part of `npm run lint`:
 * building the document needs the server and the lint alone takes over 15 s on this machine.
 */
describe("the published OpenAPI document passes redocly's recommended rules", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    dir = await mkdtemp(path.join(tmpdir(), "openapi-lint-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("has no errors, and documents the better-auth endpoints the web calls", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/sign-out",
      "/api/auth/change-password",
    ])
      expect(doc.paths[p]?.post?.operationId, p).toBeTruthy();
    // Every operation of ours documents its refusals as a whole range, also one that details a
    // single refusal of its own (the stock-take's 409).
    const undocumented = Object.entries(doc.paths as Record<string, Record<string, { responses?: object }>>)
      .filter(([p]) => !p.startsWith("/api/auth/"))
      .flatMap(([p, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => !("4XX" in (op.responses ?? {})))
          .map(([method]) => `${method.toUpperCase()} ${p}`),
      );
    expect(undocumented).toEqual([]);
    expect(Object.keys(doc.paths["/api/inventory/stock-take/{id}/apply"].post.responses).sort()).toEqual([
      "200",
      "409",
      "4XX",
      "5XX",
    ]);
    const file = path.join(dir, "openapi.json");
    await writeFile(file, res.body);
    // redocly exits 1 when it finds errors; its JSON report is on stdout either way.
    const out = await run(REDOCLY, ["lint", file, "--format=json", "--max-problems=1000"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? "" }));
    const report = JSON.parse(out.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? "?"}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);
});
