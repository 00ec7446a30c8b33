import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { listenOnPort, openStream } from "../../../tests/support/sse";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { sessions } from "../auth/schema";
import { loadConfig } from "../config";
import { paymentGatewayEvents } from "../gateways/schema";

/** Access and abuse: CSRF spelling, password resets, unbounded bodies, rate limits, texts. */
const DEFAULTS = loadConfig({ NODE_ENV: "test" }).limits;
const SPANISH = /[a-záéíóúñ]/i;

/** A JSON body nested `depth` levels deep: {"a":{"a":…}}. */
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe.each(DB_KINDS)("access and abuse on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  const raw = (method: "POST" | "PATCH" | "GET", url: string, payload?: string, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/json", ...headers },
      payload,
    });

  describe("same-origin guard", () => {
    it("refuses a foreign Origin whatever the path spelling (%61pi, double slash, case)", async () => {
      const p = await addProduct(db(), { quantity: 5, salePrice: 50_000 });
      const sale = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
      const foreign = { origin: "https://malo.example", cookie: admin.cookie };
      for (const url of ["/%61pi/notifications/read-all", "/api/notifications/read-all"]) {
        const res = await raw("POST", url, "{}", foreign);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe(msg.crossOrigin);
      }
      const patch = await raw(
        "PATCH",
        `/%61pi/sales/${sale.json.id}`,
        JSON.stringify({ carrier: "Carga Robada" }),
        foreign,
      );
      expect(patch.statusCode).toBe(403);
      const after = await t.request("GET", `/api/sales/${sale.json.id}`, { as: admin });
      expect(after.json.carrier).not.toBe("Carga Robada");
      // The same request from our own origin still works.
      const own = await raw("POST", "/%61pi/notifications/read-all", "{}", { cookie: admin.cookie });
      expect(own.statusCode).toBe(200);
    });
  });

  describe("resetUserPassword", () => {
    it("only a superadmin resets an admin's or superadmin's password, nobody resets their own, and the target's sessions end", async () => {
      const other = await t.account("admin");
      const boss = await t.account("superadmin");
      const reset = (as: TestUser, uid: string) =>
        t.request("POST", "/api/team/reset-password", { as, body: { uid, newPassword: "nueva-clave-9" } });

      const own = await reset(admin, admin.id);
      expect(own.status).toBe(403);
      expect(own.json.error.message).toBe(msg.resetOwnPasswordRefused);
      const peer = await reset(admin, other.id);
      expect(peer.status).toBe(403);
      expect(peer.json.error.message).toBe(msg.onlySuperadminResetsAdmins);
      const bossSelf = await reset(boss, boss.id);
      expect(bossSelf.status).toBe(403);
      expect(bossSelf.json.error.message).toBe(msg.resetOwnPasswordRefused);
      // Nothing changed: the old passwords still work and the sessions are alive.
      await expect(t.signIn(admin.email, "clave-segura-1")).resolves.toContain("=");
      expect((await t.request("GET", "/api/me", { as: other })).json.user.id).toBe(other.id);

      const second = await t.signIn(other.email, "clave-segura-1");
      const ok = await reset(boss, other.id);
      expect(ok.status).toBe(200);
      // Every session of the target ended (both browsers); the superadmin's did not.
      expect((await t.request("GET", "/api/me", { as: other })).json.user).toBeNull();
      expect((await t.request("GET", "/api/me", { as: second })).json.user).toBeNull();
      expect(await db().select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
      expect((await t.request("GET", "/api/me", { as: boss })).json.user.id).toBe(boss.id);
      await expect(t.signIn(other.email, "nueva-clave-9")).resolves.toContain("=");
    });
  });

  describe("malformed bodies", () => {
    it("a body nested thousands of levels deep is a 4xx in Spanish on every JSON endpoint", async () => {
      for (const url of [
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/auth/change-password",
        "/api/auth/update-user",
        "/api/payments/callback/sandbox",
        "/api/notifications/read-all",
      ]) {
        // Within the size limit: refused for its depth, before parsing.
        const res = await raw("POST", url, deep(2_000), { cookie: admin.cookie });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message, url).toBe(msg.bodyTooDeep);
        // 6,000 levels, as the security review sent: refused for its depth or its size, never a 500.
        const huge = await raw("POST", url, deep(6_000), { cookie: admin.cookie });
        expect([400, 413], url).toContain(huge.statusCode);
        expect(huge.json().error.message, url).toMatch(SPANISH);
      }
    });

    it("a lone surrogate is a 400 in Spanish, not a database error", async () => {
      for (const url of ["/api/payments/callback/sandbox", "/api/checkout/quote"]) {
        const res = await raw("POST", url, '{"x":"\\ud800","items":[]}');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(msg.textInvalid);
      }
    });

    it("a body above the endpoint's size limit is a 413 in Spanish", async () => {
      const big = JSON.stringify({ order_id: "x", pad: "a".repeat(200_000) });
      for (const url of ["/api/payments/callback/sandbox", "/api/auth/sign-in/email"]) {
        const res = await raw("POST", url, big);
        expect(res.statusCode, url).toBe(413);
        expect(res.json().error).toEqual({ code: "payload_too_large", message: msg.bodyTooLarge });
      }
    });
  });

  describe("unverified payment callbacks", () => {
    it("are kept as a bounded digest, not whole", async () => {
      const fields = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, "x".repeat(100)]));
      const res = await raw(
        "POST",
        "/api/payments/callback/sandbox",
        JSON.stringify({ order_id: "o1", ...fields }),
      );
      expect(res.statusCode).toBe(400);
      const [row] = await db()
        .select()
        .from(paymentGatewayEvents)
        .where(eq(paymentGatewayEvents.orderId, "o1"));
      expect(row).toMatchObject({ verified: false, outcome: "rejected" });
      expect(JSON.stringify(row?.payload).length).toBeLessThanOrEqual(2_048);
    });
  });

  describe("Spanish texts in the store's error format", () => {
    it("better-auth's refusals", async () => {
      const u = await t.account("client");
      const wrong = await t.request("POST", "/api/auth/sign-in/email", {
        body: { email: u.email, password: "incorrecta" },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error).toMatchObject({ message: msg.loginFailure });
      const short = await t.request("POST", "/api/auth/sign-up/email", {
        body: { email: "corto@prueba.hn", password: "1", name: "Ana Pérez" },
      });
      expect(short.status).toBe(400);
      expect(short.json.error.message).toMatch(SPANISH);
      expect(short.json.error.message).not.toMatch(/password/i);
      const page = await t.request("GET", "/api/auth/error?error=state_mismatch");
      expect(page.json.error.message).toMatch(SPANISH);
      expect(String(page.headers["content-type"])).toContain("application/json");
      const admin404 = await t.request("POST", "/api/auth/admin/list-users", { body: {} });
      expect(admin404.json.error).toEqual({ code: "not_found", message: msg.notFound });
    });

    it("Fastify's and the media route's refusals", async () => {
      const bad = await t.app.inject({ method: "GET", url: "/api/%zz" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toEqual({ code: "invalid_input", message: msg.badUrl });
      const media = await t.app.inject({ method: "GET", url: "/media/nada.webp" });
      expect(media.statusCode).toBe(404);
      expect(media.json().error).toEqual({ code: "not_found", message: msg.notFound });
    });

    it("oversized headers answer 431 in Spanish on a real socket", async () => {
      const port = await listenOnPort(t.app);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(
          { port, path: "/api/me", headers: { "x-relleno": "a".repeat(20_000) } },
          (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (c: string) => {
              body += c;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
      });
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body).error.message).toBe(msg.headersTooLarge);
    });
  });
});

