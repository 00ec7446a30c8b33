import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { loadConfig } from "../config";

describe.each(DB_KINDS)("API basics on %s (ARCHITECTURE.md)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("/api/health checks the database", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res).toMatchObject({ status: 200, json: { status: "ok" } });
  });

  it("serves the OpenAPI document with the API's routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/me", "/api/team/create-member"]),
    );
  });

  it("refuses a state change from another origin, or with no origin at all", async () => {
    const u = await t.account("client");
    for (const origin of ["https://evil.example", undefined]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/notifications/read-all",
        headers: { cookie: u.cookie, "content-type": "application/json", ...(origin ? { origin } : {}) },
        payload: "{}",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(msg.crossOrigin);
    }
  });

  it("accepts only JSON bodies", async () => {
    const u = await t.account("client");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read-all",
      headers: { cookie: u.cookie, origin: ORIGIN, host: "localhost:3000", "content-type": "text/plain" },
      payload: "hola",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(msg.jsonOnly);
  });

  it("answers validation errors with 400, the field and a Spanish message", async () => {
    const u = await t.account("client");
    const res = await t.request("GET", "/api/notifications?limit=-3", { as: u });
    expect(res.status).toBe(400);
    expect(res.json.error.field).toBe("limit");
    expect(res.json.error.message).toMatch(/debe|Demasiado|inválid/i);
  });

  it("sends security headers and compresses text", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(health.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(health.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("GET", "/api/no-existe");
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not_found");
  });
});

describe("sign-in rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { AUTH_RATE_LIMIT: "true" });
  });
  afterAll(() => t.close());

  it("refuses one address after its default number of wrong passwords, whatever the emails", async () => {
    const perIp = loadConfig({ NODE_ENV: "test" }).limits.signInPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= perIp; i++) {
      // A different email each time: the per-account limits (access-abuse.test.ts) stay out of the way.
      const res = await t.request("POST", "/api/auth/sign-in/email", {
        body: { email: `x${i}@prueba.hn`, password: "incorrecta" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(perIp).fill(401), 429]);
  });
});
