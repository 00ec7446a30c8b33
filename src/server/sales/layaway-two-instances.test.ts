import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { secondInstanceDb } from "../../../tests/support/second-instance";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { layawayDeadline } from "../../domain/sales/layaway";
import { layawayMsg as m } from "../../domain/sales/messages-layaway";
import type { Db } from "../db/client";
import { inventoryMovements } from "../inventory/schema";
import { userNotifications } from "../notifications/schema";
import { products } from "../products/schema";
import { sweepLayaways } from "./layaway-expiry";
import { saleHistory } from "./schema";

const DAY = 86_400_000;
const APARTADOS = 8;
const config = { baseUrl: "http://localhost:3000" };

/**
 * Every instance runs the hourly `layaway_expiry` job; two running it at the same moment must
 * remind each apartado once and expire it once (its row lock and the re-check under it).
 */
describe.each(DB_KINDS)("the apartados' sweep on two instances at once (%s)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let other: Awaited<ReturnType<typeof secondInstanceDb>>;
  const ids: string[] = [];
  let watch: string;
  const db = () => t.ctx.database.db;
  const deadline = layawayDeadline(shopDay(new Date()), 60);
  const noonOf = (day: string) => new Date(shopDayStart(day).getTime() + DAY / 2);
  /** Both instances' sweeps started together at `now`. */
  const bothSweep = (now: Date) =>
    Promise.all([db(), other.db].map((d: Db) => sweepLayaways(d, config, now)));
  const notices = async (userId: string, title: string) =>
    (
      await db()
        .select({ id: userNotifications.id })
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), eq(userNotifications.title, title)))
    ).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { legalName: "Relojería Tiempo S. de R.L." });
    admin = await t.account("admin");
    client = await t.account("client");
    other = await secondInstanceDb(t);
    watch = await addProduct(db(), { name: "Seiko 5", salePrice: 100_000, quantity: APARTADOS });
    for (let i = 0; i < APARTADOS; i++) {
      const res = await saleViaApi(t, admin, [{ productId: watch, quantity: 1 }], {
        customer: { kind: "user", userId: client.id },
        layaway: true,
        firstPayment: { amount: 25_000, type: "partial", date: shopDay(new Date()), method: "efectivo" },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      ids.push(res.json.id);
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it("reminds each apartado's customer once", async () => {
    const [a, b] = await bothSweep(noonOf(layawayDeadline(deadline, -2)));
    expect(a!.reminded + b!.reminded).toBe(APARTADOS);
    // The reminder email's key would hide a second one; the notification and the count do not.
    expect(await notices(client.id, m.reminderTitle)).toBe(APARTADOS);
  });

  it("expires each apartado once: one cancellation, stock back once, one notice each", async () => {
    const [a, b] = await bothSweep(noonOf(layawayDeadline(deadline, 1)));
    expect(a!.expired + b!.expired).toBe(APARTADOS);
    expect(a!.skipped.concat(b!.skipped)).toEqual([]);
    const history = await db()
      .select({ saleId: saleHistory.saleId, details: saleHistory.details })
      .from(saleHistory)
      .where(inArray(saleHistory.saleId, ids));
    for (const id of ids)
      expect(history.filter((h) => h.saleId === id && h.details.includes(m.expiredReason))).toHaveLength(1);
    const [stock] = await db().select().from(products).where(eq(products.id, watch));
    expect({ quantity: stock!.quantity, held: stock!.inProgressStock }).toEqual({
      quantity: APARTADOS,
      held: 0,
    });
    expect(await notices(admin.id, m.expiredTitle)).toBe(APARTADOS);
    expect(await notices(client.id, m.expiredTitle)).toBe(APARTADOS);
    // The watch was added without a movement: its sales and their releases net to nothing, each once.
    const moves = await db()
      .select({ change: inventoryMovements.quantityChange })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, watch));
    expect(moves.filter((mv) => mv.change < 0)).toHaveLength(APARTADOS);
    expect(moves.reduce((sum, mv) => sum + mv.change, 0)).toBe(0);
  });
});
