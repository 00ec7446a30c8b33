import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, expectConserved, stockOf } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { priceSale } from "../../domain/sales/totals";
import type { Db } from "../db/client";
import { unregisteredPurchases } from "./schema";

/** A bank-transfer purchase as the checkout stores it (the checkout writes it; docs/product/data.md "the order data"). */
async function addWebPurchase(db: Db, productId: string, quantity: number, userId: string | null = null) {
  const priced = priceSale({
    lines: [
      {
        productId,
        productName: "Reloj Web",
        quantity,
        price: 90_000,
        originalPrice: 100_000,
        salePrice: 100_000,
      },
    ],
    shippingCost: 8_000,
    discountCode: null,
  });
  const [row] = await db
    .insert(unregisteredPurchases)
    .values({
      order: {
        ...priced,
        extraDiscount: { amount: 0, reason: "" },
        customerInfo: { name: "Rosa", email: "rosa@correo.hn", phone: "9988-7766", userId, customerId: null },
        customerName: "Rosa",
        customerType: userId ? "web-registered" : "web-unregistered",
        shippingInfo: {
          address: "Col. Kennedy",
          city: "Tegucigalpa",
          cityId: null,
          department: "Francisco Morazán",
          municipality: "Distrito Central",
          note: "",
        },
        paymentMethod: "Transferencia bancaria",
      },
      customerName: "Rosa",
      customerUserId: userId,
      total: priced.total,
    })
    .returning();
  return row!.id;
}

describe.each(DB_KINDS)("Compras Web on %s (docs/product/states.md)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
  });
  afterAll(() => t.close());

  it("admins list, read, set status and delete; sellers get 403", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 100_000 });
    const id = await addWebPurchase(db, p, 1);
    for (const [method, url] of [
      ["GET", "/api/web-purchases"],
      ["POST", `/api/web-purchases/${id}/read`],
      ["POST", `/api/web-purchases/${id}/convert`],
      ["DELETE", `/api/web-purchases/${id}`],
    ] as const) {
      expect(
        (await t.request(method, url, { as: seller, body: method === "POST" ? {} : undefined })).status,
        url,
      ).toBe(403);
    }
    let list = (await t.request("GET", "/api/web-purchases", { as: admin })).json;
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      id,
      status: "Pendiente de Confirmación",
      isRead: false,
      total: 98_000,
      customerPhone: "9988-7766",
    });
    await t.request("POST", `/api/web-purchases/${id}/read`, { as: admin, body: {} });
    const updated = await t.request("PUT", `/api/web-purchases/${id}/status`, {
      as: admin,
      body: { status: "En revisión" },
    });
    expect(updated.json).toMatchObject({ isRead: true, status: "En revisión" });
    list = (await t.request("GET", "/api/web-purchases", { as: admin })).json;
    expect(list.unread).toBe(0);
    expect((await t.request("DELETE", `/api/web-purchases/${id}`, { as: admin })).status).toBe(200);
    expect((await t.request("GET", `/api/web-purchases/${id}`, { as: admin })).status).toBe(404);
  });

  it("converting moves stock, creates the sale with its history, deletes the purchase — once, even if clicked twice at once", async () => {
    const db = t.ctx.database.db;
    const client = await t.account("client");
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 3, salePrice: 100_000 });
    const id = await addWebPurchase(db, p, 2, client.id);
    const [a, b] = await Promise.all([
      t.request("POST", `/api/web-purchases/${id}/convert`, { as: admin, body: {} }),
      t.request("POST", `/api/web-purchases/${id}/convert`, { as: admin, body: {} }),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect([a, b].find((r) => r.status !== 200)?.status).toBe(404);
    const saleId = ok[0]!.json.saleId;
    expect(ok[0]!.json.message).toBe(`Compra web convertida en la venta #${ok[0]!.json.orderNumber}.`);
    const sale = (await t.request("GET", `/api/sales/${saleId}`, { as: admin })).json;
    expect(sale).toMatchObject({
      originalUnregisteredId: id,
      status: "Pendiente",
      total: 188_000,
      customerType: "web-registered",
      customerInfo: { userId: client.id, phone: "9988-7766" },
    });
    expect(sale.history[0].event).toBe("Venta Convertida desde Compra Web");
    expect(await stockOf(db, p)).toEqual({ quantity: 1, inProgressStock: 2, totalSold: 0 });
    expect(await db.select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, id))).toEqual([]);
    expect((await t.request("GET", `/api/sales/${saleId}`, { as: client })).status).toBe(200);
    // docs/product/operations.md lookup chain: the web purchase's own id now opens the converted sale.
    expect((await t.request("GET", `/api/sales/${id}`, { as: admin })).json.id).toBe(saleId);
    await expectConserved(db, { [p]: 3 });
  });

  it("without enough stock the conversion is refused and nothing changes", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { brand: "Casio", description: "", quantity: 1, salePrice: 100_000 });
    const id = await addWebPurchase(db, p, 2);
    const res = await t.request("POST", `/api/web-purchases/${id}/convert`, { as: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Stock insuficiente para "Reloj Web". Disponibles: 1.');
    expect(await stockOf(db, p)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 0 });
    expect((await t.request("GET", `/api/web-purchases/${id}`, { as: admin })).status).toBe(200);
  });
});
