import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../../src/domain/kernel/messages";
import { limitMsg } from "../../../src/domain/kernel/messages-limits";
import { loadConfig } from "../../../src/server/config";
import { multipartBody } from "../../support/multipart";
import type { TestAnswer } from "../../support/test-app";
import { api, type ChildServer, createDatabase, signIn, startServer } from "./child-server";
import { prepareStore, type Store } from "./workload";

/**
 * Two server instances on one PostgreSQL enforce one count for every request limit, at the
 * default figures (docs/decisions/0155): requests alternate between A and B, and the refusal comes
 * exactly where one instance alone would refuse.
 */
const PORT_A = 3806;
const PORT_B = 3807;
const L = loadConfig({ NODE_ENV: "test" }).limits;
const skip = !process.env.TEST_DATABASE_URL;
if (skip) console.warn("two-instances limits test skipped: it needs PostgreSQL (set TEST_DATABASE_URL)");

/** Every limit at its default (child servers raise them otherwise). */
const DEFAULT_LIMITS: Record<string, string> = {
  AUTH_RATE_LIMIT: "true",
  CHECKOUT_LIMIT_PER_CLIENT: String(L.checkoutPerClient),
  CHECKOUT_LIMIT_PER_IP: String(L.checkoutPerIp),
  CALLBACK_LIMIT_PER_IP: String(L.callbackPerIp),
  TICKET_LIMIT_PER_MINUTE: String(L.tickets.perMinute),
  TICKET_LIMIT_PER_DAY: String(L.tickets.perDay),
  TICKET_REPLY_LIMIT_PER_MINUTE: String(L.ticketReplies.perMinute),
  TICKET_REPLY_LIMIT_PER_DAY: String(L.ticketReplies.perDay),
  TICKET_PHOTO_LIMIT_PER_MINUTE: String(L.ticketPhotos.perMinute),
  TICKET_PHOTO_LIMIT_PER_DAY: String(L.ticketPhotos.perDay),
  TICKET_PHOTO_QUOTA_MB: String(L.ticketPhotoQuotaBytes / 1024 / 1024),
  MESSAGE_LIMIT_PER_MINUTE: String(L.messages.perMinute),
  MESSAGE_LIMIT_PER_DAY: String(L.messages.perDay),
  PAYMENT_LINK_LIMIT_PER_MINUTE: String(L.paymentLinks.perMinute),
  PAYMENT_LINK_LIMIT_PER_DAY: String(L.paymentLinks.perDay),
};

