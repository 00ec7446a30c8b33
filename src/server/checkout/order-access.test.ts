import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addSettings, transferOrderViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { orderAccessToken } from "../http/order-access";
import { outboxEmails } from "../mail/schema";

const DAY = 86_400_000;
const resultUrl = (id: string, token?: string) =>
  `/api/orders/${id}/result${token === undefined ? "" : `?t=${encodeURIComponent(token)}`}`;

describe.each(DB_KINDS)("a guest's way into an order without an account on %s (decision 0242)", (kind) => {
  let t: TestApp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind, { ORDER_LOOKUP_LIMIT_PER_IP: "1000", ORDER_LOOKUP_LIMIT_PER_ORDER: "1000" });
    city = await addCity(db());
    await addSettings(db());
  });
  afterAll(() => t.close());

  /** The signed link of the order's confirmation email, as the outbox holds it. */
  async function emailedToken(orderId: string): Promise<string> {
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.idempotencyKey, `order-confirmation:${orderId}:ana@correo.hn`));
    const link = /http:\/\/localhost:3000\/payment\/success\?\S+/.exec(mail?.textBody ?? "")?.[0];
    expect(link, "the email carries the order's link").toBeTruthy();
    const url = new URL(link!);
    expect(url.searchParams.get("orderId")).toBe(orderId);
    return url.searchParams.get("t")!;
  }

  it("the email's link opens the order with no cookie, before and after staff convert it, with payments and balance", async () => {
    const order = await transferOrderViaApi(t, city);
    const token = await emailedToken(order.id);
    // No cookie, no account: the link alone.
    expect((await t.request("GET", resultUrl(order.id))).status).toBe(404);
    const waiting = await t.request("GET", resultUrl(order.id, token));
    expect(waiting.status).toBe(200);
    expect(waiting.json).toMatchObject({ state: "awaiting_transfer", saleStatus: null, balance: 108_000 });

    const admin = await t.account("admin");
    expect((await t.request("POST", `/api/web-purchases/${order.id}/convert`, { as: admin })).status).toBe(
      200,
    );
    // The buying browser's cookie no longer names the converted order; the link still opens it.
    const converted = await t.request("GET", resultUrl(order.id, token));
    expect(converted.status).toBe(200);
    expect(converted.json).toMatchObject({
      state: "confirmed",
      saleStatus: "Pendiente",
      payments: [],
      balance: 108_000,
      canPayByCard: true,
    });

    const sale = await t.request("GET", `/api/sales/${order.id}`, { as: admin });
    const paid = await t.request("POST", `/api/sales/${order.id}/payments`, {
      as: admin,
      body: {
        amount: 40_000,
        date: new Date().toISOString().slice(0, 10),
        type: "partial",
        method: "transferencia",
        version: sale.json.version,
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const after = await t.request("GET", resultUrl(order.id, token));
    expect(after.json).toMatchObject({ saleStatus: "Abonado", balance: 68_000, canPayByCard: true });
    expect(after.json.payments).toMatchObject([{ amount: 40_000, type: "partial", method: "transferencia" }]);

    // Pay by card: the link makes a card link for the balance; nothing without it.
    const link = await t.request(
      "POST",
      `/api/orders/${order.id}/payment-link?t=${encodeURIComponent(token)}`,
    );
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect(link.json).toMatchObject({ amount: 68_000 });
    expect(link.json.url).toMatch(/\/pagar\//);
    const refused = await t.request("POST", `/api/orders/${order.id}/payment-link`);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(msg.orderNotVisible);
  });

  it("a tampered token, another order's token or an expired one opens nothing", async () => {
    const order = await transferOrderViaApi(t, city);
    const other = await transferOrderViaApi(t, city);
    const token = orderAccessToken(order.id, new Date());
    expect((await t.request("GET", resultUrl(order.id, token))).status).toBe(200);

    const [body, signature] = token.split(".") as [string, string];
    const flipped = `${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const forged = `${Buffer.from(`orden|${order.id}|${Date.now() + 365 * DAY}`).toString("base64url")}.${signature}`;
    for (const bad of [flipped, forged, `${token}x`, "nada", "", orderAccessToken(other.id, new Date())]) {
      const res = await t.request("GET", resultUrl(order.id, bad));
      expect(res.status, bad).toBe(404);
      expect(res.json.error.message).toBe(msg.orderNotVisible);
      expect(JSON.stringify(res.json)).not.toContain("Ana");
    }

    // Made 91 days ago: expired, and the page says so (it is this order's own token).
    const old = orderAccessToken(order.id, new Date(Date.now() - 91 * DAY));
    const expired = await t.request("GET", resultUrl(order.id, old));
    expect(expired.status).toBe(404);
    expect(expired.json.error.message).toBe(msg.orderLinkExpired);
    // Made 89 days ago: still open.
    expect(
      (
        await t.request(
          "GET",
          resultUrl(order.id, orderAccessToken(order.id, new Date(Date.now() - 89 * DAY))),
        )
      ).status,
    ).toBe(200);
  });

  it("the lookup by number and email or phone hands out the order's link; a wrong pair answers as a missing order", async () => {
    const order = await transferOrderViaApi(t, city);
    const byEmail = await t.request("POST", "/api/orders/lookup", {
      body: { orderNumber: order.number, contact: "ANA@correo.hn" },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.orderId).toBe(order.id);
    expect((await t.request("GET", resultUrl(order.id, byEmail.json.token))).json.orderNumber).toBe(
      order.number,
    );
    const byPhone = await t.request("POST", "/api/orders/lookup", {
      body: { orderNumber: `#${order.number.toLowerCase()}`, contact: "+504 9988 7766" },
    });
    expect(byPhone.json.orderId).toBe(order.id);

    const wrongEmail = await t.request("POST", "/api/orders/lookup", {
      body: { orderNumber: order.number, contact: "otra@correo.hn" },
    });
    const wrongPhone = await t.request("POST", "/api/orders/lookup", {
      body: { orderNumber: order.number, contact: "3333-4444" },
    });
    const missing = await t.request("POST", "/api/orders/lookup", {
      body: { orderNumber: "ZZZZZ9", contact: "ana@correo.hn" },
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.json).toEqual({ error: { ...wrongEmail.json.error, message: msg.lookupNotFound } });
    for (const other of [wrongPhone, missing]) {
      expect(other.status).toBe(wrongEmail.status);
      expect({ ...other.json, error: { ...other.json.error, requestId: null } }).toEqual({
        ...wrongEmail.json,
        error: { ...wrongEmail.json.error, requestId: null },
      });
    }
  });

  it("bad input is a Spanish 400, never a 500", async () => {
    for (const [body, message] of [
      [{ orderNumber: "hola", contact: "ana@correo.hn" }, msg.lookupNumberInvalid],
      [{ orderNumber: "AB12CD", contact: "" }, msg.lookupContactInvalid],
      [{ orderNumber: "AB12CD" }, msg.lookupContactInvalid],
      [{ orderNumber: 7, contact: "ana@correo.hn" }, msg.lookupNumberInvalid],
    ] as const) {
      const res = await t.request("POST", "/api/orders/lookup", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    expect((await t.request("GET", resultUrl("x".repeat(10), "y".repeat(2000)))).status).toBe(400);
  });
});

describe.each(DB_KINDS)("refused lookups are counted on %s", (kind) => {
  let t: TestApp;
  let city: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { ORDER_LOOKUP_LIMIT_PER_IP: "4", ORDER_LOOKUP_LIMIT_PER_ORDER: "2" });
    city = await addCity(t.ctx.database.db);
    await addSettings(t.ctx.database.db);
  });
  afterAll(() => t.close());

  const lookup = (orderNumber: string, contact: string) =>
    t.request("POST", "/api/orders/lookup", { body: { orderNumber, contact } });

  it("per order number, then per address; a found order takes nothing", async () => {
    const order = await transferOrderViaApi(t, city);
    const spare = await transferOrderViaApi(t, city);
    // Finding an order gives its points back: any number of times.
    for (let i = 0; i < 5; i++) expect((await lookup(order.number, "ana@correo.hn")).status).toBe(200);
    expect((await lookup(order.number, "otra@correo.hn")).status).toBe(404);
    expect((await lookup(order.number, "otra@correo.hn")).status).toBe(404);
    // Two refusals on this number: now even the right pair waits.
    const locked = await lookup(order.number, "ana@correo.hn");
    expect(locked.status).toBe(429);
    expect(locked.json.error.message).toBe(
      "Demasiados intentos de búsqueda. Espere unos minutos e intente de nuevo.",
    );
    expect(locked.headers["retry-after"]).toBeTruthy();
    // Another number still works from this address…
    expect((await lookup(spare.number, "ana@correo.hn")).status).toBe(200);
    // …until the address has had its refusals (2 counted, the locked one given back; 2 more).
    expect((await lookup("ZZZZZ1", "ana@correo.hn")).status).toBe(404);
    expect((await lookup("ZZZZZ2", "ana@correo.hn")).status).toBe(404);
    expect((await lookup(spare.number, "ana@correo.hn")).status).toBe(429);
  });
});
