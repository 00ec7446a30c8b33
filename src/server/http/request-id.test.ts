import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DB_KINDS)("request ids on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/health", headers });

  it("keeps the id a proxy gave the request and answers it in X-Request-Id", async () => {
    const res = await ask({ "x-request-id": "lb-7f3a.42:1" });
    expect(res.headers["x-request-id"]).toBe("lb-7f3a.42:1");
  });

  it("gives a request without one a new UUID, different each time", async () => {
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(b.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("does not write what a client sends there into the logs when it is not an id", async () => {
    for (const junk of ["a b", "x".repeat(129), '{"level":60}', "ñandú"]) {
      const res = await ask({ "x-request-id": junk });
      expect(res.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("also carries the id on errors", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/no-existe",
      headers: { "x-request-id": "req-error-1" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-request-id"]).toBe("req-error-1");
  });
});
