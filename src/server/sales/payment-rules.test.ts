import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addProduct,
  addSettings,
  expectConserved,
  refundsOf,
  saleViaApi,
  stockOf,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { inventoryMovements } from "../inventory/schema";
import { moneyEntries } from "../journal";

/** Payment edits against the rules, refunds as records, deleting a sale. */
describe.each(DB_KINDS)("payment rules and sale deletion on %s (docs/decisions/0251, 0252)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let superadmin: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
    [admin, superadmin, seller] = await Promise.all([
      t.account("admin"),
      t.account("superadmin"),
      t.account("seller"),
    ]);
  });
  afterAll(() => t.close());

  /** One unit at `price` centavos, sold by the seller. */
  async function newSale(price: number, units = 3) {
    const p = await addProduct(t.ctx.database.db, {
      brand: "Casio",
      description: "",
      quantity: units,
      salePrice: price,
    });
    const res = await saleViaApi(t, seller, [{ productId: p, quantity: 1 }]);
    expect(res.status).toBe(200);
    return { id: res.json.id as string, p, units };
  }
  const get = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const pay = (id: string, amount: number, date = "2025-06-10") =>
    t.request("POST", `/api/sales/${id}/payments`, { as: admin, body: { amount, date, type: "partial" } });
  const edit = (id: string, paymentId: string, amount: number) =>
    t.request("PUT", `/api/sales/${id}/payments/${paymentId}`, {
      as: admin,
      body: { amount, date: "2025-06-11" },
    });
  const manual = (id: string, amount: number) =>
    t.request("PUT", `/api/sales/${id}/amount-paid`, { as: admin, body: { amount } });

  it("a manual amountPaid then edits up and down on a Completado sale: never a 500, stays Completado", async () => {
    const { id } = await newSale(320_000);
    const paid = await pay(id, 1_000);
    const paymentId = paid.json.sale.payments[0].paymentId as string;
    expect((await manual(id, 0)).status).toBe(200);
    // Above what is owed (L.\u00a03,200.00) given the payments: refused in Spanish.
    let res = await edit(id, paymentId, 321_000);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      "El monto no puede exceder el límite a pagar. Máximo: L.\u00a03,200.00",
    );
    res = await edit(id, paymentId, 320_000);
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({ status: "Completado", amountPaid: 320_000, balance: 0 });
    res = await edit(id, paymentId, 100);
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({
      status: "Completado",
      amountPaid: 100,
      balance: 0,
      extraDiscount: { amount: 319_900, reason: "Ajuste por pago completo" },
      paymentHistoryInvalidated: false,
    });
  });

  it("editing after a manual amountPaid recalculates the paid total from the payments and resets the flag", async () => {
    const { id } = await newSale(320_000);
    const paymentId = (await pay(id, 1_000)).json.sale.payments[0].paymentId as string;
    expect((await manual(id, 3_000)).json.sale.paymentHistoryInvalidated).toBe(true);
    const res = await edit(id, paymentId, 2_000);
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({ amountPaid: 2_000, paymentHistoryInvalidated: false });
  });

  it("a refund is refused 0.01 above the amount paid, and every refund is a dated record", async () => {
    const { id } = await newSale(100_000);
    await pay(id, 30_000);
    let res = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { status: "Cancelado", refundAmount: 30_001 },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      "El monto a devolver (L.\u00a0300.01) no puede ser mayor que el monto pagado (L.\u00a0300.00).",
    );
    res = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { status: "Cancelado", refundAmount: 10_000 },
    });
    expect(res.json.sale).toMatchObject({ amountPaid: 20_000, refundedAmount: 10_000 });
    res = await t.request("PATCH", `/api/sales/${id}`, { as: superadmin, body: { refundAmount: 20_000 } });
    expect(res.json.sale).toMatchObject({ amountPaid: 0, refundedAmount: 30_000 });
    expect(res.json.sale.refunds).toEqual([
      expect.objectContaining({ amount: 20_000, recordedBy: expect.stringContaining("superadmin") }),
      expect.objectContaining({ amount: 10_000, recordedBy: expect.stringContaining("admin") }),
    ]);
    const rows = await refundsOf(t.ctx.database.db, id);
    expect(rows.map((r) => r.amount).sort()).toEqual([10_000, 20_000]);
    expect(rows.every((r) => r.date instanceof Date)).toBe(true);
    const entries = await t.ctx.database.db.select().from(moneyEntries).where(eq(moneyEntries.subjectId, id));
    expect(entries.filter((e) => e.kind === "refunded").every((e) => e.recordedById)).toBe(true);
    expect((await get(id)).refunds).toEqual(res.json.sale.refunds);
  });

  it("a payment without a date is asked for one in Spanish", async () => {
    const { id } = await newSale(100_000);
    const res = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 100, type: "partial" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe("Por favor, selecciona una fecha.");
  });

  it("a write answers the sale in the same shape as GET /api/sales/:id", async () => {
    // The answer's arrays are SQL text built once per process (sale-children.ts): each sale's
    // answer must hold its own payments, after an abono and after an edit that replaces one.
    const answersAsRead = async (answer: { json: { sale: Record<string, unknown> } }, id: string) => {
      const { history: _h1, ...written } = answer.json.sale;
      const { history: _h2, ...read } = await get(id);
      expect(written).toEqual(read);
      return read as { version: number; payments: Array<{ paymentId: string; amount: number }> };
    };
    const { id } = await newSale(100_000);
    await pay(id, 1_000, "2025-06-12");
    const sale = await answersAsRead(await pay(id, 2_000, "2025-06-10"), id);
    expect(sale.payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1_000, 2_000]);
    const other = await newSale(100_000);
    const second = await answersAsRead(await pay(other.id, 3_000), other.id);
    expect(second.payments.map((p) => p.amount)).toEqual([3_000]);
    const edited = await t.request(
      "PUT",
      `/api/sales/${id}/payments/${sale.payments.find((p) => p.amount === 2_000)!.paymentId}`,
      {
        as: admin,
        body: { amount: 2_500, date: "2025-06-10", version: sale.version },
      },
    );
    expect(edited.status).toBe(200);
    const after = await answersAsRead(edited, id);
    expect(after.payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1_000, 2_500]);
  });

  it("deleting a sale: admins only, a reason, units back with movements, an audit record, then gone", async () => {
    const db = t.ctx.database.db;
    const { id, p, units } = await newSale(50_000);
    await pay(id, 50_000);
    expect(await stockOf(db, p)).toMatchObject({ quantity: units - 1, totalSold: 1 });
    const body = { reason: "Venta duplicada por error" };
    expect((await t.request("POST", `/api/sales/${id}/deletion`, { as: seller, body })).status).toBe(403);
    expect((await t.request("POST", `/api/sales/${id}/deletion`, { body })).status).toBe(401);
    let res = await t.request("POST", `/api/sales/${id}/deletion`, { as: admin, body: { reason: "  " } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe("Por favor, indica el motivo de la eliminación.");
    res = await t.request("POST", `/api/sales/${id}/deletion`, { as: admin, body: { ...body, version: 1 } });
    expect(res.status).toBe(409);

    const before = await get(id);
    res = await t.request("POST", `/api/sales/${id}/deletion`, {
      as: admin,
      body: { ...body, version: before.version },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Venta #${before.orderNumber} eliminada con éxito.`);
    expect((await t.request("GET", `/api/sales/${id}`, { as: admin })).status).toBe(404);
    expect(await stockOf(db, p)).toEqual({ quantity: units, inProgressStock: 0, totalSold: 0 });
    await expectConserved(db, { [p]: units });
    const movements = await db.select().from(inventoryMovements).where(eq(inventoryMovements.productId, p));
    expect(movements.some((m) => m.quantityChange === 1 && m.userName.includes("admin"))).toBe(true);

    const list = await t.request("GET", "/api/sales/deletions", { as: superadmin });
    expect(list.status).toBe(200);
    const record = list.json.find((r: { saleId: string }) => r.saleId === id);
    expect(record).toMatchObject({
      orderNumber: before.orderNumber,
      deletedByName: expect.stringContaining("admin"),
      reason: "Venta duplicada por error",
    });
    expect(record.document).toMatchObject({ id, total: 50_000, amountPaid: 50_000, status: "Completado" });
    expect((await t.request("GET", "/api/sales/deletions", { as: seller })).status).toBe(403);
    // Gone means gone: a second deletion finds nothing.
    res = await t.request("POST", `/api/sales/${id}/deletion`, { as: admin, body });
    expect(res.status).toBe(404);
  });

  it("deleting a Cancelado sale moves no stock (its units are already back)", async () => {
    const db = t.ctx.database.db;
    const { id, p, units } = await newSale(50_000);
    await t.request("PATCH", `/api/sales/${id}`, { as: admin, body: { status: "Cancelado" } });
    expect((await stockOf(db, p)).quantity).toBe(units);
    const res = await t.request("POST", `/api/sales/${id}/deletion`, {
      as: superadmin,
      body: { reason: "x" },
    });
    expect(res.status).toBe(200);
    expect(await stockOf(db, p)).toEqual({ quantity: units, inProgressStock: 0, totalSold: 0 });
  });
});