describe.skipIf(skip)("request limits on two instances sharing one PostgreSQL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let a: ChildServer;
  let b: ChildServer;
  let store: Store;
  let databaseUrl: string;
  let client: string;
  let clientId: string;
  beforeAll(async () => {
    const database = await createDatabase();
    if (!database) throw new Error("PostgreSQL at TEST_DATABASE_URL does not answer");
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
    const dataDir = await mkdtemp(path.join(tmpdir(), "faults-limits-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    a = await startServer({ port: PORT_A, dataDir, databaseUrl: database.url, env: DEFAULT_LIMITS });
    cleanups.push(() => a.kill());
    b = await startServer({
      port: PORT_B,
      dataDir,
      databaseUrl: database.url,
      env: { ...DEFAULT_LIMITS, SEED_DEMO: "false" },
    });
    cleanups.push(() => b.kill());
    store = await prepareStore(a, 2, 1_000);
    client = await signIn(b, "cliente@demo.hn");
    clientId = (await api(a, "GET", "/api/me", { cookie: client })).json.user.id;
  }, 120_000);
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean().catch(() => {});
  });

  /** Sends `send(server)` alternately to A and B until refused; answers how many passed and the refusal. */
  async function untilRefused(send: (server: ChildServer, i: number) => Promise<TestAnswer>, max: number) {
    let passed = 0;
    for (let i = 0; i <= max + 2; i++) {
      const res = await send(i % 2 ? b : a, i);
      if (res.status === 429) return { passed, refusal: res.json.error };
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(429);
      passed += 1;
    }
    return { passed, refusal: null };
  }

  it("sign-in: the sixth wrong password for one email from one address, whichever instance answers", async () => {
    const { passed, refusal } = await untilRefused(
      (server) =>
        api(server, "POST", "/api/auth/sign-in/email", {
          body: { email: "luis.martinez@demo.hn", password: "adivinanza" },
        }),
      L.signInPerAccountIp,
    );
    expect(passed).toBe(L.signInPerAccountIp);
    expect(refusal.message).toBe(msg.tooManyAttempts);
  });

  const order = (server: ChildServer, cookie?: string) =>
    api(server, "POST", "/api/checkout", {
      cookie,
      body: {
        items: [{ productId: store.productIds[0], quantity: 1 }],
        contact: { name: "Ana Martínez", email: "ana@correo.hn", phone: "9988-7766" },
        shipping: {
          cityId: store.cityId,
          department: "Francisco Morazán",
          municipality: "Distrito Central",
          address: "Col. Palmira, casa 12",
        },
        paymentMethod: "transfer",
      },
    });

  it("checkout: one count per client, then one count per address", async () => {
    const perClient = await untilRefused((server) => order(server, client), L.checkoutPerClient);
    expect(perClient.passed).toBe(L.checkoutPerClient);
    // The client's orders counted for the address too; guests from it make up the rest.
    const perIp = await untilRefused((server) => order(server), L.checkoutPerIp);
    expect(perIp.passed).toBe(L.checkoutPerIp - L.checkoutPerClient);
    expect(perIp.refusal.message).toBe(msg.tooManyAttempts);
  });

  it("payment callbacks: one count per address per minute", async () => {
    const { passed } = await untilRefused(
      (server, i) => api(server, "POST", "/api/payments/callback/sandbox", { body: { order_id: `n${i}` } }),
      L.callbackPerIp,
    );
    expect(passed).toBe(L.callbackPerIp);
  });

  it("support tickets, replies and photos: one count per account", async () => {
    const open = (server: ChildServer) =>
      api(server, "POST", "/api/support/tickets", {
        cookie: client,
        body: { subject: "Reloj atrasa", category: "Garantía", message: "Se atrasa 5 minutos al día." },
      });
    const tickets = await untilRefused(open, L.tickets.perMinute);
    expect(tickets.passed).toBe(L.tickets.perMinute);
    expect(tickets.refusal.message).toBe(limitMsg.tickets);
    const list = await api(a, "GET", "/api/support/tickets", { cookie: client });
    const ticket = (list.json.items ?? list.json)[0].id as string;
    const replies = await untilRefused(
      (server) =>
        api(server, "POST", `/api/support/tickets/${ticket}/messages`, {
          cookie: client,
          body: { text: "¿Alguna novedad?" },
        }),
      L.ticketReplies.perMinute,
    );
    expect(replies.passed).toBe(L.ticketReplies.perMinute);
    expect(replies.refusal.message).toBe(limitMsg.ticketReplies);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b8860b" } })
      .png()
      .toBuffer();
    const photos = await untilRefused(async (server) => {
      const { payload, contentType } = multipartBody([
        { name: "photo", filename: "foto.png", type: "image/png", data: png },
      ]);
      const res = await fetch(`${server.url}/api/support/tickets/${ticket}/photos`, {
        method: "POST",
        headers: { origin: server.url, cookie: client, "content-type": contentType },
        body: payload,
      });
      return { status: res.status, json: await res.json() };
    }, L.ticketPhotos.perMinute);
    expect(photos.passed).toBe(L.ticketPhotos.perMinute);
    expect(photos.refusal.message).toBe(limitMsg.ticketPhotos);
  });

  it("internal messages: one count per sender", async () => {
    const admin = (await api(a, "GET", "/api/me", { cookie: store.adminCookie })).json.user.id as string;
    const { passed, refusal } = await untilRefused(
      (server) =>
        api(server, "POST", "/api/messages", {
          cookie: store.sellerCookie,
          body: { recipientIds: [admin], content: "¿Llegó el Casio?" },
        }),
      L.messages.perMinute,
    );
    expect(passed).toBe(L.messages.perMinute);
    expect(refusal.message).toBe(limitMsg.messages);
  });

  it("payment links a client makes: one count per account; starting payments: one count per address", async () => {
    const sale = await api(a, "POST", "/api/sales", {
      cookie: store.adminCookie,
      body: {
        customer: { kind: "user", userId: clientId },
        items: [
          { productId: store.productIds[1], quantity: 1, price: store.prices.get(store.productIds[1]!)! },
        ],
        shipping: { mode: "pickup" },
      },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    let token = "";
    const links = await untilRefused(async (server) => {
      const res = await api(server, "POST", `/api/sales/${sale.json.id}/payment-links`, {
        cookie: client,
        body: {},
      });
      if (res.status === 200) token = res.json.token;
      return res;
    }, L.paymentLinks.perMinute);
    expect(links.passed).toBe(L.paymentLinks.perMinute);
    expect(links.refusal.message).toBe(limitMsg.paymentLinks);
    // Earlier checkouts from this address do not count here: starting a link payment has its own name.
    const starts = await untilRefused(
      (server) => api(server, "POST", `/api/payment-links/${token}/pay`, { body: {} }),
      L.checkoutPerIp,
    );
    expect(starts.passed).toBe(L.checkoutPerIp);
  });

  /** Forgets counters of the shared table whose key starts with `prefix` (a window that ended). */
  async function forget(prefix: string) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query("delete from request_limit_counters where key like $1", [`${prefix}%`]);
    } finally {
      await c.end();
    }
  }

  /**
   * The day's figure across both instances: sends alternately to A and B; each time the minute's
   * figure refuses, that minute ends (its counters are forgotten) and sending goes on, until the
   * day's figure refuses. Answers how many passed in the day.
   */
  async function passedInADay(
    name: string,
    send: (server: ChildServer) => Promise<TestAnswer>,
    perDay: number,
  ) {
    await forget(`${name}-`);
    let passed = 0;
    for (let i = 0; i < perDay * 2 + 10; i++) {
      const res = await send(i % 2 ? b : a);
      if (res.status !== 429) {
        expect(res.status, JSON.stringify(res.json)).toBeLessThan(400);
        passed += 1;
        continue;
      }
      await forget(`${name}-minute:`);
      const again = await send(i % 2 ? a : b);
      if (again.status === 429) return passed;
      passed += 1;
    }
    return passed;
  }

  it("per-day figures at their defaults: one count per account across both instances", async () => {
    const open = (server: ChildServer) =>
      api(server, "POST", "/api/support/tickets", {
        cookie: client,
        body: { subject: "Correa floja", category: "Garantía", message: "La correa se suelta." },
      });
    expect(await passedInADay("tickets", open, L.tickets.perDay)).toBe(L.tickets.perDay);
    const list = await api(a, "GET", "/api/support/tickets", { cookie: client });
    const ticket = (list.json.items ?? list.json)[0].id as string;
    const reply = (server: ChildServer) =>
      api(server, "POST", `/api/support/tickets/${ticket}/messages`, {
        cookie: client,
        body: { text: "¿Alguna novedad?" },
      });
    expect(await passedInADay("ticket-replies", reply, L.ticketReplies.perDay)).toBe(L.ticketReplies.perDay);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4682b4" } })
      .png()
      .toBuffer();
    const photo = async (server: ChildServer) => {
      const { payload, contentType } = multipartBody([
        { name: "photo", filename: "foto.png", type: "image/png", data: png },
      ]);
      const res = await fetch(`${server.url}/api/support/tickets/${ticket}/photos`, {
        method: "POST",
        headers: { origin: server.url, cookie: client, "content-type": contentType },
        body: payload,
      });
      return { status: res.status, json: await res.json() };
    };
    expect(await passedInADay("ticket-photos", photo, L.ticketPhotos.perDay)).toBe(L.ticketPhotos.perDay);
    const admin = (await api(a, "GET", "/api/me", { cookie: store.adminCookie })).json.user.id as string;
    const message = (server: ChildServer) =>
      api(server, "POST", "/api/messages", {
        cookie: store.sellerCookie,
        body: { recipientIds: [admin], content: "¿Llegó el Seiko?" },
      });
    expect(await passedInADay("messages", message, L.messages.perDay)).toBe(L.messages.perDay);
    const sale = await api(a, "POST", "/api/sales", {
      cookie: store.adminCookie,
      body: {
        customer: { kind: "user", userId: clientId },
        items: [
          { productId: store.productIds[0], quantity: 1, price: store.prices.get(store.productIds[0]!)! },
        ],
        shipping: { mode: "pickup" },
      },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    const link = (server: ChildServer) =>
      api(server, "POST", `/api/sales/${sale.json.id}/payment-links`, { cookie: client, body: {} });
    expect(await passedInADay("customer-payment-links", link, L.paymentLinks.perDay)).toBe(
      L.paymentLinks.perDay,
    );
  }, 300_000);
});
