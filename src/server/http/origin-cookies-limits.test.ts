import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { loadConfig } from "../config";
import { notifyUser } from "../notifications";

/**
 * Cross-origin state changes refused however the path is spelled, on a real socket (app.inject
 * normalises URLs, a browser or attacker sends them raw); session and order-owner cookie flags;
 * and the abuse limits a production start gets are the values access-abuse.test.ts trips.
 */
describe.each(DB_KINDS)("cross-origin changes and cookie flags on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
    admin = await t.account("admin");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          headers: {
            cookie: admin.cookie,
            ...headers,
            ...(data
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) }
              : {}),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (c) => {
            text += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end(data);
    });

  /** Every way we know to spell a path so that a naive prefix check misses it but a router may still match. */
  const spellings = (path: string): string[] => {
    const rest = path.slice("/api/".length);
    const [first, ...others] = rest.split("/");
    const tail = others.length ? `/${others.join("/")}` : "";
    return [
      path,
      `/%61pi/${rest}`,
      `/%2561pi/${rest}`,
      `/API/${rest}`,
      `/Api/${rest}`,
      `/api//${rest}`,
      `//api/${rest}`,
      `/api/./${rest}`,
      `/x/../api/${rest}`,
      `/api/%2e/${rest}`,
      `/api/${first}%2F${others.join("%2F")}`,
      `/api/${first}%252F${others.join("%252F")}`,
      `/api/${first}.${tail}`,
      `${path}.`,
      `${path}/`,
      `${path}%20`,
      `${path};x=1`,
      `${path}?x=1`,
      `${path}#frag`,
    ];
  };

  it("a foreign, missing, null or look-alike Origin never changes state, whatever the path spelling", async () => {
    const product = await addProduct(t.ctx.database.db, { quantity: 5, salePrice: 50_000 });
    const sale = await saleViaApi(t, admin, [{ productId: product, quantity: 1 }]);
    const saleId = sale.json.id as string;
    const before = (await t.request("GET", `/api/sales/${saleId}`, { as: admin })).json;
    await notifyUser(t.ctx.database.db, admin.id, { title: "Aviso", body: "sin leer", type: "other" });
    const origins: Record<string, string>[] = [
      { origin: "https://malo.example" },
      { origin: "null" },
      { origin: `http://127.0.0.1:${port}.malo.example` },
      { referer: "https://malo.example/pagina" },
      {},
    ];
    const changes: Array<[string, string, unknown]> = [
      ["POST", "/api/notifications/read-all", {}],
      ["PATCH", `/api/sales/${saleId}`, { carrier: "Carga Robada" }],
      ["POST", `/api/sales/${saleId}/payments`, { amount: 100, date: "2025-06-10", type: "partial" }],
      ["POST", "/api/customers", { name: "Cliente Falso" }],
    ];
    const wrong: string[] = [];
    let tried = 0;
    for (const [method, path, body] of changes) {
      for (const spelled of spellings(path)) {
        for (const headers of origins) {
          tried++;
          const res = await send(method, spelled, headers, body);
          if (res.status < 400 || res.status >= 500)
            wrong.push(`${method} ${spelled} ${JSON.stringify(headers)} → ${res.status}`);
          else if (res.status === 403 && JSON.parse(res.text).error.message !== msg.crossOrigin)
            wrong.push(`${method} ${spelled} → 403 ${res.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(300);
    // Nothing changed: still unread, carrier and payments untouched, no customer created.
    expect((await t.request("GET", "/api/notifications", { as: admin })).json.unread).toBe(1);
    const after = (await t.request("GET", `/api/sales/${saleId}`, { as: admin })).json;
    expect(after).toEqual(before);
    const customers = await t.request("GET", "/api/customers?q=Cliente%20Falso", { as: admin });
    expect(JSON.stringify(customers.json)).not.toContain("Cliente Falso");
    // The same change from our own origin works, so the refusals above were the guard's.
    const own = await send("POST", "/api/notifications/read-all", { origin: `http://127.0.0.1:${port}` }, {});
    expect(own.status).toBe(200);
  });

  it("session cookie over plain http (development): HttpOnly, SameSite=Lax, not Secure", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: {
        origin: "http://localhost:3000",
        host: "localhost:3000",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ email: admin.email, password: "clave-segura-1" }),
    });
    const session = [res.headers["set-cookie"]].flat().find((c) => String(c).includes("session_token"));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});

