import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, stockOf } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate, shopDay } from "../../domain/kernel/shop-calendar";
import { layawayDeadline } from "../../domain/sales/layaway";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { cardPaymentNotifications } from "../card-payments/schema";
import { outboxEmails } from "../mail/schema";

/** An apartado opened at web checkout (docs/decisions/0253): the card or the transfer pays its deposit. */
describe.each(DB_KINDS)("an apartado at web checkout on %s (docs/decisions/0253)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let city: string;
  const today = shopDay(new Date());
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, client] = await Promise.all([
      t.account("admin"),
      t.account("client", { name: "Karla Apartado" }),
    ]);
    city = await addCity(db(), "Tegucigalpa", 10_000);
    await addSettings(db(), { whatsappNumber: "9999-0000", layawayDepositPercent: 20, layawayTermDays: 30 });
  });
  afterAll(() => t.close());

  const watch = () => addProduct(db(), { name: "Orient Bambino", salePrice: 100_000, quantity: 3 });
  const order = (productId: string, as: TestUser | undefined, extra: Record<string, unknown> = {}) =>
    t.request("POST", "/api/checkout", {
      as,
      body: checkoutBody(city, [{ productId, quantity: 1 }], { layaway: true, ...extra }),
    });
  const setOnline = (on: boolean) =>
    t.request("PATCH", "/api/settings", { as: admin, body: { layawayAtCheckout: on } });

  it("is offered only when the shop turns it on, only to a signed-in buyer, and never with saldo a favor", async () => {
    const productId = await watch();
    const quote = (as?: TestUser) =>
      t.request("POST", "/api/checkout/quote", {
        as,
        body: { items: [{ productId, quantity: 1 }], cityId: city },
      });
    expect((await quote(client)).json.layaway).toBeNull();
    const off = await order(productId, client);
    expect(off.status).toBe(400);
    expect(off.json.error.message).toBe(layawayMsg.checkoutOff);

    expect((await setOnline(true)).status).toBe(200);
    // The terms, the deadline if opened today, and what expiry does: the buyer reads them before choosing.
    const deadline = layawayDeadline(today, 30);
    expect((await quote(client)).json.layaway).toEqual({
      depositPercent: 20,
      termDays: 30,
      deposit: 22_000,
      deadline,
      policy: layawayMsg.policySaldo(formatShopDate(deadline)),
    });
    expect((await quote()).json.layaway).toBeNull();
    const guest = await order(productId, undefined);
    expect(guest.json.error.message).toBe(layawayMsg.checkoutSignIn);
    const withCredit = await order(productId, client, { useCredit: true });
    expect(withCredit.json.error.message).toBe(layawayMsg.checkoutNoCredit);
    // Nothing was held by the refusals.
    expect(await stockOf(db(), productId)).toMatchObject({ quantity: 3, inProgressStock: 0 });
  });

  it("a card apartado charges the minimum deposit; once paid, the sale is worth the order, the watch is held and the deadline set", async () => {
    await setOnline(true);
    const productId = await watch();
    const placed = await order(productId, client);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const [pending] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, placed.json.orderId));
    // 20 % of L. 1,100.00 (the watch and the shipping).
    expect(pending).toMatchObject({ amount: 22_000, layaway: true, orderTotal: 110_000 });
    const stats = async () => (await t.request("GET", "/api/card-payments/stats", { as: admin })).json;
    const before = await stats();

    expect((await payOnSandbox(t, placed.json.redirectUrl)).status).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${placed.json.orderId}`, { as: admin })).json;
    expect(sale).toMatchObject({
      total: 110_000,
      amountPaid: 22_000,
      balance: 88_000,
      status: "Abonado",
      layawayUntil: layawayDeadline(today, 30),
    });
    const opened = sale.history.find((h: { details: string }) => h.details.startsWith("Apartado en línea"));
    expect(opened.details).toContain(layawayMsg.historyWebDeposit(formatMoney(22_000)));
    expect(opened.details).toContain(layawayMsg.layawayLine(formatShopDate(layawayDeadline(today, 30))));
    expect(await stockOf(db(), productId)).toMatchObject({ quantity: 2, inProgressStock: 1 });
    // Pagos con Tarjeta counts what the card charged: the deposit, not the order's total.
    const after = await stats();
    expect(after.today.totalAmount - before.today.totalAmount).toBe(22_000);
    expect(after.allCharges.today.total - before.allCharges.today.total).toBe(22_000);
    // Mis Compras shows it as an apartado with what is left.
    const mine = await t.request("GET", "/api/my/purchases", { as: client });
    expect(mine.json.find((r: { id: string }) => r.id === placed.json.orderId)).toMatchObject({
      balance: 88_000,
      layawayUntil: layawayDeadline(today, 30),
    });
  });

  it("a transfer apartado opens as an apartado when staff convert it", async () => {
    await setOnline(true);
    const productId = await watch();
    const placed = await order(productId, client, { paymentMethod: "transfer" });
    expect(placed.status).toBe(200);
    // The confirmation asks for the deposit, not the total.
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.idempotencyKey, `order-confirmation:${placed.json.orderId}:ana@correo.hn`));
    expect(mail?.textBody).toContain(`el depósito de su apartado, ${formatMoney(22_000)}`);
    const converted = await t.request("POST", `/api/web-purchases/${placed.json.orderId}/convert`, {
      as: admin,
    });
    expect(converted.status, JSON.stringify(converted.json)).toBe(200);
    const sale = (await t.request("GET", `/api/sales/${placed.json.orderId}`, { as: admin })).json;
    expect(sale).toMatchObject({ total: 110_000, amountPaid: 0, layawayUntil: layawayDeadline(today, 30) });
  });
});
