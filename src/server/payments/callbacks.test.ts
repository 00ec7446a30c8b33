import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addDiscountCode,
  addProduct,
  addSettings,
  checkoutBody,
  paymentsOf,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  CARD,
  DECLINED_CARD,
  deliverCallback,
  payOnSandbox,
  signedCallback,
} from "../../../tests/support/test-payments";
import { msg } from "../../domain/kernel/messages";
import { cardPaymentNotifications } from "../card-payments/schema";
import { discountCodes } from "../discount-codes/schema";
import { paymentGatewayEvents } from "../gateways/schema";
import { userNotifications } from "../notifications/schema";
import { sales } from "../sales/schema";
import { releaseExpiredOrders } from "./callbacks";

describe.each(DB_KINDS)("card payments and callbacks on %s (docs/decisions/0020)", (kind) => {
  let t: TestApp;
  let city: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    city = await addCity(db(), "San Pedro Sula", 11_000);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
  });
  afterAll(() => t.close());

  async function cardOrder(
    opts: {
      quantity?: number;
      stock?: number;
      as?: Parameters<TestApp["request"]>[2] extends infer O
        ? O extends { as?: infer A }
          ? A
          : never
        : never;
      code?: string;
    } = {},
  ) {
    const p = await addProduct(db(), {
      quantity: opts.stock ?? 3,
      salePrice: 100_000,
      name: "Cronos Piloto",
    });
    const body = checkoutBody(
      city,
      [{ productId: p, quantity: opts.quantity ?? 2 }],
      opts.code ? { discountCode: opts.code } : {},
    );
    const res = await t.request("POST", "/api/checkout", { body, as: opts.as });
    expect(res.status).toBe(200);
    return { productId: p, orderId: res.json.orderId as string, redirectUrl: res.json.redirectUrl as string };
  }
  const notification = async (orderId: string) =>
    (
      await db().select().from(cardPaymentNotifications).where(eq(cardPaymentNotifications.orderId, orderId))
    )[0]!;
  const salesOf = (orderId: string) => db().select().from(sales).where(eq(sales.id, orderId));

  it("an approved sandbox payment becomes a Completado card sale with one full payment; units move to sold", async () => {
    const client = await t.account("client");
    const o = await cardOrder({ as: client });
    const pay = await payOnSandbox(t, o.redirectUrl);
    expect(pay.json).toEqual({ redirectUrl: `/payment/success?orderId=${o.orderId}` });
    const [sale] = await salesOf(o.orderId);
    expect(sale).toMatchObject({
      status: "Completado",
      isCardPayment: true,
      cardBrand: "VISA",
      cardAccount: "1111",
      amountPaid: 211_000,
      total: 211_000,
      customerUserId: client.id,
      customerType: "web-registered",
      shippingCity: "San Pedro Sula",
    });
    expect(sale!.transactionId).toMatch(/^sbx_/);
    const payments = await paymentsOf(db(), o.orderId);
    expect(payments.map((p) => [p.amount, p.type])).toEqual([[211_000, "full"]]);
    expect(await notification(o.orderId)).toMatchObject({
      status: "new",
      saleId: o.orderId,
      cardLast4: "1111",
      cardBrand: "VISA",
    });
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 2 });
    const notes = await db().select().from(userNotifications).where(eq(userNotifications.userId, client.id));
    expect(notes.map((n) => [n.type, n.link])).toEqual([["purchase", `/client/purchases/${o.orderId}`]]);
    // Nothing more than the last 4 digits is ever stored.
    const events = await db()
      .select()
      .from(paymentGatewayEvents)
      .where(eq(paymentGatewayEvents.orderId, o.orderId));
    expect(JSON.stringify(events)).not.toContain("4111111111111111");
  });

  it("a declined card releases the reserved stock and the code use, exactly once", async () => {
    await addDiscountCode(db(), "DECL", { usageLimit: 5 });
    const o = await cardOrder({ code: "DECL" });
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 1, inProgressStock: 2, totalSold: 0 });
    const pay = await payOnSandbox(t, o.redirectUrl, DECLINED_CARD);
    expect(pay.json.redirectUrl).toBe(`/payment/cancelled?orderId=${o.orderId}&reason=declined`);
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
    expect((await notification(o.orderId)).status).toBe("failed");
    expect(await salesOf(o.orderId)).toHaveLength(0);
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, "DECL"));
    expect(code!.usageCount).toBe(0);
    // Paying again on the same session after the release changes nothing.
    await payOnSandbox(t, o.redirectUrl, CARD);
    expect(await salesOf(o.orderId)).toHaveLength(0);
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
  });

  it("cancelling on the gateway page releases the stock", async () => {
    const o = await cardOrder();
    const res = await payOnSandbox(t, o.redirectUrl, CARD, "cancel");
    expect(res.json.redirectUrl).toContain("/payment/cancelled");
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
  });

  it("unknown test cards, bad expiry and a tampered session are refused in Spanish", async () => {
    const o = await cardOrder();
    expect(
      (await payOnSandbox(t, o.redirectUrl, { ...CARD, number: "4242424242424242" })).json.error.message,
    ).toBe(msg.cardInvalid);
    expect((await payOnSandbox(t, o.redirectUrl, { ...CARD, expiry: "01/20" })).json.error.message).toBe(
      msg.cardInvalid,
    );
    const tampered = o.redirectUrl.replace(/amount=\d+/, "amount=100");
    const res = await payOnSandbox(t, tampered);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(msg.paymentSessionInvalid);
    expect((await notification(o.orderId)).status).toBe("pending_payment");
  });

  it("a forged callback (bad signature) changes nothing and answers 400", async () => {
    const o = await cardOrder();
    const { body } = signedCallback(t, {
      order_id: o.orderId,
      transaction_id: "tx-forged",
      status: "approved",
      amount: "211000",
      card_brand: "VISA",
      card_last4: "1111",
    });
    const res = await deliverCallback(t, body, "0".repeat(64));
    expect(res.status).toBe(400);
    expect(await salesOf(o.orderId)).toHaveLength(0);
    expect((await notification(o.orderId)).status).toBe("pending_payment");
    const [event] = await db()
      .select()
      .from(paymentGatewayEvents)
      .where(eq(paymentGatewayEvents.orderId, o.orderId));
    expect(event).toMatchObject({ verified: false, outcome: "rejected" });
  });

  it("an amount-mismatched callback changes nothing, even when properly signed", async () => {
    const o = await cardOrder();
    const { body, signature } = signedCallback(t, {
      order_id: o.orderId,
      transaction_id: "tx-cheap",
      status: "approved",
      amount: "100",
      card_brand: "VISA",
      card_last4: "1111",
    });
    expect((await deliverCallback(t, body, signature)).json.result).toBe("ignored");
    expect(await salesOf(o.orderId)).toHaveLength(0);
    expect((await notification(o.orderId)).status).toBe("pending_payment");
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 1, inProgressStock: 2, totalSold: 0 });
  });

  it("5 identical callbacks in parallel, then a replay: one payment, one stock move", async () => {
    const o = await cardOrder();
    const { body, signature } = signedCallback(t, {
      order_id: o.orderId,
      transaction_id: "tx-five",
      status: "approved",
      amount: "211000",
      card_brand: "MASTERCARD",
      card_last4: "4444",
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverCallback(t, body, signature)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.result === "applied")).toHaveLength(1);
    expect((await deliverCallback(t, body, signature)).json.result).toBe("duplicate");
    // A second, different approval for the same order (another transaction) is ignored too.
    const other = signedCallback(t, { ...body, transaction_id: "tx-six" });
    expect((await deliverCallback(t, other.body, other.signature)).json.result).toBe("ignored");
    expect(await salesOf(o.orderId)).toHaveLength(1);
    expect(await paymentsOf(db(), o.orderId)).toHaveLength(1);
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 1, inProgressStock: 0, totalSold: 2 });
  });

  it("a callback for an order that does not exist only logs a warning", async () => {
    const { body, signature } = signedCallback(t, {
      order_id: "no-such-order",
      transaction_id: "tx-none",
      status: "approved",
      amount: "1",
      card_brand: null,
      card_last4: null,
    });
    expect((await deliverCallback(t, body, signature)).json.result).toBe("ignored");
  });

  it("after 15 minutes unpaid the job releases the stock once; a late approval changes nothing", async () => {
    const o = await cardOrder();
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await releaseExpiredOrders(db(), new Date())).toBe(0);
    const [first, second] = await Promise.all([
      releaseExpiredOrders(db(), later),
      releaseExpiredOrders(db(), later),
    ]);
    // Other tests' unpaid orders are due too; exactly-once shows in the stock and the third run below.
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect((await notification(o.orderId)).status).toBe("expired");
    expect(await releaseExpiredOrders(db(), later)).toBe(0);
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
    const { body, signature } = signedCallback(t, {
      order_id: o.orderId,
      transaction_id: "tx-late",
      status: "approved",
      amount: "211000",
      card_brand: "VISA",
      card_last4: "1111",
    });
    const admin = await t.account("admin");
    const seller = await t.account("seller");
    expect((await deliverCallback(t, body, signature)).json.result).toBe("ignored");
    expect(await salesOf(o.orderId)).toHaveLength(0);
    expect(await stockOf(db(), o.productId)).toEqual({ quantity: 3, inProgressStock: 0, totalSold: 0 });
    // The money was taken all the same: every admin is told (once, even if the callback repeats).
    expect((await deliverCallback(t, body, signature)).json.result).toBe("duplicate");
    const alerts = (await t.request("GET", "/api/notifications", { as: admin })).json.items;
    expect(alerts.filter((n: { title: string }) => n.title === msg.latePaymentTitle)).toHaveLength(1);
    expect(alerts[0].body).toContain("tx-late");
    expect((await t.request("GET", "/api/notifications", { as: seller })).json.items).toEqual([]);
  });
});
