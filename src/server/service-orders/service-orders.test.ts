import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi, stockOf } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { daysBetween } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkData } from "../import/check";
import { inventoryMovements, productUnits, unitEvents } from "../inventory/schema";
import { outboxEmails } from "../mail/schema";
import { atLeastDaysOld } from "./list-service-orders";
import { remindUncollected } from "./send-service-reminder";

const DAY = 86_400_000;

/** The service desk end to end through the API, its money followed into every figure (docs/decisions/0248). */
describe.each(DB_KINDS)("the service desk on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), {
      warrantyMonths: 6,
      // The store's identity a factura prints.
      legalName: "Relojería Tiempo S. de R.L.",
      rtn: "08019015123456",
      address: "Col. Palmira, Tegucigalpa",
    });
    admin = await t.account("admin");
    seller = await t.account("seller");
  });
  afterAll(() => t.close());

  const cashFlow = async () =>
    (await t.request("GET", `/api/reports/cash-flow?from=${today}&to=${today}&grain=day`, { as: admin })).json
      .totals;
  const dashboardCollected = async () =>
    (await t.request("GET", "/api/reports/dashboard", { as: admin })).json.collectionsToday as number;
  const detail = async (id: string) =>
    (await t.request("GET", `/api/service-orders/${id}`, { as: admin })).json;
  const sale = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const emailsOf = async (template: string) =>
    db().select().from(outboxEmails).where(eq(outboxEmails.template, template));

  const intake = (as: TestUser, body: Record<string, unknown> = {}) =>
    t.request("POST", "/api/service-orders", {
      as,
      body: {
        customer: { kind: "new", name: "Ana Pérez", phone: "9999-1111", email: `ana-${kind}@example.com` },
        brand: "Seiko",
        model: "Presage",
        kind: "Servicio completo",
        problem: "Se atrasa diez minutos al día",
        condition: "Cristal rayado",
        accessories: "Caja",
        estimatedPrice: 50_000,
        deposit: { amount: 20_000, date: today, method: "efectivo" },
        ...body,
      },
    });

  it("takes a watch in, sends an estimate the customer approves by link, and delivers it against the rest: the money reaches every figure", async () => {
    const flowBefore = await cashFlow();
    const collectedBefore = await dashboardCollected();
    const cardsBefore = (await t.request("GET", "/api/card-payments/stats", { as: admin })).json;
    // Reportes › Servicio is kept until a change is heard: read (and kept) before the order exists.
    const reportBefore = await t.request("GET", `/api/reports/services?from=${today}&to=${today}`, {
      as: admin,
    });
    expect(reportBefore.json).toMatchObject({ delivered: 0, labour: 0, parts: 0 });
    const battery = await addProduct(db(), { name: "Batería SR626SW", quantity: 10, salePrice: 20_000 });

    // A seller takes the watch in with the deposit, as a first abono.
    const created = await intake(seller);
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.id as string;
    expect(created.json.number).toMatch(/^OS-\d{4}$/);
    expect(created.json.claimCode).toMatch(/^[A-Z2-9]{6}$/);
    let order = await detail(id);
    expect(order).toMatchObject({ state: "Recibido", total: 50_000, amountPaid: 20_000, balance: 30_000 });
    expect((await sale(order.saleId)).extraCosts).toEqual([
      { description: m.serviceIntakeLine("Servicio completo"), amount: 50_000 },
    ]);
    // What the customer owes is the service sale's: on their statement and in Cuentas por cobrar.
    const customerId = (await sale(order.saleId)).customerId as string;
    const statement = async () =>
      (
        await t.request("GET", `/api/customers/${customerId}/statement?from=${today}&to=${today}`, {
          as: admin,
        })
      ).json;
    const receivableOf = async () =>
      (
        (await t.request("GET", `/api/reports/receivable?asOf=${today}`, { as: admin })).json.customers as {
          customerKey: string;
          total: number;
        }[]
      ).find((c) => c.customerKey.includes(customerId))?.total ?? 0;
    expect(await statement()).toMatchObject({ charges: 50_000, credits: 20_000, closing: 30_000 });
    expect(await receivableOf()).toBe(30_000);

    // No repair before an approved estimate.
    const early = await t.request("POST", `/api/service-orders/${id}/state`, {
      as: seller,
      body: { to: "En reparación" },
    });
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe(m.serviceNeedsApproval);

    expect(
      (
        await t.request("POST", `/api/service-orders/${id}/state`, {
          as: seller,
          body: { to: "En diagnóstico" },
        })
      ).status,
    ).toBe(200);
    const sent = await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: {
        labour: [{ description: "Servicio de maquinaria", amount: 30_000 }],
        parts: [{ productId: battery, quantity: 1 }],
      },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.emailed).toBe(true);
    expect(sent.json.whatsappUrl).toContain("https://wa.me/504");
    expect(await emailsOf("service-estimate")).toHaveLength(1);
    const token = new URL(sent.json.url).searchParams.get("t")!;

    // The customer opens the link without an account and approves.
    const seen = await t.request("GET", `/api/service-estimate-links?t=${encodeURIComponent(token)}`);
    expect(seen.status, JSON.stringify(seen.json)).toBe(200);
    expect(seen.json.estimate).toMatchObject({
      status: "enviado",
      labourTotal: 30_000,
      partsTotal: 20_000,
      total: 50_000,
    });
    expect(seen.json.estimate).not.toHaveProperty("sentByName");
    const approved = await t.request("POST", "/api/service-estimate-links/answer", {
      body: { t: token, answer: "aprobar" },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    // The answer is final.
    const again = await t.request("POST", "/api/service-estimate-links/answer", {
      body: { t: token, answer: "rechazar" },
    });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(m.serviceEstimateNotOpen);
    const forged = await t.request("POST", "/api/service-estimate-links/answer", {
      body: { t: `${token.slice(0, -3)}abc`, answer: "aprobar" },
    });
    expect(forged.status).toBe(403);

    order = await detail(id);
    expect(order.state).toBe("Aprobado");
    const charged = await sale(order.saleId);
    expect(charged.extraCosts).toEqual([{ description: "Servicio de maquinaria", amount: 30_000 }]);
    expect(charged.items).toEqual([
      expect.objectContaining({ productId: battery, quantity: 1, price: 20_000 }),
    ]);
    expect(charged.total).toBe(50_000);
    // The part left the stock as a 'taller' movement and is held by the open sale.
    expect(await stockOf(db(), battery)).toEqual({ quantity: 9, inProgressStock: 1, totalSold: 0 });
    const [movement] = await db()
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, battery));
    expect(movement).toMatchObject({ type: "taller", quantityChange: -1, relatedSaleId: order.saleId });

    // Repaired and ready: the customer hears of it with the claim code.
    for (const to of ["En reparación", "Listo para entregar"])
      expect(
        (await t.request("POST", `/api/service-orders/${id}/state`, { as: seller, body: { to } })).status,
      ).toBe(200);
    const [ready] = await emailsOf("service-ready");
    expect(ready?.textBody).toContain(order.claimCode);

    // Nothing leaves while something is owed; a later payment is an admin's; a wrong code is refused.
    const owed = await t.request("POST", `/api/service-orders/${id}/deliver`, { as: seller, body: {} });
    expect(owed.status).toBe(400);
    expect(owed.json.error.message).toBe(m.serviceBalanceOwed("L.\u00a0300.00"));
    const sellerPays = await t.request("POST", `/api/service-orders/${id}/deliver`, {
      as: seller,
      body: { payment: { amount: 30_000, date: today, method: "tarjeta" } },
    });
    expect(sellerPays.status).toBe(403);
    const wrongCode = await t.request("POST", `/api/service-orders/${id}/deliver`, {
      as: admin,
      body: { claimCode: "ZZZZZZ", payment: { amount: 30_000, date: today, method: "tarjeta" } },
    });
    expect(wrongCode.status).toBe(400);
    expect((await sale(order.saleId)).amountPaid).toBe(20_000);
    const delivered = await t.request("POST", `/api/service-orders/${id}/deliver`, {
      as: admin,
      body: {
        claimCode: order.claimCode.toLowerCase(),
        payment: { amount: 30_000, date: today, method: "tarjeta" },
      },
    });
    expect(delivered.status, JSON.stringify(delivered.json)).toBe(200);

    order = await detail(id);
    expect(order).toMatchObject({ state: "Entregado", balance: 0, amountPaid: 50_000 });
    const done = await sale(order.saleId);
    expect(done).toMatchObject({ status: "Completado", isDelivered: true, amountPaid: 50_000 });
    expect(await stockOf(db(), battery)).toEqual({ quantity: 9, inProgressStock: 0, totalSold: 1 });
    expect(await statement()).toMatchObject({ charges: 50_000, credits: 50_000, closing: 0 });
    expect(await receivableOf()).toBe(0);
    // Both payments in the cash flow, by method.
    const flow = await cashFlow();
    expect(flow.efectivo - flowBefore.efectivo).toBe(20_000);
    expect(flow.tarjeta - flowBefore.tarjeta).toBe(30_000);
    // The Dashboard's collected figure reads the same entries (a counter card is not a gateway charge).
    expect((await dashboardCollected()) - collectedBefore).toBe(50_000);
    const cards = (await t.request("GET", "/api/card-payments/stats", { as: admin })).json;
    expect(cards.allCharges.today).toEqual(cardsBefore.allCharges.today);
    expect(order.events.map((e: { state: string }) => e.state)).toEqual([
      "Recibido",
      "En diagnóstico",
      "Presupuesto enviado",
      "Aprobado",
      "En reparación",
      "Listo para entregar",
      "Entregado",
    ]);
    const report = await t.request("GET", `/api/reports/services?from=${today}&to=${today}`, { as: admin });
    expect(report.json).toMatchObject({ delivered: 1, labour: 30_000, parts: 20_000 });
    const csv = await t.request("GET", `/api/reports/services.csv?from=${today}&to=${today}`, { as: admin });
    expect(csv.json).toContain(`${order.number},${today},${today},Entregado`);
    expect(csv.json).toContain(",300.00,200.00,500.00,500.00,0.00");
    expect((await checkData(db())).violations.filter((v) => v.kind !== "product")).toEqual([]);
  });

  it("a warranty repair of a watch the store sold charges nothing, records its cost and writes the watch's history", async () => {
    const watch = await addProduct(db(), {
      quantity: 0,
      salePrice: 400_000,
      serialized: true,
      name: "Orient Bambino",
    });
    const serial = `OB-${kind}-1`;
    const received = await t.request("POST", `/api/inventory/products/${watch}/stock-increase`, {
      as: admin,
      body: { amount: 1, notes: "", serials: [serial] },
    });
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    const sold = await saleViaApi(t, admin, [{ productId: watch, quantity: 1, serials: [serial] }], {
      firstPayment: { amount: 400_000, type: "partial", date: today, method: "efectivo" },
    });
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);

    // A watch the store never sold cannot claim its warranty.
    const stranger = await intake(seller, { kind: "Garantía", serial: "NO-SUCH-1", deposit: null });
    expect(stranger.status).toBe(400);
    expect(stranger.json.error.message).toBe(m.serviceWarrantyNotInForce);

    const created = await intake(seller, { kind: "Garantía", serial: serial.toLowerCase(), deposit: null });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.id as string;
    let order = await detail(id);
    expect(order).toMatchObject({ warranty: true, total: 0 });
    expect(order.unit).toMatchObject({ productName: "Orient Bambino" });
    const sent = await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: { labour: [{ description: "Cambio de corona", amount: 45_000 }], parts: [] },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const verbal = await t.request(
      "POST",
      `/api/service-orders/${id}/estimates/${sent.json.estimateId}/answer`,
      {
        as: seller,
        body: { answer: "aprobar", answeredBy: "Ana Pérez (por teléfono)" },
      },
    );
    expect(verbal.status, JSON.stringify(verbal.json)).toBe(200);
    order = await detail(id);
    expect(order).toMatchObject({ state: "Aprobado", total: 0, warrantyCost: 45_000 });
    expect(order.estimates[0].answeredBy).toMatch(
      /^Ana Pérez \(por teléfono\) \(de palabra, registrado por .+\)$/,
    );
    const [unit] = await db()
      .select()
      .from(productUnits)
      .where(eq(productUnits.serial, serial.toUpperCase()));
    const history = await db()
      .select({ event: unitEvents.event })
      .from(unitEvents)
      .where(eq(unitEvents.unitId, unit!.id))
      .orderBy(asc(unitEvents.at));
    expect(history.map((h) => h.event)).toContain("en servicio");
  });

  it("an estimate below what was paid is refused, and the service sale changes only from the desk", async () => {
    const created = await intake(seller);
    const id = created.json.id as string;
    const below = await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: { labour: [{ description: "Limpieza", amount: 10_000 }], parts: [] },
    });
    expect(below.status).toBe(400);
    expect(below.json.error.message).toBe(m.serviceEstimateBelowPaid("L.\u00a0200.00"));
    const order = await detail(id);
    const deleted = await t.request("POST", `/api/sales/${order.saleId}/deletion`, {
      as: admin,
      body: { reason: "prueba" },
    });
    expect(deleted.status).toBe(400);
    expect(deleted.json.error.message).toBe(m.serviceSaleLocked);
    // Cancelled at the desk (admins): the sale follows with the reason and the refund.
    expect(
      (await t.request("POST", `/api/service-orders/${id}/cancel`, { as: seller, body: { reason: "x" } }))
        .status,
    ).toBe(403);
    const cancelled = await t.request("POST", `/api/service-orders/${id}/cancel`, {
      as: admin,
      body: { reason: "El cliente se lo llevó sin reparar", refundAmount: 20_000 },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect((await sale(order.saleId)).status).toBe("Cancelado");
    expect((await detail(id)).state).toBe("Cancelado");
  });

  it("Mis Compras lists only the client's own orders; another client cannot answer them", async () => {
    const client = await t.account("client");
    const other = await t.account("client");
    const created = await intake(seller, { customer: { kind: "user", userId: client.id }, deposit: null });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.id as string;
    await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: { labour: [{ description: "Pila", amount: 50_000 }], parts: [] },
    });
    // The repair's sale says so in Órdenes and in the client's Mis Compras.
    const number = created.json.number as string;
    const purchases = await t.request("GET", "/api/my/purchases", { as: client });
    expect(purchases.json.map((p: { serviceOrder: string | null }) => p.serviceOrder)).toEqual([number]);
    const orders = await t.request("GET", "/api/sales?pageSize=200", { as: admin });
    const serviceRows = orders.json.items.filter(
      (r: { serviceOrder: string | null }) => r.serviceOrder === number,
    );
    expect(serviceRows).toHaveLength(1);
    const mine = await t.request("GET", "/api/me/service-orders", { as: client });
    expect(mine.json).toHaveLength(1);
    expect(mine.json[0].pendingEstimate.total).toBe(50_000);
    expect((await t.request("GET", "/api/me/service-orders", { as: other })).json).toEqual([]);
    expect(
      (
        await t.request("POST", `/api/me/service-orders/${id}/answer`, {
          as: other,
          body: { answer: "aprobar" },
        })
      ).status,
    ).toBe(404);
    const answered = await t.request("POST", `/api/me/service-orders/${id}/answer`, {
      as: client,
      body: { answer: "rechazar" },
    });
    expect(answered.status, JSON.stringify(answered.json)).toBe(200);
    expect((await detail(id)).state).toBe("Rechazado");
  });

  it("a service sale is invoiced like any sale: labour and parts, from the same CAI range", async () => {
    const cai = await t.request("POST", "/api/invoicing/cais", {
      as: admin,
      body: {
        cai: "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
        rangeFrom: "000-001-01-00000001",
        rangeTo: "000-001-01-00000100",
        deadline: "2099-12-31",
      },
    });
    expect(cai.status, JSON.stringify(cai.json)).toBe(200);
    const created = await intake(seller, { approvedAtIntake: true, deposit: null });
    const order = await detail(created.json.id);
    expect(order.state).toBe("Aprobado");
    const issued = await t.request("POST", `/api/sales/${order.saleId}/invoices`, { as: admin, body: {} });
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    expect(issued.json.invoice).toMatchObject({ number: "000-001-01-00000001", total: 50_000 });
    // An invoiced service sale keeps its total: a new estimate cannot change it.
    const cancelled = await t.request("POST", `/api/service-orders/${created.json.id}/cancel`, {
      as: admin,
      body: { reason: "prueba" },
    });
    expect(cancelled.status).toBe(409);
    expect((await detail(created.json.id)).state).toBe("Aprobado");
  });

  it("the store reminds the owner of a watch waiting too long once, and again only after as many days", async () => {
    const created = await intake(seller, { approvedAtIntake: true, deposit: null });
    const id = created.json.id as string;
    for (const to of ["En reparación", "Listo para entregar"])
      expect(
        (await t.request("POST", `/api/service-orders/${id}/state`, { as: seller, body: { to } })).status,
      ).toBe(200);
    const config = { authSecret: t.ctx.config.authSecret, baseUrl: t.ctx.config.baseUrl };
    const ready = new Date();
    // Fourteen days later nothing is due (the store waits 15); on the fifteenth the owner is reminded once.
    expect(await remindUncollected(db(), config, new Date(ready.getTime() + 14 * DAY))).toBe(0);
    const day15 = new Date(ready.getTime() + 15 * DAY);
    expect(await remindUncollected(db(), config, day15)).toBe(1);
    expect(await remindUncollected(db(), config, day15)).toBe(0);
    expect(await remindUncollected(db(), config, new Date(ready.getTime() + 29 * DAY))).toBe(0);
    expect(await remindUncollected(db(), config, new Date(ready.getTime() + 30 * DAY))).toBe(1);
    const reminders = (await emailsOf("service-reminder")).filter((e) => e.idempotencyKey.includes(id));
    expect(reminders).toHaveLength(2);
    expect((await detail(id)).events.at(-1)).toMatchObject({
      details: m.serviceReminderSent,
      userName: "Sistema",
    });
  });

  it("the largest estimate the forms accept is refused in Spanish, never a 500, and writes nothing", async () => {
    const part = await addProduct(db(), { name: "Pulso de oro", quantity: 10_000, salePrice: 99_999_999 });
    const created = await intake(seller, { deposit: null });
    const id = created.json.id as string;
    const huge = await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: {
        labour: Array.from({ length: 29 }, () => ({ description: "Mano de obra", amount: 99_999_999 })),
        parts: [{ productId: part, quantity: 10_000 }],
      },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.error.message).toBe(m.serviceEstimateTooLarge);
    // L. 999,999.99 of labour and one part at that price: accepted, stored and charged exactly.
    const large = await t.request("POST", `/api/service-orders/${id}/estimates`, {
      as: seller,
      body: {
        labour: [{ description: "Restauración", amount: 99_999_999 }],
        parts: [{ productId: part, quantity: 1 }],
      },
    });
    expect(large.status, JSON.stringify(large.json)).toBe(200);
    expect((await detail(id)).estimates.at(-1)).toMatchObject({ total: 199_999_998, status: "enviado" });
    expect(await stockOf(db(), part)).toEqual({ quantity: 10_000, inProgressStock: 0, totalSold: 0 });
  });

  it("the list's age filter in SQL agrees with the domain's day count around the shop's midnight", async () => {
    const now = new Date("2026-12-10T07:30:00Z"); // 01:30 in Tegucigalpa
    for (const days of [1, 2, 15]) {
      const edge = atLeastDaysOld(now, days);
      const justBefore = new Date(edge.getTime() - 1);
      expect(daysBetween(shopDay(justBefore), shopDay(now))).toBeGreaterThanOrEqual(days);
      expect(daysBetween(shopDay(edge), shopDay(now))).toBe(days - 1);
      expect(edge).toEqual(shopDayStart(shopDay(new Date(edge.getTime()))));
    }
  });
});
