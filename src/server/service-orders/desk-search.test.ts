import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedQueryPlan } from "../../../tests/support/query-plan";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { deskSearch } from "./list-service-orders";
import { serviceOrders } from "./schema";

/**
 * The desk's search finds an order by a part of its customer's name, brand, model or serial, or by
 * its number or claim code exactly; the customer is matched through the sales' trigram index, never
 * by joining every sale (docs/decisions/0259), the watch through the order's search key (0262).
 */
describe.each(DB_KINDS)("the service desk's search on %s", (kind) => {
  let t: TestApp;
  let seller: TestUser;
  const orders: Record<string, { id: string; number: string; claimCode: string }> = {};
  const today = shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await t.account("seller");
    const intake = async (name: string, brand: string, model: string, serial: string) => {
      const created = await t.request("POST", "/api/service-orders", {
        as: seller,
        body: {
          customer: { kind: "new", name, phone: "9999-1111" },
          brand,
          model,
          serial,
          kind: "Servicio completo",
          problem: "Se atrasa",
          condition: "Bien",
          accessories: "",
          estimatedPrice: 50_000,
          deposit: { amount: 10_000, date: today, method: "efectivo" },
        },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      return created.json as { id: string; number: string; claimCode: string };
    };
    orders.ana = await intake("Ana Quintanilla", "Seiko", "Presage", "SK-778812");
    orders.luis = await intake("Luis Reyes", "Orient", "Bambino", "OR-100200");
  });
  afterAll(() => t.close());

  const found = async (q: string) => {
    const answer = await t.request("GET", `/api/service-orders?view=all&q=${encodeURIComponent(q)}`, {
      as: seller,
    });
    expect(answer.status).toBe(200);
    return (answer.json.rows as Array<{ id: string }>).map((r) => r.id).sort();
  };

  it("finds by a part of the customer, brand, model or serial, whatever the case, and by number or claim code", async () => {
    expect(await found("quintan")).toEqual([orders.ana!.id]);
    expect(await found("REYES")).toEqual([orders.luis!.id]);
    expect(await found("bambi")).toEqual([orders.luis!.id]);
    expect(await found("orient")).toEqual([orders.luis!.id]);
    expect(await found("778812")).toEqual([orders.ana!.id]);
    expect(await found(orders.luis!.number)).toEqual([orders.luis!.id]);
    expect(await found(orders.ana!.claimCode.toLowerCase())).toEqual([orders.ana!.id]);
    expect(await found("nadie así")).toEqual([]);
    // A like wildcard typed by a person is a character, not "anything".
    expect(await found("%")).toEqual([]);
  });

  it("matches the customer among the sales through their trigram index, without joining every sale", async () => {
    const db = t.ctx.database.db;
    await db.execute(sql`analyze sales`);
    const plan = await indexedQueryPlan(
      db,
      db.select({ id: serviceOrders.id }).from(serviceOrders).where(deskSearch(db, "quintan")),
    );
    expect(plan.indexes, JSON.stringify(plan)).toContain("sales_customer_name_trgm_idx");
    expect(plan.kinds.filter((k) => k.endsWith("Join") || k === "Nested Loop")).toEqual([]);
  });
});