describe("cookie flags behind https, as in production", () => {
  let t: TestApp;
  const BASE = "https://tienda.example";
  beforeAll(async () => {
    t = await startTestApp("pglite", { BASE_URL: BASE });
  });
  afterAll(() => t.close());
  const headers = { origin: BASE, host: "tienda.example", "content-type": "application/json" };

  it("the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax; the order-owner cookie __Secure-, Secure, HttpOnly, SameSite=Lax", async () => {
    // Written before the first request: the storefront caches the shipping list once read.
    const db = t.ctx.database.db;
    await addSettings(db, { whatsappNumber: "9999-0000" });
    const city = await addCity(db);
    const product = await addProduct(db, { salePrice: 100_000 });
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers,
      payload: JSON.stringify({
        name: "Ana Segura",
        email: "ana.segura@prueba.hn",
        password: "clave-segura-1",
        phone: "9999-0000",
        city: "Tegucigalpa",
      }),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const session = [signUp.headers["set-cookie"]].flat().find((c) => String(c).includes("session_token"));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const order = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers,
      payload: JSON.stringify(
        checkoutBody(city, [{ productId: product, quantity: 1 }], { paymentMethod: "transfer" }),
      ),
    });
    expect(order.statusCode, order.body).toBe(200);
    const owner = [order.headers["set-cookie"]]
      .flat()
      .find((c) => String(c).startsWith("__Secure-order_owner="));
    expect(owner).toMatch(/;\s*Secure/i);
    expect(owner).toMatch(/HttpOnly/i);
    expect(owner).toMatch(/SameSite=Lax/i);
    const token = String(owner).split(";")[0]!.split("=")[1]!;
    const result = (orderId: string, cookie: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/orders/${orderId}/result`,
        headers: { host: "tienda.example", cookie },
      });
    expect((await result(order.json().orderId, `__Secure-order_owner=${token}`)).statusCode).toBe(200);
    // A bare cookie (set before the prefix, or planted over plain http) still opens the orders
    // tied to its token, but a new order never takes it: it gets a fresh prefixed token.
    expect((await result(order.json().orderId, `order_owner=${token}`)).statusCode).toBe(200);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { ...headers, cookie: `order_owner=${token}` },
      payload: JSON.stringify(
        checkoutBody(city, [{ productId: product, quantity: 1 }], { paymentMethod: "transfer" }),
      ),
    });
    expect(second.statusCode, second.body).toBe(200);
    const fresh = [second.headers["set-cookie"]]
      .flat()
      .find((c) => String(c).startsWith("__Secure-order_owner="));
    const freshToken = String(fresh).split(";")[0]!.split("=")[1]!;
    expect(freshToken).not.toBe(token);
    expect((await result(second.json().orderId, `order_owner=${token}`)).statusCode).toBe(404);
    expect((await result(second.json().orderId, `__Secure-order_owner=${freshToken}`)).statusCode).toBe(200);
  });
});

describe("abuse limits at their production values", () => {
  it("a production start gets the very limits access-abuse.test.ts trips, with sign-in throttling on", () => {
    const production = loadConfig({
      NODE_ENV: "production",
      BASE_URL: "https://tienda.example",
      BETTER_AUTH_SECRET: "x".repeat(40),
      PAYMENT_GATEWAY: "pixelpay",
      DATABASE_URL: "postgres://tienda@db:5432/tienda",
      MAIL_ENABLED: "false",
    });
    // access-abuse.test.ts trips each limit at these values (checkout per client and per IP, gateway
    // callbacks per IP, live streams per client, sign-in per account and IP and per account).
    const tripped = loadConfig({ NODE_ENV: "test" }).limits;
    expect(production.limits).toEqual(tripped);
    expect(production.authRateLimit).toBe(true);
    expect(production.limits).toEqual({
      checkoutPerClient: 5,
      checkoutPerIp: 20,
      callbackPerIp: 60,
      signInPerAccountIp: 5,
      signInPerAccount: 50,
      signInPerDevice: 5,
      signInPerIp: 30,
      resetPerEmail: 3,
      resetPerIp: 10,
      liveStreamsPerClient: 20,
      // Per account (docs/decisions/0157); tested at these figures in account-limits.test.ts.
      tickets: { perMinute: 3, perDay: 20 },
      ticketReplies: { perMinute: 10, perDay: 200 },
      ticketPhotos: { perMinute: 3, perDay: 30 },
      ticketPhotoQuotaBytes: 100 * 1024 * 1024,
      messages: { perMinute: 20, perDay: 500 },
      paymentLinks: { perMinute: 3, perDay: 20 },
      // Reminder emails per customer are tripped at 3 in collections/reminder-email.test.ts; staff
      // password links and invitations at a lowered figure in team/invitations.test.ts.
      reminderEmailsPerSender: 60,
      reminderEmailsPerCustomer: 3,
      staffLinks: { perMinute: 10, perDay: 300 },
      // Payment and statement links by email, tripped at a lowered figure in payment-links/link-email.test.ts.
      linkEmailsPerSender: 60,
      // A guest's order lookup: refusals per address and per order number, tripped in checkout/order-access.test.ts.
      orderLookups: { perIp: 10, perOrder: 5 },
    });
  });
});
