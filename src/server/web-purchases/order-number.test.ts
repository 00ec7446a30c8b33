import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addDiscountCode,
  addProduct,
  addSettings,
  checkoutBody,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { discountCodes } from "../discount-codes/schema";
import { unregisteredPurchases } from "./schema";

/** Bank-transfer orders, their number and their discount-code use. */
describe.each(DB_KINDS)("bank-transfer orders on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db(), "Tegucigalpa", 8_000);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
    [admin, client] = await Promise.all([t.account("admin"), t.account("client")]);
  });
  afterAll(() => t.close());

  const transfer = (
    productId: string,
    quantity: number,
    extra: Record<string, unknown> = {},
    as?: TestUser,
  ) =>
    t.request("POST", "/api/checkout", {
      as,
      body: checkoutBody(city, [{ productId, quantity }], { paymentMethod: "transfer", ...extra }),
    });
  const uses = async (code: string) =>
    (await db().select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.usageCount;

  it("the order keeps its number through conversion, and Mis Compras shows it before and after", async () => {
    const p = await addProduct(db(), { quantity: 5, salePrice: 100_000 });
    const placed = await transfer(p, 1, {}, client);
    expect(placed.status).toBe(200);
    const { orderId, orderNumber } = placed.json;
    const before = await t.request("GET", "/api/my/purchases", { as: client });
    expect(before.status).toBe(200);
    expect(before.json).toEqual([
      expect.objectContaining({
        kind: "web-purchase",
        id: orderId,
        orderNumber,
        status: "Pendiente de Confirmación",
        total: 108_000,
        balance: 108_000,
      }),
    ]);
    const converted = await t.request("POST", `/api/web-purchases/${orderId}/convert`, {
      as: admin,
      body: {},
    });
    expect(converted.status).toBe(200);
    expect(converted.json).toMatchObject({ saleId: orderId, orderNumber });
    const after = await t.request("GET", "/api/my/purchases", { as: client });
    expect(after.json).toEqual([
      expect.objectContaining({ kind: "sale", id: orderId, orderNumber, status: "Pendiente" }),
    ]);
  });

  it("an order without an account holds at most 5 units", async () => {
    const p = await addProduct(db(), { quantity: 20, salePrice: 10_000 });
    const res = await transfer(p, 6);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(msg.anonymousOrderTooManyUnits(5));
    expect((await transfer(p, 5)).status).toBe(200);
    expect((await transfer(p, 6, {}, client)).status).toBe(200);
  });

  it("deleting a web purchase and cancelling its sale give the code's use back", async () => {
    const p = await addProduct(db(), { quantity: 10, salePrice: 100_000 });
    await addDiscountCode(db(), "TRES", { usageLimit: 3 });
    const orders = await Promise.all([0, 1, 2].map(() => transfer(p, 1, { discountCode: "TRES" })));
    expect(orders.map((o) => o.status)).toEqual([200, 200, 200]);
    expect(await uses("TRES")).toBe(3);
    expect((await transfer(p, 1, { discountCode: "TRES" })).json.error.message).toBe(
      msg.discountCodeExhausted,
    );
    const [a, b] = orders.map((o) => o.json.orderId as string);
    expect((await t.request("DELETE", `/api/web-purchases/${a}`, { as: admin })).status).toBeLessThan(300);
    expect(await uses("TRES")).toBe(2);
    expect(await db().select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, a!))).toEqual(
      [],
    );
    // Converted, then cancelled: the use comes back; reactivated: it is taken again.
    await t.request("POST", `/api/web-purchases/${b}/convert`, { as: admin, body: {} });
    const cancel = await t.request("PATCH", `/api/sales/${b}`, {
      as: admin,
      body: { status: "Cancelado", cancellationReason: "Pago no recibido" },
    });
    expect(cancel.status).toBe(200);
    expect(await uses("TRES")).toBe(1);
    await t.request("PATCH", `/api/sales/${b}`, { as: admin, body: { status: "Pendiente" } });
    expect(await uses("TRES")).toBe(2);
  });
});
