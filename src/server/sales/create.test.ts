import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addDiscountCode,
  addProduct,
  addSettings,
  expectConserved,
  saleViaApi,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { customers } from "../customers/schema";
import { discountCodes } from "../discount-codes/schema";
import { inventoryMovements } from "../inventory/schema";
import { userNotifications } from "../notifications/schema";
import { sales } from "./schema";

describe.each(DB_KINDS)("Registrar Venta on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 600 });
    [admin, seller, client] = await Promise.all([
      t.account("admin"),
      t.account("seller"),
      t.account("client"),
    ]);
  });
  afterAll(() => t.close());

  it("refuses signed-out visitors (401) and customers (403), and changes nothing", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 100_000 });
    expect((await t.request("POST", "/api/sales", { body: {} })).status).toBe(401);
    expect((await saleViaApi(t, client, [{ productId: p, quantity: 1 }])).status).toBe(403);
    expect((await t.request("GET", "/api/sales", { as: client })).status).toBe(403);
    expect(await stockOf(db, p)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
  });

  it("a seller sells as themself with a new manual customer and a first abono; stock is reserved", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 150_000,
      promoPrice: 120_000,
    });
    const res = await saleViaApi(t, seller, [{ productId: p, quantity: 2 }], {
      firstPayment: { amount: 50_000, date: "2025-06-01", type: "partial" },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Venta #${res.json.orderNumber} registrada con éxito.`);
    const sale = (await t.request("GET", `/api/sales/${res.json.id}`, { as: seller })).json;
    expect(sale).toMatchObject({
      status: "Abonado",
      sellerId: seller.id,
      customerType: "manual",
      customerName: "Cliente Mostrador",
      subtotal: 300_000,
      promoItemsDiscount: 60_000,
      total: 240_000,
      amountPaid: 50_000,
      balance: 190_000,
      commission: { percentage: 6 },
    });
    expect(sale.items[0]).toMatchObject({ price: 120_000, originalPrice: 150_000 });
    expect(sale.history.map((h: { event: string }) => h.event)).toEqual(["Pago Registrado", "Venta Creada"]);
    expect(await stockOf(db, p)).toEqual({ quantity: 3, inProgressStock: 2, totalSold: 0 });
    const moves = await db.select().from(inventoryMovements).where(eq(inventoryMovements.productId, p));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      type: "venta-progreso",
      quantityChange: -2,
      stockBefore: 5,
      stockAfter: 3,
      relatedSaleId: res.json.id,
    });
    const [customer] = await db.select().from(customers).where(eq(customers.id, sale.customerId));
    expect(customer?.phone).toBe("9999-1234");
  });

  it("a seller may not sell in someone else's name", async () => {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: 5,
      salePrice: 100,
    });
    const res = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }], { sellerId: admin.id });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe("Un vendedor solo puede registrar ventas a su nombre.");
  });

  it("an admin assigns a seller, overrides a price, ships, applies a code, back-dates and pays in full", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 4, salePrice: 200_000 });
    const city = await addCity(db, "San Pedro Sula", 11_000);
    await addDiscountCode(db, "PROMO10", { percentage: 10, usageLimit: 5 });
    const res = await t.request("POST", "/api/sales", {
      as: admin,
      body: {
        customer: { kind: "user", userId: client.id },
        items: [{ productId: p, quantity: 1, price: 180_000 }],
        shipping: { mode: "delivery", cityId: city, address: "Barrio Guamilito", note: "Llamar antes" },
        discountCode: "promo10",
        extraDiscount: { amount: 1_000, reason: "Cortesía" },
        sellerId: seller.id,
        commissionPercentage: 7.5,
        saleDate: "2025-05-01T12:00:00-06:00",
        firstPayment: { amount: 1, date: "2025-05-01", type: "full" },
      },
    });
    expect(res.status).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${res.json.id}`, { as: admin })).json;
    expect(sale).toMatchObject({
      sellerId: seller.id,
      customerType: "web-registered",
      shippingCost: 11_000,
      shippingInfo: { city: "San Pedro Sula", address: "Barrio Guamilito", note: "Llamar antes" },
      appliedDiscount: { code: "PROMO10", percentage: 10, amount: 18_000 },
      status: "Completado",
      saleDate: "2025-05-01T18:00:00.000Z",
      commission: { percentage: 7.5 },
    });
    // Held as basis points, so the rate is exact.
    const [stored] = await db
      .select({ bp: sales.commissionBasisPoints })
      .from(sales)
      .where(eq(sales.id, res.json.id));
    expect(stored?.bp).toBe(750);
    expect(sale.extraDiscount.reason).toBe("Ajuste por pago completo");
    expect(sale.balance).toBe(0);
    expect(await stockOf(db, p)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 1 });
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, "PROMO10"));
    expect(code?.usageCount).toBe(1);
    const notes = await db.select().from(userNotifications).where(eq(userNotifications.userId, client.id));
    expect(notes.map((n) => n.link)).toContain(`/client/purchases/${res.json.id}`);
    // The buyer reads it, without the staff-only history.
    const own = await t.request("GET", `/api/sales/${res.json.id}`, { as: client });
    expect(own.status).toBe(200);
    expect(own.json.history).toEqual([]);
  });

  it("bad input answers 400 in Spanish and leaves stock, customers and codes untouched", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 1, salePrice: 100_000 });
    const before = (await db.select().from(customers)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [{ productId: p, quantity: 2 }] }, "Disponibles: 1."],
      [{ items: [{ productId: "no-existe", quantity: 1 }] }, 'El producto "no-existe" ya no existe.'],
      [{ items: [{ productId: p, quantity: 1 }], discountCode: "NOPE" }, msg.discountCodeNotFound],
      [
        { items: [{ productId: p, quantity: 1 }], saleDate: "2099-01-01T00:00:00Z" },
        "La fecha de la venta no puede estar en el futuro.",
      ],
      [
        {
          items: [{ productId: p, quantity: 1 }],
          firstPayment: { amount: 0, date: "2025-01-01", type: "partial" },
        },
        "El monto del pago debe ser mayor que cero.",
      ],
      [
        {
          items: [{ productId: p, quantity: 1 }],
          firstPayment: { amount: 200_000, date: "2025-01-01", type: "partial" },
        },
        "Error: El pago total no puede exceder el total de la orden de L.\u00a01,000.00.",
      ],
      [{ items: [{ productId: p, quantity: 0 }] }, "La cantidad debe ser un número entero mayor que cero."],
      [{ items: [{ productId: p, quantity: 1.5 }] }, "La cantidad debe ser un número entero mayor que cero."],
      [{ items: [] }, "La venta debe tener al menos un producto."],
      [
        { items: [{ productId: p, quantity: 1 }], shipping: { mode: "delivery", cityId: "x", address: "" } },
        "Ingrese la dirección de envío.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await saleViaApi(t, admin, body.items as never, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toContain(message);
    }
    expect(await stockOf(db, p)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 0 });
    expect((await db.select().from(customers)).length).toBe(before);
  });

  it("20 concurrent sales of the last 3 units: exactly 3 succeed, never oversold", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 50_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => saleViaApi(t, seller, [{ productId: p, quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.json.error.message).toMatch(/^Stock insuficiente/);
    expect(await stockOf(db, p)).toEqual({ quantity: 0, inProgressStock: 3, totalSold: 0 });
    await expectConserved(db, { [p]: 3 });
  });
});
