import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { DECLINED_CARD, payOnSandbox } from "../../../tests/support/test-payments";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { creditMsg } from "../../domain/sales/messages-credit";
import { cardPaymentNotifications } from "../card-payments/schema";
import { checkData } from "../import";
import { moneyEntries } from "../journal";
import { unregisteredPurchases } from "../web-purchases/schema";
import { creditHolds, sales } from "./schema";

/**
 * Saldo a favor spent on a new sale (docs/decisions/0251): by an admin at the counter, and by a
 * signed-in buyer at web checkout, held while the card or the transfer is awaited.
 */
describe.each(DB_KINDS)("spending saldo a favor on %s (docs/decisions/0251)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let city: string;
  let productId: string;
  let strap: string;
  const today = shopDay(new Date());
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, seller] = await Promise.all([t.account("admin"), t.account("seller")]);
    city = await addCity(db(), "Tegucigalpa", 10_000);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
    productId = await addProduct(db(), { name: "Seiko 5", salePrice: 100_000, quantity: 1_000 });
    strap = await addProduct(db(), { name: "Correa de cuero", salePrice: 30_000, quantity: 1_000 });
  });
  afterAll(() => t.close());

  const sale = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const available = async (client: TestUser) =>
    (await t.request("GET", `/api/sales/credit/available?userId=${client.id}`, { as: admin })).json.available;
  const quoted = async (client: TestUser | undefined) =>
    (
      await t.request("POST", "/api/checkout/quote", {
        as: client,
        body: { items: [{ productId, quantity: 1 }], cityId: city },
      })
    ).json;
  const cashNet = async () =>
    (await t.request("GET", `/api/reports/cash-flow?from=${today}&to=${today}&grain=day`, { as: admin })).json
      .totals.net as number;
  const collected = async () =>
    (await t.request("GET", "/api/reports/dashboard", { as: admin })).json.collectionsToday as number;

  // Products seeded by the factory have no opening movement: check:data's sale and money rules are the point.
  const saleViolations = async () => (await checkData(db())).violations.filter((v) => v.kind !== "product");

  /** A client's paid L. 1,000.00 sale whose L. `credit` extra cost was deleted: that much saldo a favor. */
  async function creditFor(client: TestUser, credit: number): Promise<string> {
    const created = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "user", userId: client.id },
    });
    const id = created.json.id as string;
    const cost = await t.request("POST", `/api/sales/${id}/extra-costs`, {
      as: admin,
      body: { description: "Grabado", amount: credit },
    });
    expect(cost.status).toBe(200);
    const paid = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 100_000 + credit, date: today, type: "full", method: "efectivo" },
    });
    expect(paid.status).toBe(200);
    expect((await t.request("DELETE", `/api/sales/${id}/extra-costs/0`, { as: admin })).status).toBe(200);
    expect((await sale(id)).credit).toBe(credit);
    return id;
  }

  it("an admin spends a customer's credit in Registrar Venta, oldest sale first; a seller and too much are refused and write nothing", async () => {
    const client = await t.account("client", { name: "Rosa Crédito" });
    const older = await creditFor(client, 15_000);
    const newer = await creditFor(client, 10_000);
    expect(await available(client)).toBe(25_000);
    const flow = await cashNet();
    const cash = await collected();
    const salesBefore = (await db().select({ id: sales.id }).from(sales)).length;

    const body = (creditAmount: number) => ({
      customer: { kind: "user", userId: client.id },
      items: [{ productId: strap, quantity: 1 }],
      shipping: { mode: "pickup", note: "" },
      creditAmount,
    });
    const bySeller = await t.request("POST", "/api/sales", { as: seller, body: body(5_000) });
    expect(bySeller.status, JSON.stringify(bySeller.json)).toBe(403);
    expect(bySeller.json.error.message).toBe(creditMsg.creditAdminsOnly);
    const tooMuch = await t.request("POST", "/api/sales", { as: admin, body: body(25_001) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.message).toBe(creditMsg.creditTooLarge(formatMoney(25_000)));
    expect((await db().select({ id: sales.id }).from(sales)).length).toBe(salesBefore);

    const created = await t.request("POST", "/api/sales", { as: admin, body: body(20_000) });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const spent = await sale(created.json.id);
    expect(spent).toMatchObject({ total: 30_000, amountPaid: 20_000, balance: 10_000, status: "Abonado" });
    expect(spent.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual(
      expect.arrayContaining([
        [15_000, "saldo a favor"],
        [5_000, "saldo a favor"],
      ]),
    );
    expect((await sale(older)).credit).toBe(0);
    expect((await sale(newer)).credit).toBe(5_000);
    expect(await available(client)).toBe(5_000);
    // No cash moved: the cash flow and the Dashboard's collected figure stand still.
    expect(await cashNet()).toBe(flow);
    expect(await collected()).toBe(cash);
    // Cuentas por cobrar, the statement and the Órdenes CSV read the same: L. 100.00 owed on the
    // new sale, L. 50.00 of saldo a favor left, each a plain number in the CSV.
    const receivable = await t.request("GET", `/api/reports/receivable?asOf=${today}`, { as: admin });
    const row = receivable.json.customers.find(
      (c: { customerKey: string }) => c.customerKey === `u:${client.id}`,
    );
    expect(row).toMatchObject({ total: 10_000, credit: 5_000 });
    const statement = await t.request(
      "GET",
      `/api/customers/${client.id}/statement?from=${today}&to=${today}`,
      {
        as: admin,
      },
    );
    expect(statement.status).toBe(200);
    expect(statement.json).toMatchObject({ closing: 10_000, closingCredit: 5_000 });
    const csv = String((await t.request("GET", "/api/sales/export.csv", { as: admin })).json);
    const csvRow = (id: string) => csv.split("\r\n").find((line) => line.startsWith(`${orderNumber(id)},`));
    expect(csvRow(created.json.id)).toMatch(/,300\.00,200\.00,100\.00,0\.00,0\.00$/);
    expect(csvRow(newer)).toMatch(/,0\.00,50\.00,0\.00$/);
    // The seller cannot even read what a customer has.
    const peek = await t.request("GET", `/api/sales/credit/available?userId=${client.id}`, { as: seller });
    expect(peek.status).toBe(403);
    expect(await saleViolations()).toEqual([]);
  });

  it("a card checkout holds the credit and charges only the rest; a declined card releases it; an approved one spends it", async () => {
    const client = await t.account("client", { name: "Luis Tarjeta" });
    const source = await creditFor(client, 40_000);
    // The quote tells the signed-in buyer what they may spend; a guest has none.
    expect((await quoted(client)).credit).toBe(40_000);
    expect((await quoted(undefined)).credit).toBe(0);
    const guest = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId, quantity: 1 }], { useCredit: true }),
    });
    expect(guest.status).toBe(400);
    expect(guest.json.error.message).toBe(creditMsg.signInForCredit);

    const order = () =>
      t.request("POST", "/api/checkout", {
        as: client,
        body: checkoutBody(city, [{ productId, quantity: 1 }], { useCredit: true }),
      });
    const declined = await order();
    expect(declined.status).toBe(200);
    const [pending] = await db()
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, declined.json.orderId));
    // L. 1,000.00 + L. 100.00 shipping − L. 400.00 of credit.
    expect(pending!.amount).toBe(70_000);
    expect(await available(client)).toBe(0);
    // While it waits, the admin cannot refund what the order holds.
    const refund = await t.request("POST", `/api/sales/${source}/credit/refund`, {
      as: admin,
      body: { amount: 10_000, method: "efectivo", date: today },
    });
    expect(refund.status).toBe(400);
    expect(refund.json.error.message).toBe(creditMsg.creditHeld(formatMoney(0)));
    await payOnSandbox(t, declined.json.redirectUrl, DECLINED_CARD);
    expect(
      await db().select().from(creditHolds).where(eq(creditHolds.orderId, declined.json.orderId)),
    ).toEqual([]);
    expect(await available(client)).toBe(40_000);

    const approved = await order();
    const stats = async () => (await t.request("GET", "/api/card-payments/stats", { as: admin })).json;
    const statsBefore = await stats();
    const flowBefore = await cashNet();
    const pay = await payOnSandbox(t, approved.json.redirectUrl);
    expect(pay.status).toBe(200);
    const paid = await sale(approved.json.orderId);
    expect(paid).toMatchObject({ total: 110_000, amountPaid: 110_000, balance: 0, status: "Completado" });
    expect(paid.payments.map((p: { amount: number; method: string }) => [p.amount, p.method]).sort()).toEqual(
      [
        [40_000, "saldo a favor"],
        [70_000, "tarjeta"],
      ],
    );
    expect((await sale(source)).credit).toBe(0);
    expect(await available(client)).toBe(0);
    // The gateway charged the card part only, and the journal says so.
    const gateway = await db()
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.subjectId, approved.json.orderId));
    expect(gateway.filter((e) => e.viaGateway).map((e) => e.amount)).toEqual([70_000]);
    // Pagos con Tarjeta, its "Cobros con tarjeta (todos)" and the cash flow count the card part only.
    const statsAfter = await stats();
    expect(statsAfter.today.totalAmount - statsBefore.today.totalAmount).toBe(70_000);
    expect(statsAfter.allCharges.today.total - statsBefore.allCharges.today.total).toBe(70_000);
    expect((await cashNet()) - flowBefore).toBe(70_000);
    expect(await saleViolations()).toEqual([]);
  });

  it("credit that covers the whole order makes it a paid sale at once; a transfer order spends its hold when converted and frees it when deleted", async () => {
    const client = await t.account("client", { name: "Ana Saldo" });
    await creditFor(client, 150_000);
    const whole = await t.request("POST", "/api/checkout", {
      as: client,
      body: checkoutBody(city, [{ productId, quantity: 1 }], { useCredit: true, paymentMethod: "card" }),
    });
    expect(whole.status, JSON.stringify(whole.json)).toBe(200);
    expect(whole.json.method).toBe("credit");
    expect(await sale(whole.json.orderId)).toMatchObject({
      total: 110_000,
      balance: 0,
      status: "Completado",
    });
    expect(
      await db()
        .select()
        .from(cardPaymentNotifications)
        .where(eq(cardPaymentNotifications.orderId, whole.json.orderId)),
    ).toEqual([]);
    expect(await available(client)).toBe(40_000);

    const transfer = () =>
      t.request("POST", "/api/checkout", {
        as: client,
        body: checkoutBody(city, [{ productId, quantity: 1 }], {
          useCredit: true,
          paymentMethod: "transfer",
        }),
      });
    const kept = await transfer();
    expect(kept.json.method).toBe("transfer");
    expect(await available(client)).toBe(0);
    expect((await t.request("DELETE", `/api/web-purchases/${kept.json.orderId}`, { as: admin })).status).toBe(
      200,
    );
    expect(await available(client)).toBe(40_000);

    const converted = await transfer();
    const res = await t.request("POST", `/api/web-purchases/${converted.json.orderId}/convert`, {
      as: admin,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await sale(converted.json.orderId)).toMatchObject({
      total: 110_000,
      amountPaid: 40_000,
      balance: 70_000,
    });
    expect(
      await db()
        .select()
        .from(unregisteredPurchases)
        .where(eq(unregisteredPurchases.id, converted.json.orderId)),
    ).toEqual([]);
    expect(await available(client)).toBe(0);
    expect(await saleViolations()).toEqual([]);
  });
});
