import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { multipartBody } from "../../../tests/support/multipart";
import { ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { limitMsg } from "../../domain/kernel/messages-limits";
import { loadConfig } from "../config";

/**
 * What one account may create, at the default figures (docs/decisions/0157): support tickets,
 * ticket replies and photos, internal messages and client-made payment links, per minute and per
 * day, with a storage quota for photos; a 429 in Spanish past each.
 */
const DEFAULTS = loadConfig({ NODE_ENV: "test" }).limits;
/** The day figures mean up to 500 requests in one test: slow on a busy machine. */
const LONG = 240_000;

describe("per-account limits at their default figures", () => {
  let t: TestApp;
  let admin: TestUser;
  let productId: string;
  beforeAll(async () => {
    // The test servers raise these limits (testing/raised-limits.ts); here they are the defaults.
    t = await startTestApp("pglite", {
      TICKET_LIMIT_PER_MINUTE: String(DEFAULTS.tickets.perMinute),
      TICKET_LIMIT_PER_DAY: String(DEFAULTS.tickets.perDay),
      TICKET_REPLY_LIMIT_PER_MINUTE: String(DEFAULTS.ticketReplies.perMinute),
      TICKET_REPLY_LIMIT_PER_DAY: String(DEFAULTS.ticketReplies.perDay),
      TICKET_PHOTO_LIMIT_PER_MINUTE: String(DEFAULTS.ticketPhotos.perMinute),
      TICKET_PHOTO_LIMIT_PER_DAY: String(DEFAULTS.ticketPhotos.perDay),
      TICKET_PHOTO_QUOTA_MB: String(DEFAULTS.ticketPhotoQuotaBytes / 1024 / 1024),
      MESSAGE_LIMIT_PER_MINUTE: String(DEFAULTS.messages.perMinute),
      MESSAGE_LIMIT_PER_DAY: String(DEFAULTS.messages.perDay),
      PAYMENT_LINK_LIMIT_PER_MINUTE: String(DEFAULTS.paymentLinks.perMinute),
      PAYMENT_LINK_LIMIT_PER_DAY: String(DEFAULTS.paymentLinks.perDay),
    });
    await addSettings(t.ctx.database.db, { storeName: "Relojería Prueba" });
    admin = await t.account("admin");
    productId = await addProduct(t.ctx.database.db, { quantity: 1_000, salePrice: 50_000 });
  }, 180_000);
  afterAll(() => t.close());

  /** The minute window of limit `name` ends (its counters are forgotten); the day's stays. */
  const aMinuteLater = (name: string) =>
    t.ctx.database.db.execute(sql`delete from request_limit_counters where key like ${`${name}-minute:%`}`);

  /**
   * Calls `make` until it is refused; expects `perMinute` successes per minute until `perDay`, then
   * the refusal in Spanish, with Retry-After.
   */
  async function expectMinuteAndDay(
    name: string,
    figures: { perMinute: number; perDay: number },
    message: string,
    make: () => Promise<{
      status: number;
      json: { error?: { message: string } };
      headers?: Record<string, unknown>;
    }>,
  ) {
    let made = 0;
    while (made < figures.perDay) {
      for (let i = 0; i < figures.perMinute && made < figures.perDay; i++) {
        const res = await make();
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        made += 1;
      }
      if (made < figures.perDay) {
        // Over the minute's figure: refused until the minute ends.
        const refused = await make();
        expect(refused.status).toBe(429);
        expect(refused.json.error?.message).toBe(message);
        expect(Number(refused.headers?.["retry-after"])).toBeGreaterThan(0);
        await aMinuteLater(name);
      }
    }
    await aMinuteLater(name);
    const overDay = await make();
    expect(overDay.status).toBe(429);
    expect(overDay.json.error?.message).toBe(message);
    // The day's window: Retry-After counts in hours, not seconds.
    expect(Number(overDay.headers?.["retry-after"])).toBeGreaterThan(3600);
  }

  const openTicket = (as: TestUser) =>
    t.request("POST", "/api/support/tickets", {
      as,
      body: { subject: "Reloj atrasa", category: "Garantía", message: "Se atrasa 5 minutos al día." },
    });

  it(
    "support tickets: per minute and per day for each client; another client and admins are not held",
    async () => {
      const client = await t.account("client");
      // A refused bad input takes no point.
      for (let i = 0; i < 5; i++) {
        const bad = await t.request("POST", "/api/support/tickets", { as: client, body: { subject: "" } });
        expect(bad.status).toBe(400);
      }
      await expectMinuteAndDay("tickets", DEFAULTS.tickets, limitMsg.tickets, () => openTicket(client));
      expect((await openTicket(await t.account("wholesaler"))).status).toBe(200);
    },
    LONG,
  );

  it(
    "ticket replies: per minute and per day for each client; admins answering are not counted",
    async () => {
      const client = await t.account("client");
      const ticket = (await openTicket(client)).json.id as string;
      const reply = (as: TestUser) =>
        t.request("POST", `/api/support/tickets/${ticket}/messages`, {
          as,
          body: { text: "¿Alguna novedad?" },
        });
      await expectMinuteAndDay("ticket-replies", DEFAULTS.ticketReplies, limitMsg.ticketReplies, () =>
        reply(client),
      );
      for (let i = 0; i <= DEFAULTS.ticketReplies.perMinute; i++)
        expect((await reply(admin)).status).toBe(200);
    },
    LONG,
  );

  const photo = (seed: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 80, b: 20 } } })
      .png()
      .toBuffer();
  const upload = async (as: TestUser, ticketId: string, data: Buffer) => {
    const { payload, contentType } = multipartBody([
      { name: "photo", filename: "foto.png", type: "image/png", data },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/support/tickets/${ticketId}/photos`,
      headers: { origin: ORIGIN, host: "localhost:3000", cookie: as.cookie, "content-type": contentType },
      payload,
    });
    return { status: res.statusCode, json: res.json(), headers: res.headers };
  };

  it(
    "ticket photos: per minute and per day for each client",
    async () => {
      const client = await t.account("client");
      const ticket = (await openTicket(client)).json.id as string;
      let n = 0;
      await expectMinuteAndDay("ticket-photos", DEFAULTS.ticketPhotos, limitMsg.ticketPhotos, async () =>
        upload(client, ticket, await photo(n++)),
      );
    },
    LONG,
  );

  it(
    "payment links a client makes: per minute and per day; staff links are not counted",
    async () => {
      const client = await t.account("client");
      const sale = await saleViaApi(t, admin, [{ productId, quantity: 1, price: 50_000 }], {
        customer: { kind: "user", userId: client.id },
      });
      const saleId = sale.json.id as string;
      const link = (as: TestUser) =>
        t.request("POST", `/api/sales/${saleId}/payment-links`, { as, body: {} });
      await expectMinuteAndDay("customer-payment-links", DEFAULTS.paymentLinks, limitMsg.paymentLinks, () =>
        link(client),
      );
      for (let i = 0; i <= DEFAULTS.paymentLinks.perMinute; i++) expect((await link(admin)).status).toBe(200);
    },
    LONG,
  );

  it(
    "internal messages: per minute and per day for each sender",
    async () => {
      const seller = await t.account("seller");
      const send = () =>
        t.request("POST", "/api/messages", {
          as: seller,
          body: { recipientIds: [admin.id], content: "¿Llegó el Casio?" },
        });
      await expectMinuteAndDay("messages", DEFAULTS.messages, limitMsg.messages, send);
    },
    LONG,
  );
});

describe("ticket photo storage quota", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default quota (100 MB) is too much to upload in a test: the rule is the same at 1 MB.
    t = await startTestApp("pglite", { TICKET_PHOTO_QUOTA_MB: "1" });
  }, 180_000);
  afterAll(() => t.close());

  it("a client's stored photos stop at the account's quota; a refused photo is not stored nor counted", async () => {
    expect(loadConfig({ NODE_ENV: "test" }).limits.ticketPhotoQuotaBytes).toBe(100 * 1024 * 1024);
    const client = await t.account("client");
    const ticket = (
      await t.request("POST", "/api/support/tickets", {
        as: client,
        body: { subject: "Correa rota", category: "Garantía", message: "Se rompió la correa." },
      })
    ).json.id as string;
    // Noise does not compress: about 0.4 MB of WebP each at 600×600.
    const noise = (seed: number) =>
      sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919 + seed * 104729) % 251)), {
        raw: { width: 600, height: 600, channels: 3 },
      })
        .png()
        .toBuffer();
    const upload = async (data: Buffer) => {
      const { payload, contentType } = multipartBody([
        { name: "photo", filename: "foto.png", type: "image/png", data },
      ]);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/support/tickets/${ticket}/photos`,
        headers: {
          origin: ORIGIN,
          host: "localhost:3000",
          cookie: client.cookie,
          "content-type": contentType,
        },
        payload,
      });
      return { status: res.statusCode, json: res.json() };
    };
    const statuses: number[] = [];
    let refusal: { error?: { message: string } } | null = null;
    for (let i = 0; i < 6 && !refusal; i++) {
      const res = await upload(await noise(i));
      statuses.push(res.status);
      if (res.status === 429) refusal = res.json;
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(refusal?.error?.message).toBe(limitMsg.ticketPhotoQuota);
    const stored = await t.request("GET", `/api/support/tickets/${ticket}`, { as: client });
    const photos = (stored.json.messages as Array<{ photoUrl: string | null }>).filter((m) => m.photoUrl);
    expect(photos).toHaveLength(statuses.filter((s) => s === 200).length);
    const [counter] = (
      await t.ctx.database.db.execute(
        sql`select points from request_limit_counters where key like 'ticket-photo-bytes:%'`,
      )
    ).rows as Array<{ points: number }>;
    expect(counter!.points).toBeLessThanOrEqual(1024 * 1024);
    console.info(`photo quota 1 MB: ${photos.length} photos stored, ${counter!.points} bytes counted`);
  });
});
