import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { checkData } from "../import/check";
import { inventoryMovements, productUnits } from "../inventory/schema";
import { invoices } from "../invoices/schema";
import { moneyEntries } from "../journal/schema";
import { userNotifications } from "../notifications/schema";
import { products } from "../products/schema";
import { sales } from "../sales/schema";
import { saleReturns } from "./schema";

const DAY = 86_400_000;

/** Returns end to end through the API, the money followed into every figure (docs/decisions/0249). */
describe.each(DB_KINDS)("returns on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), {
      legalName: "Relojería Tiempo S. de R.L.",
      rtn: "08019015123456",
      address: "Col. Palmira, Tegucigalpa",
    });
    admin = await t.account("admin");
    seller = await t.account("seller");
  });
  afterAll(() => t.close());

  const sale = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const cashFlow = async () =>
    (await t.request("GET", `/api/reports/cash-flow?from=${today}&to=${today}&grain=day`, { as: admin })).json
      .totals;
  const collected = async () =>
    (await t.request("GET", "/api/reports/dashboard", { as: admin })).json.collectionsToday as number;
  const stock = async (id: string) => {
    const [p] = await db().select().from(products).where(eq(products.id, id));
    return { quantity: p!.quantity, inProgress: p!.inProgressStock, sold: p!.totalSold };
  };
  const returnOf = (id: string, as: TestUser, body: object) =>
    t.request("POST", `/api/sales/${id}/returns`, { as, body });

  /**
   * What Cuentas por cobrar and the customer's statement say of the sale's customer today: what
   * they owe and their saldo a favor, each read from the journal by its own screen.
   */
  async function expectCustomerStanding(saleId: string, expected: { owed: number; credit: number }) {
    const { customerId } = await sale(saleId);
    const receivable = await t.request("GET", `/api/reports/receivable?asOf=${today}`, { as: admin });
    const row = receivable.json.customers.find((c: { customerKey: string }) => c.customerKey === customerId);
    expect({ owed: row?.total ?? 0, credit: row?.credit ?? 0 }).toEqual(expected);
    const statement = await t.request(
      "GET",
      `/api/customers/${customerId}/statement?from=${today}&to=${today}`,
      {
        as: admin,
      },
    );
    expect(statement.status).toBe(200);
    expect({ owed: statement.json.closing, credit: statement.json.closingCredit }).toEqual(expected);
  }

  /** A paid, delivered sale: the watch at L. 1,000.00 and two straps at L. 500.00. */
  async function deliveredSale(as: TestUser = admin, extra: Record<string, unknown> = {}) {
    const watch = await addProduct(db(), { name: "Casio Vintage", salePrice: 100_000, quantity: 5 });
    const strap = await addProduct(db(), { name: "Correa de cuero", salePrice: 50_000, quantity: 5 });
    const created = await saleViaApi(
      t,
      as,
      [
        { productId: watch, quantity: 1 },
        { productId: strap, quantity: 2 },
      ],
      {
        customer: { kind: "new", name: `Marta ${kind}`, phone: "9999-4321" },
        firstPayment: { amount: 200_000, type: "full", date: today, method: "efectivo" },
        ...extra,
      },
    );
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.id as string;
    const delivered = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { isDelivered: true },
    });
    expect(delivered.status, JSON.stringify(delivered.json)).toBe(200);
    return { id, watch, strap };
  }

  it("a strap back to stock with part refunded: total, saldo a favor, stock, journal, cash flow and Dashboard agree", async () => {
    const { id, strap } = await deliveredSale();
    expect((await sale(id)).status).toBe("Completado");
    const flowBefore = await cashFlow();
    const collectedBefore = await collected();
    const stockBefore = await stock(strap);

    const res = await returnOf(id, admin, {
      lines: [{ line: 1, quantity: 1, destination: "stock" }],
      reason: "No le quedó",
      refund: { amount: 30_000, method: "efectivo", date: today },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.return).toMatchObject({
      status: "Aplicada",
      value: 50_000,
      refunded: 30_000,
      credited: 20_000,
      refundMethod: "efectivo",
      creditNote: null,
    });
    expect(res.json.return.number).toMatch(/^DEV-\d{4}$/);
    expect(res.json.sale).toMatchObject({
      total: 150_000,
      returnsTotal: 50_000,
      returnedLines: [{ line: 1, quantity: 1 }],
      amountPaid: 150_000,
      balance: 0,
      credit: 20_000,
      status: "Completado",
    });
    // The lines are never rewritten.
    expect(res.json.sale.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);
    // The return and its refund, each in the history with the same moment.
    expect(res.json.sale.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(["Devolución Registrada", "Reembolso Registrado"]),
    );

    expect(await stock(strap)).toEqual({
      quantity: stockBefore.quantity + 1,
      inProgress: stockBefore.inProgress,
      sold: stockBefore.sold - 1,
    });
    const moves = await db()
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.productId, strap), eq(inventoryMovements.type, "devolución")));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ quantityChange: 1, relatedSaleId: id });

    // The refund is one journal entry, and every money figure loses exactly it.
    const refunds = await db()
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.subjectId, id), eq(moneyEntries.kind, "refunded")));
    expect(refunds.map((e) => [e.amount, e.method])).toEqual([[30_000, "efectivo"]]);
    const flow = await cashFlow();
    expect(flow.net - flowBefore.net).toBe(-30_000);
    expect((await collected()) - collectedBefore).toBe(-30_000);
    // Cuentas por cobrar and the customer's statement read the same journal: nothing owed, the
    // L. 200.00 the return left as saldo a favor on its own line.
    await expectCustomerStanding(id, { owed: 0, credit: 20_000 });

    // The list answers the return with the window.
    const list = await t.request("GET", `/api/sales/${id}/returns`, { as: admin });
    expect(list.status).toBe(200);
    expect(list.json.returns).toHaveLength(1);
    expect(list.json.windowDays).toBe(7);

    // The other strap comes back damaged: out of stock again by a 'dañado' adjustment.
    const damaged = await returnOf(id, admin, {
      lines: [{ line: 1, quantity: 1, destination: "dañado" }],
      reason: "Hebilla rota",
    });
    expect(damaged.status, JSON.stringify(damaged.json)).toBe(200);
    expect(damaged.json.sale).toMatchObject({ total: 100_000, credit: 70_000 });
    await expectCustomerStanding(id, { owed: 0, credit: 70_000 });
    expect(await stock(strap)).toEqual({
      quantity: stockBefore.quantity + 1,
      inProgress: stockBefore.inProgress,
      sold: stockBefore.sold - 2,
    });
    const adjust = await db()
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.productId, strap), eq(inventoryMovements.reason, "dañado")));
    expect(adjust.map((a) => a.quantityChange)).toEqual([-1]);
    // Productos counts what the customer kept: the watch, no strap.
    const report = await t.request("GET", `/api/reports/products?from=${today}&to=${today}`, { as: admin });
    const row = (productId: string) =>
      report.json.rows.find((r: { productId: string }) => r.productId === productId);
    expect(row(strap)).toMatchObject({ units: 0, revenue: 0 });

    // Nothing left of that line: refused in Spanish, nothing written.
    const again = await returnOf(id, admin, {
      lines: [{ line: 1, quantity: 1, destination: "stock" }],
      reason: "Otra vez",
    });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(m.quantityInvalid("Correa de cuero", 0));
    expect(await db().select().from(saleReturns).where(eq(saleReturns.saleId, id))).toHaveLength(2);
    expect((await checkData(db())).violations.filter((v) => v.kind !== "product")).toEqual([]);
  });

  it("refuses what the rules refuse and changes nothing", async () => {
    const { id } = await deliveredSale();
    const before = await sale(id);
    const tooMuch = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "Cambio de opinión",
      refund: { amount: 100_001, method: "efectivo", date: today },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.message).toBe(m.refundTooLarge(formatMoney(100_000)));
    const noReason = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    const unknown = await returnOf(id, admin, {
      lines: [{ line: 7, quantity: 1, destination: "stock" }],
      reason: "x",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe(m.lineUnknown);

    // Past the window: a seller cannot; an admin only with a reason.
    await db()
      .update(sales)
      .set({ deliveredAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(sales.id, id));
    const late = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "x",
    });
    expect(late.status).toBe(400);
    expect(late.json.error.message).toBe(m.lateReasonRequired);
    const after = await sale(id);
    expect(after).toMatchObject({ total: before.total, returnsTotal: 0, version: before.version });
    expect(await db().select().from(saleReturns).where(eq(saleReturns.saleId, id))).toHaveLength(0);
    const accepted = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "Defecto de fábrica",
      lateReason: "Cliente frecuente",
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.return.lateReason).toBe("Cliente frecuente");
    expect(accepted.json.sale.history[0].details).toContain("Fuera de plazo: Cliente frecuente");

    // A sale not delivered yet takes no return.
    const p = await addProduct(db(), { salePrice: 10_000 });
    const open = await saleViaApi(t, admin, [{ productId: p, quantity: 1 }]);
    const refused = await returnOf(open.json.id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "x",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(m.notReturnable);
  });

  it("a credit sale not yet paid owes less; an open sale left owing nothing completes and its kept lines are sold", async () => {
    const watch = await addProduct(db(), { name: "Seiko 5", salePrice: 300_000, quantity: 3 });
    const strap = await addProduct(db(), { name: "Correa NATO", salePrice: 20_000, quantity: 3 });
    const created = await saleViaApi(
      t,
      admin,
      [
        { productId: watch, quantity: 1 },
        { productId: strap, quantity: 1 },
      ],
      { firstPayment: { amount: 20_000, type: "partial", date: today, method: "efectivo" } },
    );
    const id = created.json.id as string;
    await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { isDelivered: true } });
    expect((await sale(id)).status).toBe("Abonado");
    const res = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "No pudo pagarlo",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.sale).toMatchObject({ total: 20_000, balance: 0, credit: 0, status: "Completado" });
    expect(res.json.return).toMatchObject({ value: 300_000, refunded: 0, credited: 0 });
    expect(await stock(watch)).toMatchObject({ quantity: 3, inProgress: 0, sold: 0 });
    // The strap the customer kept moved from reserved to sold with the sale's completion.
    expect(await stock(strap)).toMatchObject({ quantity: 2, inProgress: 0, sold: 1 });
  });

  it("a seller asks, admins are told, an admin applies it once with the refund", async () => {
    const { id } = await deliveredSale(seller);
    const asked = await returnOf(id, seller, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "Se equivocó de modelo",
      refund: { amount: 100_000, method: "efectivo", date: today },
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.return).toMatchObject({ status: "Solicitada", value: 100_000, refunded: 0 });
    expect(asked.json.sale).toMatchObject({ total: 200_000, returnsTotal: 0 });
    expect(asked.json.sale.history[0].event).toBe("Devolución Solicitada");
    const told = await db().select().from(userNotifications).where(eq(userNotifications.userId, admin.id));
    expect(told.some((n) => n.title === m.requestTitle)).toBe(true);

    // Another seller's sale is not theirs: 404, as reading it would.
    const other = await t.account("seller");
    const stranger = await returnOf(id, other, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "x",
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error.message).toBe(msg.orderNotFound);
    // Sellers do not decide.
    const returnId = asked.json.return.id as string;
    expect(
      (
        await t.request("POST", `/api/returns/${returnId}/decision`, {
          as: seller,
          body: { decision: "reject", reason: "x" },
        })
      ).status,
    ).toBe(403);

    const applied = await t.request("POST", `/api/returns/${returnId}/decision`, {
      as: admin,
      body: { decision: "apply", refund: { amount: 100_000, method: "transferencia", date: today } },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.return).toMatchObject({
      status: "Aplicada",
      refunded: 100_000,
      refundMethod: "transferencia",
    });
    expect(applied.json.sale).toMatchObject({ total: 100_000, credit: 0 });
    const twice = await t.request("POST", `/api/returns/${returnId}/decision`, {
      as: admin,
      body: { decision: "apply" },
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(m.requestNotPending);
  });

  it("a watch kept by serial comes back by its serial; a wrong serial is refused", async () => {
    const watch = await addProduct(db(), {
      quantity: 0,
      salePrice: 999_999_99,
      serialized: true,
      name: "Omega",
    });
    const serials = [`OM-${kind}-1`, `OM-${kind}-2`];
    await t.request("POST", `/api/inventory/products/${watch}/stock-increase`, {
      as: admin,
      body: { amount: 2, notes: "", serials },
    });
    const sold = await saleViaApi(t, admin, [{ productId: watch, quantity: 2, serials }], {
      firstPayment: { amount: 199_999_998, type: "full", date: today, method: "tarjeta" },
    });
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    const id = sold.json.id as string;
    await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { isDelivered: true } });
    const noSerial = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, destination: "stock" }],
      reason: "x",
    });
    expect(noSerial.status).toBe(400);
    expect(noSerial.json.error.message).toBe(m.serialsNeeded("Omega", 1));
    const wrong = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 1, serials: ["NO-SUCH"], destination: "stock" }],
      reason: "x",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe(msg.returnSerialNotOnSale("NO-SUCH"));
    const res = await returnOf(id, admin, {
      lines: [{ line: 0, quantity: 2, serials, destination: "stock" }],
      reason: "Devolución total",
      refund: { amount: 199_999_998, method: "tarjeta", date: today },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.sale).toMatchObject({ total: 0, credit: 0, returnsTotal: 199_999_998 });
    const units = await db().select().from(productUnits).where(eq(productUnits.productId, watch));
    expect(units.map((u) => [u.status, u.saleId])).toEqual([
      ["en stock", null],
      ["en stock", null],
    ]);
    expect(await stock(watch)).toMatchObject({ quantity: 2, sold: 0 });
  });

  it("an invoiced sale's return issues its nota de crédito, refused with nothing written while no credit-note range is active", async () => {
    const addCai = (body: object) => t.request("POST", "/api/invoicing/cais", { as: admin, body });
    expect(
      (
        await addCai({
          cai: "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
          rangeFrom: "000-001-01-00000001",
          rangeTo: "000-001-01-00000100",
          deadline: "2099-12-31",
        })
      ).status,
    ).toBe(200);
    const { id } = await deliveredSale();
    const factura = await t.request("POST", `/api/sales/${id}/invoices`, { as: admin, body: {} });
    expect(factura.status, JSON.stringify(factura.json)).toBe(200);
    const before = await sale(id);
    const body = {
      lines: [{ line: 1, quantity: 2, destination: "stock" }],
      reason: "Talla equivocada",
      refund: { amount: 100_000, method: "efectivo", date: today },
    };
    const refused = await returnOf(id, admin, body);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain("rango CAI de notas de crédito");
    expect(await sale(id)).toMatchObject({ total: before.total, version: before.version, returnsTotal: 0 });
    expect(await db().select().from(saleReturns).where(eq(saleReturns.saleId, id))).toHaveLength(0);

    expect(
      (
        await addCai({
          cai: "E1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
          rangeFrom: "000-001-05-00000001",
          rangeTo: "000-001-05-00000100",
          deadline: "2099-12-31",
          documentKind: "nota_credito",
        })
      ).status,
    ).toBe(200);
    const res = await returnOf(id, admin, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.return.creditNote.number).toBe("000-001-05-00000001");
    const [note] = await db().select().from(invoices).where(eq(invoices.id, res.json.return.creditNote.id));
    // L. 1,000.00 of straps, tax included: ISV by the invoice's rule.
    expect(note).toMatchObject({ kind: "nota_credito", total: 100_000, isv: 13_043, taxableBase: 86_957 });
    // The factura keeps its total; the sale's worth fell, and a new factura is refused.
    expect(res.json.sale).toMatchObject({ total: 100_000, credit: 0 });
    const again = await t.request("POST", `/api/sales/${id}/invoices`, { as: admin, body: {} });
    expect(again.status).toBe(409);

    // An exchange of the watch: its nota de crédito and the new sale's factura, together.
    const other = await addProduct(db(), { name: "Orient Bambino", salePrice: 100_000, quantity: 1 });
    const swapped = await t.request("POST", `/api/sales/${id}/exchanges`, {
      as: admin,
      body: {
        lines: [{ line: 0, quantity: 1, destination: "stock" }],
        reason: "Cambio de modelo",
        items: [{ productId: other, quantity: 1 }],
      },
    });
    expect(swapped.status, JSON.stringify(swapped.json)).toBe(200);
    expect(swapped.json.return.creditNote.number).toBe("000-001-05-00000002");
    const [newFactura] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.saleId, swapped.json.newSale.id), eq(invoices.kind, "factura")));
    expect(newFactura).toMatchObject({ status: "Emitida", total: 100_000 });
    expect(swapped.json.notices).toContain(m.exchangeInvoiced("000-001-05-00000002", newFactura!.number));
  });

  it("an exchange in one step: the return's saldo pays the new sale, the difference is collected or given back", async () => {
    const { id, watch } = await deliveredSale();
    const better = await addProduct(db(), { name: "Seiko Presage", salePrice: 150_000, quantity: 2 });
    const flowBefore = await cashFlow();
    const collectedBefore = await collected();
    const up = await t.request("POST", `/api/sales/${id}/exchanges`, {
      as: admin,
      body: {
        lines: [{ line: 0, quantity: 1, destination: "stock" }],
        reason: "Prefiere otro modelo",
        items: [{ productId: better, quantity: 1 }],
        payment: { method: "efectivo", date: today },
      },
    });
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.newSale).toMatchObject({ total: 150_000, balance: 0 });
    expect(up.json.sale).toMatchObject({ total: 100_000, credit: 0, returnsTotal: 100_000 });
    const fresh = await sale(up.json.newSale.id);
    expect(fresh).toMatchObject({
      status: "Completado",
      amountPaid: 150_000,
      customerId: (await sale(id)).customerId,
    });
    expect(
      fresh.payments.map((p: { method: string; amount: number }) => [p.method, p.amount]).sort(),
    ).toEqual([
      ["efectivo", 50_000],
      ["saldo a favor", 100_000],
    ]);
    const [row] = await db().select().from(saleReturns).where(eq(saleReturns.id, up.json.return.id));
    expect(row?.exchangeSaleId).toBe(up.json.newSale.id);
    // Only the L. 500.00 difference came in as money; the traspaso moved none.
    expect((await cashFlow()).net - flowBefore.net).toBe(50_000);
    expect((await collected()) - collectedBefore).toBe(50_000);
    expect(await stock(watch)).toMatchObject({ quantity: 5, sold: 0 });
    expect(await stock(better)).toMatchObject({ quantity: 1, sold: 1 });

    // Down: a strap for the new watch, the rest given back by card.
    const down = await t.request("POST", `/api/sales/${up.json.newSale.id}/exchanges`, {
      as: admin,
      body: {
        lines: [{ line: 0, quantity: 1, destination: "stock" }],
        reason: "Muy grande",
        items: [{ productId: better, quantity: 1, price: 40_000 }],
        refund: { method: "tarjeta", date: today },
      },
    });
    expect(down.status, JSON.stringify(down.json)).toBe(200);
    expect(down.json.sale).toMatchObject({ total: 0, credit: 0 });
    expect(down.json.newSale).toMatchObject({ total: 40_000, balance: 0 });
    expect((await cashFlow()).net - flowBefore.net).toBe(50_000 - 110_000);

    // Sellers do not exchange; nothing is written for them.
    const refused = await t.request("POST", `/api/sales/${id}/exchanges`, {
      as: seller,
      body: {
        lines: [{ line: 1, quantity: 1, destination: "stock" }],
        reason: "x",
        items: [{ productId: better, quantity: 1 }],
      },
    });
    expect(refused.status).toBe(403);
  });

  it("an exchange's difference is paid first with the customer's older saldo a favor, the rest collected", async () => {
    const { id, strap } = await deliveredSale();
    const { customerId } = await sale(id);
    // An older sale of the same customer left L. 200.00 of saldo a favor.
    const older = await saleViaApi(t, admin, [{ productId: strap, quantity: 1 }], {
      customer: { kind: "customer", customerId },
    });
    const olderId = older.json.id as string;
    await t.request("POST", `/api/sales/${olderId}/extra-costs`, {
      as: admin,
      body: { description: "Grabado", amount: 20_000 },
    });
    await t.request("POST", `/api/sales/${olderId}/payments`, {
      as: admin,
      body: { amount: 70_000, date: today, type: "full", method: "efectivo" },
    });
    await t.request("DELETE", `/api/sales/${olderId}/extra-costs/0`, { as: admin });
    expect((await sale(olderId)).credit).toBe(20_000);
    const dearer = await addProduct(db(), { name: "Citizen Tsuyosa", salePrice: 100_000, quantity: 2 });
    const flowBefore = await cashFlow();

    // A strap (L. 500.00) for a L. 1,000.00 watch: L. 200.00 of saldo, L. 300.00 in cash.
    const swapped = await t.request("POST", `/api/sales/${id}/exchanges`, {
      as: admin,
      body: {
        lines: [{ line: 1, quantity: 1, destination: "stock" }],
        reason: "Quiere un reloj",
        items: [{ productId: dearer, quantity: 1 }],
        useCredit: true,
        payment: { method: "efectivo", date: today },
      },
    });
    expect(swapped.status, JSON.stringify(swapped.json)).toBe(200);
    const fresh = await sale(swapped.json.newSale.id);
    expect(fresh).toMatchObject({ total: 100_000, amountPaid: 100_000, balance: 0 });
    expect(
      fresh.payments.map((p: { method: string; amount: number }) => [p.method, p.amount]).sort(),
    ).toEqual([
      ["efectivo", 30_000],
      ["saldo a favor", 20_000],
      ["saldo a favor", 50_000],
    ]);
    expect((await sale(olderId)).credit).toBe(0);
    expect((await cashFlow()).net - flowBefore.net).toBe(30_000);
    await expectCustomerStanding(id, { owed: 0, credit: 0 });
  });
});
