import { and, asc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { userNotifications } from "../notifications/schema";
import { releaseExpiredOrders } from "../payments/callbacks";
import { products } from "../products/schema";
import { inventoryMovements } from "./schema";

describe.each(DB_KINDS)("Inventario on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { defaultCommissionBasisPoints: 500 });
    city = await addCity(db(), "La Ceiba", 9_000);
    admin = await t.account("admin");
    seller = await t.account("seller");
  });
  afterAll(() => t.close());

  const quantityOf = async (id: string) =>
    (await db().select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
  const movementsOf = (id: string) =>
    db()
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, id))
      .orderBy(asc(inventoryMovements.timestamp), asc(inventoryMovements.id));
  const ledgerSum = async (id: string) =>
    (await movementsOf(id)).reduce((sum, m) => sum + m.quantityChange, 0);
  const add = (id: string, amount: unknown, as = admin) =>
    t.request("POST", `/api/inventory/products/${id}/stock-increase`, { as, body: { amount, notes: "" } });
  const adjust = (id: string, quantity: number, reason = "corrección", as = admin) =>
    t.request("POST", `/api/inventory/products/${id}/stock-adjustment`, {
      as,
      body: { quantity, reason, notes: "prueba" },
    });
  /** A product with its opening 'ingreso', as the editor creates one. */
  const newProduct = async (initial: number, extra: Partial<typeof products.$inferInsert> = {}) => {
    const id = await addProduct(db(), {
      brand: "Casio",
      description: "",
      quantity: 0,
      salePrice: 100_000,
      ...extra,
    });
    if (initial > 0) expect((await add(id, initial)).status).toBe(200);
    return id;
  };

  describe("stock operations", () => {
    it("'Agregar stock' writes an 'ingreso'; a non-positive amount is refused in Spanish", async () => {
      const id = await newProduct(4);
      for (const bad of [0, -2, 1.5]) {
        const res = await add(id, bad);
        expect(res.status).toBe(400);
        expect(res.json.error.message).toBe(msg.stockIncreaseMustBePositive);
      }
      const [m] = await movementsOf(id);
      expect(m).toMatchObject({ type: "ingreso", quantityChange: 4, stockBefore: 0, stockAfter: 4 });
      expect(m!.userName).toBeTruthy();
    });

    it("'Ajuste manual' sets an absolute value with its reason; unchanged writes nothing", async () => {
      const id = await newProduct(5);
      const res = await adjust(id, 2, "dañado");
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ changed: true, quantity: 2 });
      const same = await adjust(id, 2);
      expect(same.json).toMatchObject({ changed: false, quantity: 2, message: msg.stockNotChanged });
      const list = await movementsOf(id);
      expect(list).toHaveLength(2);
      expect(list[1]).toMatchObject({
        type: "ajuste manual",
        reason: "dañado",
        notes: "prueba",
        quantityChange: -3,
        stockBefore: 5,
        stockAfter: 2,
      });
      expect((await adjust(id, -1)).status).toBe(400);
      expect(
        (
          await t.request("POST", `/api/inventory/products/${id}/stock-adjustment`, {
            as: admin,
            body: { quantity: 1, reason: "robo" },
          })
        ).status,
      ).toBe(400);
    });

    it("a seller reads the inventory and the ledger but every change is refused (403)", async () => {
      const id = await newProduct(3);
      expect((await t.request("GET", "/api/inventory", { as: seller })).status).toBe(200);
      expect(
        (await t.request("GET", `/api/inventory/movements?productId=${id}`, { as: seller })).status,
      ).toBe(200);
      expect((await add(id, 1, seller)).status).toBe(403);
      expect((await adjust(id, 1, "otro", seller)).status).toBe(403);
      expect((await t.request("POST", "/api/inventory/stock-take", { as: seller, body: {} })).status).toBe(
        403,
      );
      expect(await quantityOf(id)).toBe(3);
    });

    it("concurrent adjustments and additions on one product never lose one", async () => {
      const id = await newProduct(10);
      // Adjustment targets 20 apart while at most 8 additions of 1 land between them: no adjustment
      // can find the stock already at its target (which rightly writes nothing), whatever the order.
      const ops = Array.from({ length: 16 }, (_, i) => (i % 2 ? add(id, 1) : adjust(id, 100 + i * 10)));
      const results = await Promise.all(ops);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      const list = await movementsOf(id);
      // 1 opening + 16 operations, each starting where the previous one ended.
      expect(list).toHaveLength(17);
      const chain = [...list].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
      let stock = 0;
      for (const m of chain) {
        expect(m.stockBefore).toBe(stock);
        stock = m.stockAfter;
      }
      expect(await quantityOf(id)).toBe(stock);
      expect(await ledgerSum(id)).toBe(stock);
    });
  });

  describe("the ledger", () => {
    it("lists newest first with filters, type and the related sale; CSV has the same rows", async () => {
      const id = await newProduct(6, { name: "Orient Bambino" });
      const sale = await saleViaApi(t, admin, [{ productId: id, quantity: 2 }]);
      expect(sale.status).toBe(200);
      const res = await t.request("GET", `/api/inventory/movements?productId=${id}`, { as: admin });
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(2);
      expect(res.json.items[0]).toMatchObject({
        type: "venta-progreso",
        quantityChange: -2,
        relatedSaleId: sale.json.id,
      });
      expect(res.json.items[0].relatedOrderNumber).toHaveLength(6);
      const typed = await t.request("GET", `/api/inventory/movements?productId=${id}&type=ingreso`, {
        as: admin,
      });
      expect(typed.json.items.map((m: { type: string }) => m.type)).toEqual(["ingreso"]);
      const future = await t.request("GET", `/api/inventory/movements?productId=${id}&from=2099-01-01`, {
        as: admin,
      });
      expect(future.json.total).toBe(0);
      const csv = await t.request("GET", `/api/inventory/movements.csv?productId=${id}`, { as: seller });
      const text = csv.json as string;
      expect(String(csv.headers["content-type"])).toContain("text/csv");
      expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
      expect(text).toContain("Orient Bambino");
    });

    it("a cancelled sale gives its units back as 'cancelación'; a released card order as 'liberación'", async () => {
      const id = await newProduct(5, { isPublic: true });
      const sale = await saleViaApi(t, admin, [{ productId: id, quantity: 2 }]);
      const cancel = await t.request("PATCH", `/api/sales/${sale.json.id}`, {
        as: admin,
        body: { status: "Cancelado" },
      });
      expect(cancel.status).toBe(200);
      const order = await t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: id, quantity: 1 }]),
      });
      expect(order.status).toBe(200);
      await releaseExpiredOrders(db(), new Date(Date.now() + 24 * 3600_000));
      const types = (await movementsOf(id)).map((m) => [m.type, m.quantityChange]);
      expect(types).toEqual([
        ["ingreso", 5],
        ["venta-progreso", -2],
        ["cancelación", 2],
        ["venta-progreso", -1],
        ["liberación", 1],
      ]);
      expect(await quantityOf(id)).toBe(5);
    });
  });

  describe("stock-take", () => {
    it("applies one difference as 'ajuste manual' with reason 'conteo'; refuses when stock moved", async () => {
      const a = await newProduct(5, { name: "Seiko 5" });
      const b = await newProduct(3, { name: "Timex Marlin" });
      const start = await t.request("POST", "/api/inventory/stock-take", {
        as: admin,
        body: { productIds: [a, b] },
      });
      expect(start.status).toBe(200);
      const takeId = start.json.id;
      expect(start.json.lines).toHaveLength(2);
      const again = await t.request("POST", "/api/inventory/stock-take", { as: admin, body: {} });
      expect(again.status).toBe(409);
      const count = (productId: string, countedQuantity: number | null) =>
        t.request("PUT", `/api/inventory/stock-take/${takeId}/lines/${productId}`, {
          as: admin,
          body: { countedQuantity },
        });
      expect((await count(a, 4)).status).toBe(200);
      expect((await count(b, 3)).status).toBe(200);
      expect((await count(b, -1)).status).toBe(400);

      // Stock moves (and comes back) after the start: the count is stale for that product.
      await add(a, 1);
      await adjust(a, 5);
      const refused = await t.request("POST", `/api/inventory/stock-take/${takeId}/apply`, { as: admin });
      expect(refused.status).toBe(409);
      expect(refused.json.error.products).toEqual(["Seiko 5"]);
      expect(await quantityOf(a)).toBe(5);

      await t.request("POST", `/api/inventory/stock-take/${takeId}/discard`, { as: admin });
      const fresh = await t.request("POST", "/api/inventory/stock-take", {
        as: admin,
        body: { productIds: [a, b] },
      });
      const freshId = fresh.json.id;
      await t.request("PUT", `/api/inventory/stock-take/${freshId}/lines/${a}`, {
        as: admin,
        body: { countedQuantity: 4 },
      });
      const applied = await t.request("POST", `/api/inventory/stock-take/${freshId}/apply`, { as: admin });
      expect(applied.status).toBe(200);
      expect(applied.json).toMatchObject({ adjustments: 1, message: msg.stockTakeApplied(1) });
      expect(await quantityOf(a)).toBe(4);
      const last = (await movementsOf(a)).at(-1)!;
      expect(last).toMatchObject({ type: "ajuste manual", reason: "conteo", quantityChange: -1 });
      const current = await t.request("GET", "/api/inventory/stock-take", { as: admin });
      expect(current.json.stockTake).toBeNull();
      // Applying it again (a double click, a second tab) is a Spanish 409 and changes nothing.
      const twice = await t.request("POST", `/api/inventory/stock-take/${freshId}/apply`, { as: admin });
      expect(twice.status).toBe(409);
      expect(twice.json.error).toEqual({ code: "conflict", message: msg.stockTakeClosed });
      expect(await quantityOf(a)).toBe(4);
    });
  });

  describe("low-stock alert", () => {
    it("notifies admins once per crossing of the product's threshold, linking to the product", async () => {
      const id = await newProduct(6, { name: "Citizen Eco", lowStockThreshold: 2 });
      const alerts = () =>
        db()
          .select()
          .from(userNotifications)
          .where(
            and(eq(userNotifications.userId, admin.id), sql`${userNotifications.title} like '%Citizen Eco%'`),
          );
      await adjust(id, 3);
      expect(await alerts()).toHaveLength(0);
      await adjust(id, 2);
      expect(await alerts()).toHaveLength(1);
      await adjust(id, 1);
      expect(await alerts()).toHaveLength(1);
      await add(id, 10);
      await saleViaApi(t, admin, [{ productId: id, quantity: 10 }]);
      const list = await alerts();
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ type: "other", link: `/admin/inventory/${id}` });
      const sellerAlerts = await db()
        .select()
        .from(userNotifications)
        .where(eq(userNotifications.userId, seller.id));
      expect(sellerAlerts).toHaveLength(0);
    });

    it("the list marks low stock against the store's threshold (settings, default 3) and filters by it", async () => {
      const low = await newProduct(2, { name: "Zeta Bajo", brand: "Zeta" });
      await newProduct(9, { name: "Zeta Alto", brand: "Zeta" });
      const res = await t.request("GET", "/api/inventory?brand=Zeta&stock=low", { as: seller });
      expect(res.status).toBe(200);
      expect(res.json.storeLowStockThreshold).toBe(3);
      expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([low]);
      expect(res.json.items[0]).toMatchObject({ isLowStock: true, lowStockThreshold: 3 });
      const all = await t.request("GET", "/api/inventory?brand=Zeta&sort=quantity&dir=desc", { as: admin });
      expect(all.json.items.map((r: { name: string }) => r.name)).toEqual(["Zeta Alto", "Zeta Bajo"]);
      const brands = await t.request("GET", "/api/inventory/brands", { as: seller });
      expect(brands.json.brands).toContain("Zeta");
    });

    it("the store's threshold is the one Configuración saves", async () => {
      const nine = await newProduct(9, { name: "Ypsilon Nueve", brand: "Ypsilon" });
      const saved = await t.request("PATCH", "/api/settings", { as: admin, body: { lowStockThreshold: 10 } });
      expect(saved.status).toBe(200);
      try {
        const res = await t.request("GET", "/api/inventory?brand=Ypsilon&stock=low", { as: seller });
        expect(res.json.storeLowStockThreshold).toBe(10);
        expect(res.json.items.map((r: { id: string }) => r.id)).toEqual([nine]);
      } finally {
        await t.request("PATCH", "/api/settings", { as: admin, body: { lowStockThreshold: 3 } });
      }
    });
  });

  describe("the ledger always adds up to the stock", () => {
    it("after a random mix of add / adjust / sale / cancel / card release / stock-take", async () => {
      const op = fc.oneof(
        fc.record({ kind: fc.constant("add" as const), n: fc.integer({ min: 1, max: 5 }) }),
        fc.record({ kind: fc.constant("adjust" as const), n: fc.integer({ min: 0, max: 12 }) }),
        fc.record({ kind: fc.constant("sale" as const), n: fc.integer({ min: 1, max: 3 }) }),
        fc.record({ kind: fc.constant("cancel" as const) }),
        fc.record({ kind: fc.constant("card" as const), n: fc.integer({ min: 1, max: 2 }) }),
        fc.record({ kind: fc.constant("take" as const), n: fc.integer({ min: 0, max: 12 }) }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 8 }),
          fc.array(op, { minLength: 1, maxLength: 8 }),
          async (initial, ops) => {
            const id = await newProduct(initial);
            const openSales: string[] = [];
            for (const o of ops) {
              const stock = await quantityOf(id);
              if (o.kind === "add") await add(id, o.n);
              if (o.kind === "adjust") await adjust(id, o.n);
              if (o.kind === "sale" && stock >= o.n) {
                const sale = await saleViaApi(t, admin, [{ productId: id, quantity: o.n }]);
                openSales.push(sale.json.id);
              }
              if (o.kind === "cancel" && openSales.length) {
                await t.request("PATCH", `/api/sales/${openSales.pop()}`, {
                  as: admin,
                  body: { status: "Cancelado" },
                });
              }
              if (o.kind === "card" && stock >= o.n) {
                await t.request("POST", "/api/checkout", {
                  body: checkoutBody(city, [{ productId: id, quantity: o.n }]),
                });
                await releaseExpiredOrders(db(), new Date(Date.now() + 24 * 3600_000));
              }
              if (o.kind === "take") {
                const take = await t.request("POST", "/api/inventory/stock-take", {
                  as: admin,
                  body: { productIds: [id] },
                });
                await t.request("PUT", `/api/inventory/stock-take/${take.json.id}/lines/${id}`, {
                  as: admin,
                  body: { countedQuantity: o.n },
                });
                expect(
                  (await t.request("POST", `/api/inventory/stock-take/${take.json.id}/apply`, { as: admin }))
                    .status,
                ).toBe(200);
              }
            }
            expect(await ledgerSum(id)).toBe(await quantityOf(id));
          },
        ),
        { numRuns: 12 },
      );
    });
  });
});
