import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentNotifications } from "../../../src/server/card-payments/schema";
import { type Database, openDatabase } from "../../../src/server/db/client";
import { checkData, formatVerdict } from "../../../src/server/import";
import { inventoryMovements } from "../../../src/server/inventory/schema";
import { releaseExpiredOrders } from "../../../src/server/payments/callbacks";
import { products } from "../../../src/server/products/schema";
import { eventually, openStream } from "../../support/sse";
import { api, type ChildServer, createDatabase, startServer } from "./child-server";
import { prepareStore, type Store, saleWithPayment } from "./workload";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer (docs/faults.md):
 * a write on one reaches a live stream open on the other (NOTIFY travels through the database),
 * and the card-reservation expiry job, which every instance runs, releases each order once.
 */
const PORT_A = 3804;
const PORT_B = 3805;
const ORDERS = 30;
const skip = !process.env.TEST_DATABASE_URL;
if (skip) console.warn("two-instances test skipped: it needs PostgreSQL (set TEST_DATABASE_URL)");

describe.skipIf(skip)("two server instances on one PostgreSQL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let a: ChildServer;
  let b: ChildServer;
  let url: string;
  let store: Store;
  beforeAll(async () => {
    const database = await createDatabase();
    if (!database) throw new Error("PostgreSQL at TEST_DATABASE_URL does not answer");
    cleanups.push(() => database.drop());
    url = database.url;
    const dataDir = await mkdtemp(path.join(tmpdir(), "faults-two-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    a = await startServer({ port: PORT_A, dataDir, databaseUrl: url });
    cleanups.push(() => a.kill());
    b = await startServer({ port: PORT_B, dataDir, databaseUrl: url, env: { SEED_DEMO: "false" } });
    cleanups.push(() => b.kill());
    store = await prepareStore(a, 4, 1_000);
  }, 120_000);
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean().catch(() => {});
  });

  it("a sale registered on A reaches a live stream open on B", async () => {
    // Sessions live in the database: the cookie from A is valid on B.
    const stream = openStream(PORT_B, store.adminCookie);
    await stream.ready;
    const sale = await saleWithPayment(a, store, 0);
    expect(sale.ok, JSON.stringify(sale)).toBe(true);
    await eventually(() => stream.events.some((e) => e.topic === "sales" && e.id === sale.saleId), 5_000);
    stream.close();
  });

  it("the reservation-expiry job releases each expired card order once when both instances run it", async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await api(i % 2 ? a : b, "POST", "/api/checkout", {
        body: {
          items: [{ productId: store.productIds[i % store.productIds.length], quantity: 1 }],
          contact: { name: "Ana Martínez", email: `ana${i}@correo.hn`, phone: "9988-7766" },
          shipping: {
            cityId: store.cityId,
            department: "Francisco Morazán",
            municipality: "Distrito Central",
            address: "Col. Palmira, casa 12",
          },
          paymentMethod: "card",
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      orderIds.push(res.json.orderId);
    }
    // Two connections pools, as the two instances' own: each runs the job in a loop, together.
    const handles: Database[] = [await openDatabase({ url }), await openDatabase({ url })];
    try {
      const db = handles[0]!.db;
      const reserved = async () =>
        (
          await db
            .select({ reserved: sql<number>`sum(${products.inProgressStock})::int` })
            .from(products)
            .where(inArray(products.id, store.productIds))
        )[0]!.reserved;
      const reservedWithOrders = await reserved();
      await db
        .update(cardPaymentNotifications)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(inArray(cardPaymentNotifications.orderId, orderIds));

      const sweep = async (h: Database) => {
        let released = 0;
        for (;;) {
          const n = await releaseExpiredOrders(h.db, new Date(), 4);
          if (n === 0) return released;
          released += n;
        }
      };
      const released = await Promise.all(handles.map(sweep));
      // Both took part (SKIP LOCKED hands each its own rows) and together released each order once.
      expect(released[0]! + released[1]!).toBeLessThanOrEqual(ORDERS);
      const rows = await db
        .select({ status: cardPaymentNotifications.status })
        .from(cardPaymentNotifications)
        .where(inArray(cardPaymentNotifications.orderId, orderIds));
      expect(rows.map((r) => r.status)).toEqual(Array(ORDERS).fill("expired"));
      expect(await reserved()).toBe(reservedWithOrders - ORDERS);
      // Every order moved stock the same number of times: none was released twice.
      const movements = await db
        .select({ order: inventoryMovements.relatedSaleId, n: sql<number>`count(*)::int` })
        .from(inventoryMovements)
        .where(inArray(inventoryMovements.relatedSaleId, orderIds))
        .groupBy(inventoryMovements.relatedSaleId);
      expect(new Set(movements.map((m) => m.n)).size).toBeLessThanOrEqual(1);
      const verdict = await checkData(db);
      expect(verdict.ok, formatVerdict(verdict)).toBe(true);
      console.info(
        `expiry job on two instances: released ${released[0]} + ${released[1]} of ${ORDERS} orders`,
      );
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 120_000);
});
