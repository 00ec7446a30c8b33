import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addProduct,
  addSettings,
  saleViaApi,
  paymentsOf as standingPayments,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import {
  CARD,
  DECLINED_CARD,
  deliverCallback,
  payOnSandbox,
  signedCallback,
} from "../../../tests/support/test-payments";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { cardPaymentNotifications } from "../card-payments/schema";
import { paymentGatewayEvents } from "../gateways/schema";
import { userNotifications } from "../notifications/schema";
import { sales } from "../sales/schema";
import { createPaymentLink } from "./index";
import { paymentLinks } from "./schema";

describe.each(DB_KINDS)("payment links on %s (docs/product/operations.md)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { storeName: "Relojería Prueba" });
    admin = await t.account("admin");
    productId = await addProduct(db(), { quantity: 100, salePrice: 50_000 });
  });
  afterAll(() => t.close());

  /** A counter sale of L.\u00a0500.00 owing everything, optionally for a client's account. */
  async function owingSale(customerUserId?: string): Promise<string> {
    const customer = customerUserId ? { customer: { kind: "user", userId: customerUserId } } : {};
    const res = await saleViaApi(t, admin, [{ productId, quantity: 1, price: 50_000 }], customer);
    expect(res.status).toBe(200);
    return res.json.id;
  }
  const createLink = (saleId: string, body: Record<string, unknown> = {}, as: TestUser = admin) =>
    t.request("POST", `/api/sales/${saleId}/payment-links`, { as, body });
  const startPay = (token: string) => t.request("POST", `/api/payment-links/${token}/pay`, {});
  const saleRow = async (id: string) => (await db().select().from(sales).where(eq(sales.id, id)))[0]!;
  const paymentsOf = (id: string) => standingPayments(db(), id);
  const linkRows = (id: string) => db().select().from(paymentLinks).where(eq(paymentLinks.saleId, id));
  const linkNotices = (id: string) =>
    db().select().from(cardPaymentNotifications).where(eq(cardPaymentNotifications.saleId, id));
  /** A signed approved callback for a link, as the gateway would send it. */
  const approved = (reference: string, amount: number, transaction: string) =>
    signedCallback(t, {
      order_id: reference,
      transaction_id: transaction,
      status: "approved",
      amount: String(amount),
      card_brand: "VISA",
      card_last4: "1111",
    });

  it("an admin's link for part of the balance is opened without an account and paid once: an Abono al Crédito by tarjeta, card data kept, admins notified", async () => {
    const saleId = await owingSale();
    const created = await createLink(saleId, { amount: 20_000 });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      amount: 20_000,
      url: expect.stringMatching(/^http:\/\/localhost:3000\/pagar\//),
    });
    expect(created.json.whatsappUrl).toMatch(/^https:\/\/wa\.me\/50499991234\?text=/);
    const hours = (Date.parse(created.json.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const opened = await t.request("GET", `/api/payment-links/${created.json.token}`);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      storeName: "Relojería Prueba",
      orderNumber: saleId.slice(0, 6).toUpperCase(),
      amount: 20_000,
      state: "open",
    });
    expect(JSON.stringify(opened.json)).not.toContain("Cliente Mostrador");

    const start = await startPay(created.json.token);
    expect(start.status).toBe(200);
    const declined = await payOnSandbox(t, start.json.redirectUrl, DECLINED_CARD);
    expect(declined.status).toBe(200);
    expect(await paymentsOf(saleId)).toHaveLength(0);

    const pay = await payOnSandbox(t, start.json.redirectUrl, CARD);
    const [link] = await linkRows(saleId);
    expect(pay.json).toEqual({ redirectUrl: `/pagar/estado/${link!.id}` });
    expect(link).toMatchObject({ status: "paid", cardBrand: "VISA", cardLast4: "1111", gateway: "sandbox" });
    expect(link!.transactionId).toMatch(/^sbx_/);
    const payments = await paymentsOf(saleId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: link!.paymentId,
      amount: 20_000,
      type: "partial",
      method: "tarjeta",
    });
    expect(await saleRow(saleId)).toMatchObject({ status: "Abonado", amountPaid: 20_000 });

    const [notice] = await linkNotices(saleId);
    expect(notice).toMatchObject({
      source: "payment-link",
      status: "new",
      amount: 20_000,
      cardLast4: "1111",
    });
    const bell = await t.request("GET", "/api/card-payments?limit=8", { as: admin });
    expect(bell.json.items[0]).toMatchObject({ source: "payment-link", saleId });

    const result = await t.request("GET", `/api/payment-links/result/${link!.id}`);
    expect(result.json).toMatchObject({ state: "paid", amount: 20_000 });
    const history = await t.request("GET", `/api/sales/${saleId}`, { as: admin });
    expect(JSON.stringify(history.json.history)).toContain("VISA ••••1111");

    // Works once: the page says it is paid and the gateway is not opened again.
    const again = await startPay(created.json.token);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(m.alreadyPaid);
  });

  it("a link for the whole balance settles the sale as Pago Completo", async () => {
    const saleId = await owingSale();
    const created = await createLink(saleId);
    expect(created.json.amount).toBe(50_000);
    const start = await startPay(created.json.token);
    await payOnSandbox(t, start.json.redirectUrl);
    expect(await saleRow(saleId)).toMatchObject({ status: "Completado", amountPaid: 50_000 });
    expect((await paymentsOf(saleId))[0]).toMatchObject({ type: "full", method: "tarjeta" });
  });

  it("its charge is gateway card money on every screen: Cobros con tarjeta (todos), the cash flow's Tarjeta and Neto, the dashboard's Cobrado, not SPEC's card-sale statistics", async () => {
    const day = shopDay(new Date());
    const read = async () => ({
      stats: (await t.request("GET", "/api/card-payments/stats", { as: admin })).json,
      flow: (await t.request("GET", `/api/reports/cash-flow?from=${day}&to=${day}&grain=day`, { as: admin }))
        .json,
      dashboard: (await t.request("GET", "/api/reports/dashboard", { as: admin })).json,
    });
    const before = await read();
    const saleId = await owingSale();
    const created = await createLink(saleId, { amount: 30_000 });
    await payOnSandbox(t, (await startPay(created.json.token)).json.redirectUrl);
    const after = await read();
    expect(after.stats.allCharges.today.total - before.stats.allCharges.today.total).toBe(30_000);
    expect(after.stats.allCharges.today.count - before.stats.allCharges.today.count).toBe(1);
    expect(after.stats.allCharges.month.total - before.stats.allCharges.month.total).toBe(30_000);
    expect(after.stats.today).toEqual(before.stats.today);
    expect(after.flow.totals.tarjeta - before.flow.totals.tarjeta).toBe(30_000);
    expect(after.flow.totals.net - before.flow.totals.net).toBe(30_000);
    expect(after.dashboard.collectionsToday - before.dashboard.collectionsToday).toBe(30_000);
    expect(after.dashboard.collectionsToday).toBe(after.flow.totals.net);
  });

  it("cannot ask for more than the balance nor for nothing", async () => {
    const saleId = await owingSale();
    const over = await createLink(saleId, { amount: 50_001 });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe(m.amountExceedsBalance("L.\u00a0500.00"));
    const zero = await createLink(saleId, { amount: 0 });
    expect(zero.status).toBe(400);
    expect(await linkRows(saleId)).toHaveLength(0);
  });

  it("its callback replayed, or another approved charge for it, records nothing more (and admins hear of the extra charge)", async () => {
    const saleId = await owingSale();
    const created = await createLink(saleId, { amount: 10_000 });
    const [link] = await linkRows(saleId);
    const first = approved(link!.id, 10_000, "tx-replay-1");
    expect((await deliverCallback(t, first.body, first.signature)).json).toEqual({
      ok: true,
      result: "applied",
    });
    expect((await deliverCallback(t, first.body, first.signature)).json).toEqual({
      ok: true,
      result: "duplicate",
    });
    const second = approved(link!.id, 10_000, "tx-replay-2");
    expect((await deliverCallback(t, second.body, second.signature)).json).toEqual({
      ok: true,
      result: "ignored",
    });
    expect(await paymentsOf(saleId)).toHaveLength(1);
    expect(await saleRow(saleId)).toMatchObject({ amountPaid: 10_000 });
    expect(await linkNotices(saleId)).toHaveLength(1);
    const alerts = await db().select().from(userNotifications).where(eq(userNotifications.userId, admin.id));
    expect(
      alerts.filter((a) => a.title === m.unrecordedTitle && a.body.includes("tx-replay-2")),
    ).toHaveLength(1);
    expect(created.status).toBe(200);
  });

  it("a callback racing the browser's return and a second delivery records one payment", async () => {
    const saleId = await owingSale();
    await createLink(saleId, { amount: 15_000 });
    const [link] = await linkRows(saleId);
    const a = approved(link!.id, 15_000, "tx-race-a");
    const b = approved(link!.id, 15_000, "tx-race-b");
    const results = await Promise.all([
      deliverCallback(t, a.body, a.signature),
      deliverCallback(t, a.body, a.signature),
      deliverCallback(t, b.body, b.signature),
      t.request(
        "GET",
        `/api/payments/return/sandbox?orderId=${link!.id}&transaction_id=tx-race-a&status=approved`,
      ),
    ]);
    expect(
      results
        .slice(0, 3)
        .map((r) => r.json.result)
        .filter((r) => r === "applied"),
    ).toHaveLength(1);
    expect(results[3]!.status).toBe(303);
    expect(results[3]!.headers.location).toBe(`/pagar/estado/${link!.id}`);
    expect(await paymentsOf(saleId)).toHaveLength(1);
    expect(await saleRow(saleId)).toMatchObject({ amountPaid: 15_000 });
    expect((await linkRows(saleId))[0]!.status).toBe("paid");
  });

  it("cannot be used after its expiry; a charge reported long after records nothing", async () => {
    const saleId = await owingSale();
    const old = await createPaymentLink(
      db(),
      { saleId, amount: 10_000, createdBy: admin.id },
      new Date(Date.now() - 73 * 3_600_000),
    );
    expect(old.url).toBe(`/pagar/${old.token}`);
    const opened = await t.request("GET", `/api/payment-links/${old.token}`);
    expect(opened.json.state).toBe("expired");
    const start = await startPay(old.token);
    expect(start.status).toBe(409);
    expect(start.json.error.message).toBe(m.expired);
    const [link] = await linkRows(saleId);
    const late = approved(link!.id, 10_000, "tx-late");
    expect((await deliverCallback(t, late.body, late.signature)).json.result).toBe("ignored");
    expect(await paymentsOf(saleId)).toHaveLength(0);
    const [event] = await db()
      .select()
      .from(paymentGatewayEvents)
      .where(eq(paymentGatewayEvents.dedupeKey, "tx-late:approved"));
    expect(event!.outcome).toBe("link_refused");
  });

  it("re-checks the balance at payment time; a charge approved after an abono lowered it is still recorded, as a tarjeta payment whose excess is Saldo a favor (decision 0162)", async () => {
    const saleId = await owingSale();
    const created = await createLink(saleId);
    const cash = await t.request("POST", `/api/sales/${saleId}/payments`, {
      as: admin,
      body: { amount: 10_000, date: "2026-01-10", type: "partial" },
    });
    expect(cash.status).toBe(200);
    const start = await startPay(created.json.token);
    expect(start.status).toBe(409);
    expect(start.json.error.message).toBe(m.balanceChanged);
    const [link] = await linkRows(saleId);
    // The customer was already at the gateway: the charge goes through anyway.
    const cb = approved(link!.id, 50_000, "tx-dropped");
    expect((await deliverCallback(t, cb.body, cb.signature)).json.result).toBe("applied");
    const payments = await paymentsOf(saleId);
    expect(payments.map((p) => [p.amount, p.method]).sort()).toEqual([
      [10_000, "efectivo"],
      [50_000, "tarjeta"],
    ]);
    expect(await saleRow(saleId)).toMatchObject({ amountPaid: 50_000, status: "Completado" });
    const document = await t.request("GET", `/api/sales/${saleId}`, { as: admin });
    expect(document.json).toMatchObject({ balance: 0, credit: 10_000, keptOnCancel: 0 });
    expect((await linkRows(saleId))[0]!.status).toBe("paid");
  });

  it("a charge of another amount than the link's records nothing", async () => {
    const saleId = await owingSale();
    await createLink(saleId, { amount: 10_000 });
    const [link] = await linkRows(saleId);
    const cb = approved(link!.id, 9_999, "tx-mismatch");
    expect((await deliverCallback(t, cb.body, cb.signature)).json.result).toBe("ignored");
    expect(await paymentsOf(saleId)).toHaveLength(0);
  });

  it("a client creates one for their own purchase's whole balance only; another's sale is 404; sellers are refused", async () => {
    const client = await t.account("client");
    const other = await t.account("client");
    const own = await owingSale(client.id);
    const theirs = await owingSale(other.id);
    const mine = await createLink(own, {}, client);
    expect(mine.status).toBe(200);
    expect(mine.json.amount).toBe(50_000);
    const part = await createLink(own, { amount: 10_000 }, client);
    expect(part.status).toBe(409);
    expect(part.json.error.message).toBe(m.customerFullBalanceOnly);
    expect((await createLink(theirs, {}, client)).status).toBe(404);
    expect((await createLink("no-such-sale-id", {}, admin)).status).toBe(404);
    expect((await createLink(own, {}, await t.account("seller"))).status).toBe(403);
    expect(await linkRows(theirs)).toHaveLength(0);
  });

  it("a client's new link replaces their older open one for the sale; a charge already started on the old one is still recorded; staff links stay open", async () => {
    const client = await t.account("client");
    const saleId = await owingSale(client.id);
    const staffLink = await createLink(saleId, { amount: 10_000 });
    const first = await createLink(saleId, {}, client);
    // The customer is sent to the gateway with the first link…
    expect((await startPay(first.json.token)).status).toBe(200);
    const second = await createLink(saleId, {}, client);
    expect(second.status).toBe(200);
    // …one client-made link stays open; the older one's page says it was replaced.
    const rows = await linkRows(saleId);
    expect(rows.filter((r) => r.madeByCustomer && r.status === "pending")).toHaveLength(1);
    const opened = await t.request("GET", `/api/payment-links/${first.json.token}`);
    expect(opened.json.state).toBe("replaced");
    const restart = await startPay(first.json.token);
    expect(restart.status).toBe(409);
    expect(restart.json.error.message).toBe(m.replaced);
    expect((await t.request("GET", `/api/payment-links/${staffLink.json.token}`)).json.state).toBe("open");
    expect((await t.request("GET", `/api/payment-links/${second.json.token}`)).json.state).toBe("open");
    // The charge the customer had started on the replaced link is recorded.
    const old = rows.find((r) => r.status === "replaced")!;
    expect(old.replacedAt).not.toBeNull();
    const cb = approved(old.id, 50_000, "tx-replaced");
    expect((await deliverCallback(t, cb.body, cb.signature)).json.result).not.toBe("ignored");
    expect(await paymentsOf(saleId)).toHaveLength(1);
    expect(await saleRow(saleId)).toMatchObject({ amountPaid: 50_000 });
    expect((await linkRows(saleId)).find((r) => r.id === old.id)!.status).toBe("paid");
  });

  it("two links a client makes at once leave one open", async () => {
    const client = await t.account("client");
    const saleId = await owingSale(client.id);
    const made = await Promise.all([1, 2, 3].map(() => createLink(saleId, {}, client)));
    expect(made.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await linkRows(saleId);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "replaced")).toHaveLength(2);
  });

  it("an unknown token is 404 in Spanish; the expiry follows the setting", async () => {
    const unknown = await t.request("GET", "/api/payment-links/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(m.notFound);
    const saved = await t.request("PATCH", "/api/settings", { as: admin, body: { paymentLinkHours: 24 } });
    expect(saved.status).toBe(200);
    expect(saved.json.paymentLinkHours).toBe(24);
    const created = await createLink(await owingSale());
    const hours = (Date.parse(created.json.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const bad = await t.request("PATCH", "/api/settings", { as: admin, body: { paymentLinkHours: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(m.hoursRange(1, 720));
  });
});
