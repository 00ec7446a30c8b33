import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopPeriodStarts as periodStarts } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { sales } from "../sales/schema";
import { cardPaymentNotifications } from "./schema";

/** A card notification as the checkout writes it (the checkout owns that path; the shape is docs/product/data.md). */
async function addNotification(db: Db, status: string, createdAt = new Date()) {
  const orderId = newId();
  const [row] = await db
    .insert(cardPaymentNotifications)
    .values({
      orderId,
      orderNumber: orderId.slice(0, 6).toUpperCase(),
      customerName: "Ana",
      amount: 150_000,
      items: [],
      itemCount: 1,
      status,
      gateway: "sandbox",
      cardBrand: "VISA",
      cardLast4: "1111",
      createdAt,
    })
    .returning();
  return row!.id;
}

async function addCardSale(db: Db, total: number, createdAt: Date) {
  await db.insert(sales).values({
    id: newId(),
    subtotal: total,
    total,
    amountPaid: total,
    status: "Completado",
    isCardPayment: true,
    customerName: "Ana",
    customerType: "web-unregistered",
    createdAt,
    saleDate: createdAt,
    cardBrand: "VISA",
    cardAccount: "1111",
    transactionId: newId(),
  });
}

describe.each(DB_KINDS)("Pagos con Tarjeta on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
  });
  afterAll(() => t.close());

  it("only admins read them (seller 403, signed out 401); checkouts still at the gateway are not listed", async () => {
    const db = t.ctx.database.db;
    await addNotification(db, "pending_payment");
    const fresh = await addNotification(db, "new");
    expect((await t.request("GET", "/api/card-payments", { as: seller })).status).toBe(403);
    expect((await t.request("GET", "/api/card-payments/stats", { as: seller })).status).toBe(403);
    expect(
      (await t.request("POST", `/api/card-payments/${fresh}/viewed`, { as: seller, body: {} })).status,
    ).toBe(403);
    expect((await t.request("GET", "/api/card-payments")).status).toBe(401);
    const list = await t.request("GET", "/api/card-payments?limit=8", { as: admin });
    expect(list.json.items.map((n: { id: string }) => n.id)).toEqual([fresh]);
    expect(list.json.unseen).toBe(1);
  });

  it("new → viewed → processed stamps viewedAt and processedAt once, never goes back", async () => {
    const id = await addNotification(t.ctx.database.db, "new");
    const viewed = await t.request("POST", `/api/card-payments/${id}/viewed`, { as: admin, body: {} });
    expect(viewed.json).toMatchObject({ status: "viewed", processedAt: null });
    expect(viewed.json.viewedAt).not.toBeNull();
    const processed = await t.request("POST", `/api/card-payments/${id}/processed`, { as: admin, body: {} });
    expect(processed.json).toMatchObject({ status: "processed", viewedAt: viewed.json.viewedAt });
    const again = await t.request("POST", `/api/card-payments/${id}/viewed`, { as: admin, body: {} });
    expect(again.json).toMatchObject({ status: "processed", processedAt: processed.json.processedAt });
    expect((await t.request("POST", "/api/card-payments/nope/viewed", { as: admin, body: {} })).status).toBe(
      404,
    );
  });

  it("statistics come from card sales: today, last 7 days, this month; 10 most recent", async () => {
    const db = t.ctx.database.db;
    const now = new Date();
    const starts = periodStarts(now);
    await addCardSale(db, 10_000, new Date(now.getTime() - 60_000));
    await addCardSale(db, 20_000, new Date(starts.today.getTime() - 3_600_000));
    for (let i = 0; i < 10; i++)
      await addCardSale(db, 1_000, new Date(now.getTime() - (40 + i) * 86_400_000));
    const stats = (await t.request("GET", "/api/card-payments/stats", { as: admin })).json;
    expect(stats.today).toMatchObject({ count: 1, totalAmount: 10_000 });
    expect(stats.last7Days).toMatchObject({ count: 2, totalAmount: 30_000 });
    expect(stats.month.count).toBe(starts.month.getTime() <= starts.today.getTime() - 3_600_000 ? 2 : 1);
    expect(stats.recent).toHaveLength(10);
    expect(stats.recent[0].amount).toBe(10_000);
  });

  it("the shop's calendar is Honduras time (UTC−6)", () => {
    const s = periodStarts(new Date("2025-03-01T03:00:00Z")); // still 28 Feb, 21:00 in Tegucigalpa
    expect(s.today.toISOString()).toBe("2025-02-28T06:00:00.000Z");
    expect(s.month.toISOString()).toBe("2025-02-01T06:00:00.000Z");
    expect(s.last7Days.toISOString()).toBe("2025-02-22T06:00:00.000Z"); // 22–28 Feb: seven shop days
  });
});
