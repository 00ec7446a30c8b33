import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secondInstanceDb } from "../../../tests/support/second-instance";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { serviceOrderEvents } from "./schema";
import { remindUncollected } from "./send-service-reminder";

const DAY = 86_400_000;
const ORDERS = 8;

/**
 * Every instance runs the hourly `service_reminders` job; two running it at the same moment
 * must remind each waiting watch's owner once (the order's row lock and the re-check under it).
 */
describe.each(DB_KINDS)("uncollected-watch reminders on two instances at once (%s)", (kind) => {
  let t: TestApp;
  let seller: TestUser;
  let other: Awaited<ReturnType<typeof secondInstanceDb>>;
  const ids: string[] = [];
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await t.account("seller");
    other = await secondInstanceDb(t);
    for (let i = 0; i < ORDERS; i++) {
      const created = await t.request("POST", "/api/service-orders", {
        as: seller,
        body: {
          customer: { kind: "new", name: `Cliente ${i}`, phone: "9999-1111", email: `c${i}@example.com` },
          brand: "Seiko",
          model: "Presage",
          kind: "Servicio completo",
          problem: "Se atrasa",
          condition: "Bien",
          accessories: "",
          estimatedPrice: 50_000,
          approvedAtIntake: true,
          deposit: null,
        },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const id = created.json.id as string;
      for (const to of ["En reparación", "Listo para entregar"]) {
        const moved = await t.request("POST", `/api/service-orders/${id}/state`, {
          as: seller,
          body: { to },
        });
        expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      }
      ids.push(id);
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it("reminds each owner once: one history line per order, the counts adding up", async () => {
    const config = { authSecret: t.ctx.config.authSecret, baseUrl: t.ctx.config.baseUrl };
    const day15 = new Date(Date.now() + 15 * DAY);
    const [a, b] = await Promise.all([db(), other.db].map((d) => remindUncollected(d, config, day15)));
    expect(a! + b!).toBe(ORDERS);
    // The email's key (order and day) would hide a second reminder; its history line does not.
    const lines = await db()
      .select({ order: serviceOrderEvents.serviceOrderId })
      .from(serviceOrderEvents)
      .where(
        and(
          inArray(serviceOrderEvents.serviceOrderId, ids),
          eq(serviceOrderEvents.details, m.serviceReminderSent),
        ),
      );
    expect(lines.map((l) => l.order).sort()).toEqual([...ids].sort());
    // Nothing more is due that day, whichever instance asks.
    expect(await remindUncollected(other.db, config, day15)).toBe(0);
  });
});
