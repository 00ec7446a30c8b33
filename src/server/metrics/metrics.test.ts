import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { DECLINED_CARD, payOnSandbox } from "../../../tests/support/test-payments";
import { msg } from "../../domain/kernel/messages";
import { ROLES } from "../../domain/kernel/roles";
import { outboxEmails } from "../composition/schema";
import { afterCommit } from "../db/before-commit";
import { newId } from "../db/ids";
import { runJob } from ".";
import { bearerMatches } from "./routes";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";

/** A sample's value: the line `name{labels} value` whose labels include every `label="value"` given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split("\n")
    .find(
      (l) => (l.startsWith(`${name} `) || l.startsWith(`${name}{`)) && wanted.every((w) => l.includes(w)),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : Number.NaN;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("answers 404 in the API's format, not the web app, with or without a token", async () => {
    const plain = await t.request("GET", "/metrics");
    expect(plain.status).toBe(404);
    expect(plain.json.error.message).toBe(msg.notFound);
    const withToken = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(404);
  });
});

describe("the bearer comparison", () => {
  it("accepts only the exact token, whatever the length of what is sent", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe.each(DB_KINDS)("GET /metrics with METRICS_TOKEN on %s", (kind) => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await startTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("refuses a missing or wrong token, and a session of any role, with 401", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      const res = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json().error.message).toBe(msg.unauthenticated);
      expect(res.body).not.toContain("http_requests_total");
    }
    // It is not a session route: no role's sign-in opens it.
    for (const role of ROLES) {
      const user = await t.account(role);
      expect((await t.request("GET", "/metrics", { as: user })).status).toBe(401);
    }
  });

  it("answers the Prometheus text format, uncached, with Node's own figures", async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("# TYPE nodejs_eventloop_lag_p99_seconds gauge");
    expect(res.body).toContain("process_resident_memory_bytes");
  });

  it("labels requests by route pattern and status, never by the URL", async () => {
    const secretId = newId();
    expect((await t.request("GET", `/api/catalog/${secretId}`)).status).toBe(404);
    expect((await t.request("GET", "/api/health")).status).toBe(200);
    const stray = `/api/nada-${newId()}`;
    expect((await t.request("GET", stray)).status).toBe(404);
    const text = await scrape();
    expect(text).not.toContain(secretId);
    expect(text).not.toContain(stray);
    const product = { method: "GET", route: "/api/catalog/:id", status_code: "404" };
    expect(sample(text, "http_requests_total", product)).toBe(1);
    expect(sample(text, "http_requests_total", { route: "/api/health", status_code: "200" })).toBe(1);
    expect(sample(text, "http_requests_total", { route: "unmatched", status_code: "404" })).toBeGreaterThan(
      0,
    );
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/api/health" })).toBe(
      1,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
  });

  it("counts a sale and its payment once committed, and nothing for a refused one", async () => {
    const admin = await t.account("admin");
    const productId = await addProduct(t.ctx.database.db, { quantity: 2, salePrice: 50_000 });
    const before = await scrape();
    const refused = await saleViaApi(t, admin, [{ productId, quantity: 5 }], {
      firstPayment: { amount: 10_000, date: "2025-06-10", type: "partial", method: "efectivo" },
    });
    expect(refused.status).toBe(400);
    const afterRefused = await scrape();
    expect(sample(afterRefused, "store_sales_registered_total", { source: "register" })).toBe(
      sample(before, "store_sales_registered_total", { source: "register" }),
    );
    expect(sample(afterRefused, "store_payments_registered_total")).toBe(
      sample(before, "store_payments_registered_total"),
    );
    const sold = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      firstPayment: { amount: 10_000, date: "2025-06-10", type: "partial", method: "efectivo" },
    });
    expect(sold.status).toBe(200);
    const after = await scrape();
    expect(sample(after, "store_sales_registered_total", { source: "register" })).toBe(
      sample(before, "store_sales_registered_total", { source: "register" }) + 1,
    );
    expect(sample(after, "store_payments_registered_total")).toBe(
      sample(before, "store_payments_registered_total") + 1,
    );
  });

  it("counts card checkouts approved and refused", async () => {
    const city = await addCity(t.ctx.database.db);
    const productId = await addProduct(t.ctx.database.db, { quantity: 5, salePrice: 100_000 });
    const before = await scrape();
    const paid = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 1 }]),
    });
    expect((await payOnSandbox(t, paid.json.redirectUrl)).status).toBe(200);
    const declined = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 1 }]),
    });
    await payOnSandbox(t, declined.json.redirectUrl, DECLINED_CARD);
    const after = await scrape();
    for (const outcome of ["approved", "refused"])
      expect(sample(after, "store_card_checkouts_total", { outcome })).toBe(
        sample(before, "store_card_checkouts_total", { outcome }) + 1,
      );
    expect(sample(after, "store_sales_registered_total", { source: "card" })).toBe(
      sample(before, "store_sales_registered_total", { source: "card" }) + 1,
    );
  });

  it("runs after-commit work only once the transaction commits", async () => {
    const db = t.ctx.database.db;
    const calls: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => calls.push("committed"));
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(["committed"]);
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => calls.push("rolled back"));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    // A throwing action never turns the committed change into an error.
    await db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error("counting failed");
      });
    });
    afterCommit(db, () => calls.push("no transaction: now"));
    expect(calls).toEqual(["committed", "no transaction: now"]);
  });

  it("reads the outbox's depth and its oldest waiting email at scrape time", async () => {
    const db = t.ctx.database.db;
    await db.delete(outboxEmails);
    let text = await scrape();
    expect(sample(text, "mail_outbox_waiting")).toBe(0);
    expect(sample(text, "mail_outbox_oldest_waiting_seconds")).toBe(0);
    const email = {
      template: "prueba",
      toAddress: "ana@correo.hn",
      subject: "Prueba",
      html: "<p>Hola</p>",
      textBody: "Hola",
    };
    const row = () => ({ ...email, idempotencyKey: newId(), messageId: `<${newId()}@localhost>` });
    await db
      .insert(outboxEmails)
      .values([
        { ...row(), createdAt: new Date(Date.now() - 600_000) },
        row(),
        { ...row(), status: "sent", createdAt: new Date(0) },
      ]);
    text = await scrape();
    expect(sample(text, "mail_outbox_waiting")).toBe(2);
    expect(sample(text, "mail_outbox_oldest_waiting_seconds")).toBeGreaterThanOrEqual(600);
    expect(sample(text, "mail_outbox_oldest_waiting_seconds")).toBeLessThan(700);
  });

  it("shows the connection pool on PostgreSQL only", async () => {
    const text = await scrape();
    if (kind === "postgres") {
      expect(sample(text, "db_pool_connections", { state: "max" })).toBe(10);
      expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
      expect(sample(text, "db_pool_waiting_queries")).toBe(0);
    } else {
      expect(sample(text, "db_pool_connections", { state: "total" })).toBeNaN();
      expect(sample(text, "db_pool_waiting_queries")).toBe(0);
    }
  });

  it("counts open live streams", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/live`, { signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read();
    expect(sample(await scrape(), "live_streams_open")).toBe(1);
    abort.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(async () => sample(await scrape(), "live_streams_open")).toBe(0);
  });

  it("counts background job runs and failures by job", async () => {
    const before = await scrape();
    await runJob("mail_purge", async () => 1);
    await expect(
      runJob("mail_purge", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    const after = await scrape();
    expect(sample(after, "store_job_runs_total", { task: "mail_purge" })).toBe(
      sample(before, "store_job_runs_total", { task: "mail_purge" }) + 2,
    );
    expect(sample(after, "store_job_failures_total", { task: "mail_purge" })).toBe(
      sample(before, "store_job_failures_total", { task: "mail_purge" }) + 1,
    );
    expect(sample(after, "store_job_failures_total", { task: "card_order_expiry" })).toBe(0);
  });

  it("passes promtool check metrics (Debian's prometheus package)", async () => {
    const text = await scrape();
    // promtool parses the scrape from stdin (a format error fails it) and lints the names. The only
    // findings allowed are prom-client's own three gauges named like counters; one of ours fails.
    const known = [
      "nodejs_active_handles_total",
      "nodejs_active_requests_total",
      "nodejs_active_resources_total",
    ];
    const result = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(result.error).toBeUndefined();
    const findings = `${result.stdout}${result.stderr}`.split("\n").filter(Boolean);
    expect(findings.filter((line) => !known.some((name) => line.startsWith(`${name} `)))).toEqual([]);
  });
});
