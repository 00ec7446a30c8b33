import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate, shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { layawayDeadline } from "../../domain/sales/layaway";
import { layawayMsg as m } from "../../domain/sales/messages-layaway";
import { outboxEmails } from "../mail/schema";
import { userNotifications } from "../notifications/schema";
import { products } from "../products/schema";
import { sweepLayaways } from "./layaway-expiry";
import { sales } from "./schema";

const DAY = 86_400_000;
const config = { baseUrl: "http://localhost:3000" };

/** The apartado end to end (docs/decisions/0250): deposit, hold, abonos, reminder and expiry. */
describe.each(DB_KINDS)("apartados on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());
  const deadline = layawayDeadline(today, 60);
  /** An instant on a shop day, at noon there. */
  const noonOf = (day: string) => new Date(shopDayStart(day).getTime() + DAY / 2);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), {
      legalName: "Relojería Tiempo S. de R.L.",
      rtn: "08019015123456",
      address: "Col. Palmira, Tegucigalpa",
    });
    admin = await t.account("admin");
    client = await t.account("client");
  });
  afterAll(() => t.close());

  const sale = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const stock = async (id: string) => {
    const [p] = await db().select().from(products).where(eq(products.id, id));
    return { quantity: p!.quantity, inProgress: p!.inProgressStock, sold: p!.totalSold };
  };
  const salesCount = async () => Number((await db().select({ n: count() }).from(sales))[0]!.n);

  /** A L. 1,000.00 watch put on apartado with `deposit` centavos, for the client's account. */
  async function apartado(deposit: number | null, extra: Record<string, unknown> = {}) {
    const watch = await addProduct(db(), { name: "Seiko 5", salePrice: 100_000, quantity: 3 });
    const res = await saleViaApi(t, admin, [{ productId: watch, quantity: 1 }], {
      customer: { kind: "user", userId: client.id },
      layaway: true,
      firstPayment:
        deposit === null ? null : { amount: deposit, type: "full", date: today, method: "efectivo" },
      ...extra,
    });
    return { res, watch, id: res.json?.id as string };
  }

  it("refuses a deposit below the minimum, or none, with nothing written", async () => {
    const before = await salesCount();
    const { res, watch } = await apartado(19_999);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      m.depositBelowMinimum(formatMoney(19_999), formatMoney(20_000), 20, formatMoney(100_000)),
    );
    expect(await stock(watch)).toEqual({ quantity: 3, inProgress: 0, sold: 0 });
    const none = await apartado(null);
    expect(none.res.status).toBe(400);
    expect(none.res.json.error.message).toBe(m.depositRequired);
    expect(await salesCount()).toBe(before);
  });

  it("holds the watch, refuses delivery while owed, and is completed by its abonos", async () => {
    const { res, watch, id } = await apartado(20_000);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // The confirmation tells the deadline and the expiry policy.
    expect(res.json.message).toContain(m.layawayLine(formatShopDate(deadline)));
    expect(res.json.message).toContain(m.policySaldo(formatShopDate(deadline)));
    const doc = await sale(id);
    // A deposit sent as "full" stays a deposit: the sale is open, its watch held.
    expect(doc).toMatchObject({
      status: "Abonado",
      layawayUntil: deadline,
      amountPaid: 20_000,
      balance: 80_000,
    });
    expect(await stock(watch)).toEqual({ quantity: 2, inProgress: 1, sold: 0 });
    const created = doc.history.find((h: { event: string }) => h.event === "Venta Creada");
    expect(created.details).toContain(m.layawayLine(formatShopDate(deadline)));
    expect(created.details).toContain(m.policySaldo(formatShopDate(deadline)));

    const owed = m.deliveryRefusedWhileOwed(formatMoney(80_000));
    for (const body of [{ isDelivered: true }, { status: "Enviado" }, { status: "Completado" }]) {
      const refused = await t.request("PATCH", `/api/sales/${id}`, { as: admin, body });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(owed);
    }

    // The row and the client's Mis Compras show it.
    const row = (
      await t.request("GET", "/api/sales?layaway=yes&pageSize=200", { as: admin })
    ).json.items.find((r: { id: string }) => r.id === id);
    expect(row.layawayUntil).toBe(deadline);
    const mine = await t.request("GET", `/api/sales/${id}`, { as: client });
    expect(mine.json.layawayUntil).toBe(deadline);

    for (const amount of [30_000, 50_000]) {
      const paid = await t.request("POST", `/api/sales/${id}/payments`, {
        as: admin,
        body: { amount, date: today, type: "partial", method: "efectivo" },
      });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    }
    const done = await sale(id);
    expect(done).toMatchObject({ status: "Completado", balance: 0, layawayUntil: deadline });
    const delivered = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { isDelivered: true },
    });
    expect(delivered.status).toBe(200);
    // Paid off: the sweep leaves it alone even past its deadline.
    const later = await sweepLayaways(db(), config, noonOf(layawayDeadline(deadline, 5)));
    expect((await sale(id)).status).toBe("Completado");
    expect(later.skipped.map((s) => s.id)).not.toContain(id);
  });

  it("reminds the customer once within the last days, then expires it: stock back, history, notices", async () => {
    const { id, watch } = await apartado(25_000);
    const emails = async () =>
      db()
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.template, "layaway-reminder"), eq(outboxEmails.toAddress, client.email)));
    const before = (await emails()).length;

    // Too early: nothing.
    await sweepLayaways(db(), config, noonOf(layawayDeadline(deadline, -4)));
    expect((await emails()).length).toBe(before);

    const soon = noonOf(layawayDeadline(deadline, -2));
    const first = await sweepLayaways(db(), config, soon);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await emails()).length).toBe(before + 1);
    const again = await sweepLayaways(db(), config, new Date(soon.getTime() + 3_600_000));
    expect(again.reminded).toBe(0);
    expect((await emails()).length).toBe(before + 1);
    const [row] = await db().select().from(sales).where(eq(sales.id, id));
    expect(row!.layawayRemindedAt).not.toBeNull();
    const reminders = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, client.id), eq(userNotifications.title, m.reminderTitle)));
    expect(reminders.length).toBeGreaterThanOrEqual(1);

    // On the deadline it is still held; the day after it expires.
    await sweepLayaways(db(), config, noonOf(deadline));
    expect((await sale(id)).status).toBe("Abonado");
    const swept = await sweepLayaways(db(), config, noonOf(layawayDeadline(deadline, 1)));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const doc = await sale(id);
    expect(doc).toMatchObject({
      status: "Cancelado",
      cancellationReason: m.expiredReason,
      keptOnCancel: 25_000,
      balance: 0,
      layawayUntil: deadline,
    });
    expect(await stock(watch)).toEqual({ quantity: 3, inProgress: 0, sold: 0 });
    const entry = doc.history.find((h: { details: string }) => h.details.includes(m.expiredReason));
    expect(entry.user).toBe("Sistema");
    expect(entry.details).toContain(m.historySaldo(formatShopDate(deadline), formatMoney(25_000)));
    const adminNotes = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, admin.id), eq(userNotifications.title, m.expiredTitle)));
    expect(adminNotes.some((n) => n.body.includes(doc.orderNumber))).toBe(true);
    const clientNotes = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, client.id), eq(userNotifications.title, m.expiredTitle)));
    expect(clientNotes.some((n) => n.body === m.expiredCustomerBody(doc.orderNumber))).toBe(true);
    // The money stays on the sale for an admin to refund or move (0251, 0161).
    const credit = await t.request("GET", `/api/sales/${id}/credit/targets`, { as: admin });
    expect(credit.status).toBe(200);

    // A second sweep (another instance) does nothing more.
    const twice = await sweepLayaways(db(), config, noonOf(layawayDeadline(deadline, 1)));
    expect(twice.expired).toBe(0);
  });

  it("with policy cargo states the fee the shop keeps", async () => {
    const set = await t.request("PATCH", "/api/settings", {
      as: admin,
      body: { layawayExpiryPolicy: "cargo", layawayFeePercent: 10, layawayTermDays: 30 },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const bad = await t.request("PATCH", "/api/settings", { as: admin, body: { layawayFeePercent: 60 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain(m.feePercentInvalid);
    try {
      const { id } = await apartado(30_001);
      const until = layawayDeadline(today, 30);
      expect((await sale(id)).layawayUntil).toBe(until);
      await sweepLayaways(db(), config, noonOf(layawayDeadline(until, 1)));
      const doc = await sale(id);
      expect(doc.status).toBe("Cancelado");
      const entry = doc.history.find((h: { details: string }) => h.details.includes(m.expiredReason));
      expect(entry.details).toContain(
        m.historyCargo(
          formatShopDate(until),
          formatMoney(30_001),
          10,
          formatMoney(3_000),
          formatMoney(27_001),
        ),
      );
    } finally {
      await t.request("PATCH", "/api/settings", {
        as: admin,
        body: { layawayExpiryPolicy: "saldo", layawayTermDays: 60 },
      });
    }
  });

  it("never expires an invoiced apartado: it stays open, listed under Apartados vencidos", async () => {
    const cai = await t.request("POST", "/api/invoicing/cais", {
      as: admin,
      body: {
        cai: "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
        rangeFrom: "000-001-01-00000001",
        rangeTo: "000-001-01-00000100",
        deadline: "2099-12-31",
      },
    });
    expect(cai.status, JSON.stringify(cai.json)).toBe(200);
    // Created back-dated, so it is already past its deadline today.
    const { id, watch } = await apartado(40_000, {
      saleDate: new Date(Date.now() - 70 * DAY).toISOString(),
    });
    const factura = await t.request("POST", `/api/sales/${id}/invoices`, { as: admin, body: {} });
    expect(factura.status, JSON.stringify(factura.json)).toBe(200);
    const swept = await sweepLayaways(db(), config);
    expect(swept.skipped.map((s) => s.id)).toContain(id);
    expect((await sale(id)).status).toBe("Abonado");
    expect(await stock(watch)).toEqual({ quantity: 2, inProgress: 1, sold: 0 });
    const listed = (await t.request("GET", "/api/sales?layaway=expired&pageSize=200", { as: admin })).json
      .items;
    expect(listed.map((r: { id: string }) => r.id)).toContain(id);
  });
});