describe.each(DB_KINDS)("rate limits at their default values on %s", (kind) => {
  let t: TestApp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      CHECKOUT_LIMIT_PER_CLIENT: String(DEFAULTS.checkoutPerClient),
      CHECKOUT_LIMIT_PER_IP: String(DEFAULTS.checkoutPerIp),
      CALLBACK_LIMIT_PER_IP: String(DEFAULTS.callbackPerIp),
      LIVE_STREAMS_PER_CLIENT: String(DEFAULTS.liveStreamsPerClient),
    });
    city = await addCity(db());
    await addSettings(db(), { whatsappNumber: "9999-0000" });
  });
  afterAll(() => t.close());

  const order = (productId: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/checkout",
      remoteAddress: ip,
      headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/json", ...headers },
      payload: JSON.stringify(
        checkoutBody(city, [{ productId, quantity: 1 }], { paymentMethod: "transfer" }),
      ),
    });

  it("checkout: one client places at most the per-client limit of orders, one IP the per-IP limit", async () => {
    const p = await addProduct(db(), { quantity: 1_000, salePrice: 10_000 });
    const client = await t.account("client");
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULTS.checkoutPerClient; i++) {
      statuses.push((await order(p, "10.0.0.1", { cookie: client.cookie })).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    // The same account from another address is still the same client.
    const refused = await order(p, "10.0.0.9", { cookie: client.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: "too_many_requests", message: msg.tooManyAttempts });
    // Buyers without cookies behind one address share the per-IP limit.
    let placed = 0;
    let status = 200;
    while (status === 200 && placed < DEFAULTS.checkoutPerIp + 5) {
      status = (await order(p, "10.0.0.2")).statusCode;
      if (status === 200) placed += 1;
    }
    expect(status).toBe(429);
    expect(placed).toBe(DEFAULTS.checkoutPerIp);
    expect((await order(p, "10.0.0.3")).statusCode).toBe(200);
  });

  it("payment callback: one IP gets at most the per-IP limit per minute", async () => {
    let n = 0;
    let status = 400;
    while (status === 400 && n < DEFAULTS.callbackPerIp + 5) {
      status = (
        await t.app.inject({
          method: "POST",
          url: "/api/payments/callback/sandbox",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ order_id: `n${n}` }),
        })
      ).statusCode;
      if (status === 400) n += 1;
    }
    expect(status).toBe(429);
    expect(n).toBe(DEFAULTS.callbackPerIp);
  });

  it("live streams: one client holds at most the per-client limit open at once", async () => {
    const port = await listenOnPort(t.app);
    const u = await t.account("client");
    const streams = Array.from({ length: DEFAULTS.liveStreamsPerClient }, () => openStream(port, u.cookie));
    await Promise.all(streams.map((x) => x.ready));
    /** Opens a stream and closes it at once, answering its status. */
    const statusOf = async (cookie: string) => {
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/live`, {
        headers: { cookie },
        signal: abort.signal,
      });
      const body = res.status === 200 ? null : await res.json();
      abort.abort();
      return { status: res.status, body };
    };
    const extra = await statusOf(u.cookie);
    expect(extra.status).toBe(429);
    expect(extra.body.error).toEqual({ code: "too_many_requests", message: msg.tooManyStreams });
    // Another user is not affected; closing a stream frees its place.
    expect((await statusOf((await t.account("client")).cookie)).status).toBe(200);
    streams[0]!.close();
    let status = 429;
    for (let i = 0; i < 50 && status === 429; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await statusOf(u.cookie)).status;
    }
    expect(status).toBe(200);
    for (const x of streams) x.close();
  });
});

describe("sign-in throttled per account at the default values (docs/decisions/0216)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      AUTH_RATE_LIMIT: "true",
      SIGN_IN_LIMIT_PER_ACCOUNT_IP: String(DEFAULTS.signInPerAccountIp),
      SIGN_IN_LIMIT_PER_ACCOUNT: String(DEFAULTS.signInPerAccount),
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: ip,
      headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email, password }),
    });

  it("guesses from one address are limited per account; the owner elsewhere still signs in", async () => {
    const victim = await t.account("admin");
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULTS.signInPerAccountIp; i++) {
      statuses.push((await attempt(victim.email.toUpperCase(), "adivinanza", "10.1.0.1")).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password from the attacker's address waits; from the owner's address it works.
    expect((await attempt(victim.email, "clave-segura-1", "10.1.0.1")).statusCode).toBe(429);
    expect((await attempt(victim.email, "clave-segura-1", "10.1.0.2")).statusCode).toBe(200);
  });

  it("guesses spread over many addresses stop at the per-account ceiling", async () => {
    const victim = await t.account("client");
    let n = 0;
    let status = 401;
    while (status === 401 && n < DEFAULTS.signInPerAccount + 5) {
      // Each address stays under better-auth's per-IP limit and under the pair limit.
      status = (await attempt(victim.email, "adivinanza", `10.2.${Math.floor(n / 4)}.${n % 4}`)).statusCode;
      if (status === 401) n += 1;
    }
    expect(status).toBe(429);
    // Only failures count: t.account's successful sign-in took nothing (docs/decisions/0216).
    expect(n).toBe(DEFAULTS.signInPerAccount);
  });
});
