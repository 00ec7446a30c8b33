import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addDiscountCode,
  addProduct,
  addSettings,
  checkoutBody,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { cardPaymentNotifications } from "../card-payments/schema";
import { discountCodes } from "../discount-codes/schema";
import { inventoryMovements } from "../inventory/schema";
import { unregisteredPurchases } from "../web-purchases/schema";

describe.each(DB_KINDS)("checkout on %s (docs/decisions/0020)", (kind) => {
  let t: TestApp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db(), "Tegucigalpa", 8_000);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
  });
  afterAll(() => t.close());

  it("quotes the cart from the database: current prices, stock, shipping and the code", async () => {
    const a = await addProduct(db(), { salePrice: 200_000, promoPrice: 150_000, quantity: 2 });
    const hidden = await addProduct(db(), { isPublic: false });
    await addDiscountCode(db(), "QUOTE10", { percentage: 10 });
    const res = await t.request("POST", "/api/checkout/quote", {
      body: {
        items: [
          { productId: a, quantity: 5 },
          { productId: hidden, quantity: 1 },
        ],
        cityId: city,
        discountCode: "quote10",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.lines.map((l: { available: boolean; stock: number }) => [l.available, l.stock])).toEqual([
      [true, 2],
      [false, 0],
    ]);
    // Priced at the stock (2 units): 2 × 1,500 = 3,000; code 10 % = 300; shipping 80.
    expect(res.json).toMatchObject({
      subtotal: 400_000,
      promoItemsDiscount: 100_000,
      shippingCost: 8_000,
      total: 278_000,
    });
    expect(res.json.appliedDiscount).toEqual({ code: "QUOTE10", percentage: 10, amount: 30_000 });
    const bad = await t.request("POST", "/api/checkout/quote", {
      body: { items: [{ productId: a, quantity: 1 }], discountCode: "NOEXISTE" },
    });
    expect(bad.json.discountError).toBe(msg.discountCodeNotFound);
  });

  it("a card order reserves the stock and opens a pending notification with every field, ignoring tampered amounts", async () => {
    const p = await addProduct(db(), {
      name: "Cronos Marina",
      salePrice: 200_000,
      promoPrice: 150_000,
      originalPublicPrice: 220_000,
      quantity: 3,
    });
    const body = checkoutBody(city, [{ productId: p, quantity: 2, price: 1 } as never], {
      total: 100,
      subtotal: 1,
      shippingCost: 0,
      amount: 1,
      discount: 99,
    });
    const res = await t.request("POST", "/api/checkout", { body });
    expect(res.status).toBe(200);
    expect(res.json.method).toBe("card");
    expect(res.json.redirectUrl).toMatch(/^\/payment\/sandbox\?/);
    expect(String(res.headers["set-cookie"])).toMatch(/order_owner=.*HttpOnly/);
    const [n] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, res.json.orderId));
    expect(n).toMatchObject({
      status: "pending_payment",
      source: "checkout",
      amount: 308_000,
      subtotal: 400_000,
      promoItemsDiscount: 100_000,
      shippingCost: 8_000,
      itemCount: 2,
      customerName: "Ana Martínez",
      customerEmail: "ana@correo.hn",
      customerPhone: "9988-7766",
      shippingCity: "Tegucigalpa",
      shippingAddress: "Col. Palmira, casa 12",
      customerType: "web-unregistered",
      orderNumber: res.json.orderNumber,
      isDirectPurchase: true,
      gateway: "sandbox",
    });
    expect(n!.items).toEqual([
      // The line keeps its regular price, not the public original price (docs/decisions/0244).
      { productId: p, productName: "Cronos Marina", quantity: 2, price: 150_000, originalPrice: 200_000 },
    ]);
    expect(n!.expiresAt!.getTime() - n!.createdAt.getTime()).toBe(15 * 60_000);
    expect(n!.ownerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await stockOf(db(), p)).toEqual({ quantity: 1, inProgressStock: 2, totalSold: 0 });
    const moves = await db().select().from(inventoryMovements).where(eq(inventoryMovements.productId, p));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      type: "venta-progreso",
      quantityChange: -2,
      relatedSaleId: res.json.orderId,
    });
  });

  it("a signed-in client's order carries the account; a wholesaler's is typed wholesaler", async () => {
    const p = await addProduct(db());
    const client = await t.account("client");
    const res = await t.request("POST", "/api/checkout", {
      as: client,
      body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
    });
    const [n] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, res.json.orderId));
    expect(n).toMatchObject({ customerUserId: client.id, customerType: "web-registered" });
    const wholesaler = await t.account("wholesaler");
    const res2 = await t.request("POST", "/api/checkout", {
      as: wholesaler,
      body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
    });
    const [n2] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, res2.json.orderId));
    expect(n2!.customerType).toBe("wholesaler");
  });

  it("a bank transfer creates an unread web purchase awaiting confirmation, without touching stock", async () => {
    const p = await addProduct(db(), { quantity: 1, salePrice: 50_000 });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }], { paymentMethod: "transfer" }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ method: "transfer" });
    // The result page with the order's signed link, which keeps opening it once staff convert it.
    const redirect = new URL(res.json.redirectUrl, "http://localhost");
    expect(redirect.pathname).toBe("/payment/success");
    expect(redirect.searchParams.get("orderId")).toBe(res.json.orderId);
    expect(
      (await t.request("GET", `/api/orders/${res.json.orderId}/result?${redirect.searchParams}`)).status,
    ).toBe(200);
    const [w] = await db()
      .select()
      .from(unregisteredPurchases)
      .where(eq(unregisteredPurchases.id, res.json.orderId));
    expect(w).toMatchObject({
      status: "Pendiente de Confirmación",
      isRead: false,
      total: 58_000,
      customerName: "Ana Martínez",
    });
    expect(w!.order).toMatchObject({
      id: res.json.orderId,
      total: 58_000,
      paymentMethod: "Transferencia bancaria",
    });
    expect(await stockOf(db(), p)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 0 });
  });

  it("refuses unknown, hidden and out-of-stock products, and nothing changes", async () => {
    const hidden = await addProduct(db(), { isPublic: false, quantity: 5 });
    const soldOut = await addProduct(db(), { name: "Agotado", quantity: 0 });
    const fine = await addProduct(db(), { quantity: 5 });
    const cases: [string, { productId: string; quantity: number }[], string][] = [
      ["unknown", [{ productId: "no-existe-0000000000", quantity: 1 }], msg.productNotAvailable],
      [
        "hidden",
        [
          { productId: fine, quantity: 1 },
          { productId: hidden, quantity: 1 },
        ],
        msg.productNotAvailable,
      ],
      [
        "sold out",
        [
          { productId: fine, quantity: 1 },
          { productId: soldOut, quantity: 1 },
        ],
        msg.insufficientStock("Agotado", 0),
      ],
      [
        "beyond stock",
        [{ productId: fine, quantity: 6 }],
        msg.insufficientStock((await productName(fine))!, 5),
      ],
    ];
    for (const [label, items, message] of cases) {
      const before = await db().select().from(cardPaymentNotifications);
      const res = await t.request("POST", "/api/checkout", { body: checkoutBody(city, items) });
      expect(res.status, label).toBe(400);
      expect(res.json.error.message, label).toBe(message);
      expect(await db().select().from(cardPaymentNotifications), label).toHaveLength(before.length);
    }
    expect(await stockOf(db(), fine)).toEqual({ quantity: 5, inProgressStock: 0, totalSold: 0 });
    expect(await stockOf(db(), hidden)).toEqual({ quantity: 5, inProgressStock: 0, totalSold: 0 });
  });

  async function productName(id: string) {
    const res = await t.request("GET", `/api/catalog/${id}`);
    return res.json.name as string;
  }

  it("quantity 0, negative, fractional, huge or not a number → 400 in Spanish", async () => {
    const p = await addProduct(db(), { quantity: 5 });
    for (const quantity of [0, -1, 1.5, 1e9, "2", null]) {
      const res = await t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: p, quantity: quantity as number }]),
      });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.json.error.message, String(quantity)).toBe(msg.quantityInvalid);
    }
    const dup = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [
        { productId: p, quantity: 1 },
        { productId: p, quantity: 1 },
      ]),
    });
    expect(dup.json.error.message).toBe(msg.duplicateLine);
    const empty = await t.request("POST", "/api/checkout", { body: checkoutBody(city, []) });
    expect(empty.json.error.message).toBe(msg.cartEmpty);
    expect(await stockOf(db(), p)).toEqual({ quantity: 5, inProgressStock: 0, totalSold: 0 });
  });

  it("contact and shipping are validated with clear messages", async () => {
    const p = await addProduct(db());
    const base = checkoutBody(city, [{ productId: p, quantity: 1 }]);
    const probe = async (patch: Record<string, unknown>) =>
      (await t.request("POST", "/api/checkout", { body: { ...base, ...patch } })).json.error?.message;
    expect(await probe({ contact: { ...base.contact, email: "no-es-email" } })).toBe(msg.emailInvalid);
    expect(await probe({ contact: { ...base.contact, phone: "123" } })).toBe(msg.phoneInvalid);
    expect(await probe({ contact: { ...base.contact, name: "  " } })).toBe(msg.nameRequired);
    expect(await probe({ shipping: { ...base.shipping, address: "" } })).toBe(msg.addressRequired);
    expect(await probe({ shipping: { ...base.shipping, cityId: "no-existe" } })).toBe(msg.chooseCity);
  });

  it("discount codes: active, unexpired and within the limit; the use is counted once per order", async () => {
    const p = await addProduct(db(), { quantity: 10, salePrice: 100_000 });
    await addDiscountCode(db(), "OFF", { isActive: false });
    await addDiscountCode(db(), "OLD", { expiresAt: new Date(Date.now() - 1000) });
    await addDiscountCode(db(), "FULL", { usageLimit: 2, usageCount: 2 });
    await addDiscountCode(db(), "ONE", { usageLimit: 1, percentage: 25 });
    const order = (code: string) =>
      t.request("POST", "/api/checkout", {
        body: checkoutBody(city, [{ productId: p, quantity: 1 }], { discountCode: code }),
      });
    expect((await order("OFF")).json.error.message).toBe(msg.discountCodeInactive);
    expect((await order("OLD")).json.error.message).toBe(msg.discountCodeExpired);
    expect((await order("FULL")).json.error.message).toBe(msg.discountCodeExhausted);
    expect((await order("NADA")).json.error.message).toBe(msg.discountCodeNotFound);
    const ok = await order("one");
    expect(ok.status).toBe(200);
    const [n] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, ok.json.orderId));
    expect(n!.appliedDiscount).toEqual({ code: "ONE", percentage: 25, amount: 25_000 });
    expect(n!.amount).toBe(100_000 - 25_000 + 8_000);
    expect((await order("ONE")).json.error.message).toBe(msg.discountCodeExhausted);
    const [row] = await db().select().from(discountCodes).where(eq(discountCodes.code, "ONE"));
    expect(row!.usageCount).toBe(1);
  });

  it("20 concurrent checkouts for the last unit: exactly one succeeds", async () => {
    const p = await addProduct(db(), { name: "Última unidad", quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request("POST", "/api/checkout", { body: checkoutBody(city, [{ productId: p, quantity: 1 }]) }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json.error.message).toBe(msg.insufficientStock("Última unidad", 0));
    expect(await stockOf(db(), p)).toEqual({ quantity: 0, inProgressStock: 1, totalSold: 0 });
  });
});
