import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCity,
  addProduct,
  addSettings,
  checkoutBody,
  paymentsOf,
  saleViaApi,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { payOnSandbox } from "../../../tests/support/test-payments";
import { msg } from "../../domain/kernel/messages";

describe.each(DB_KINDS)("a payment's method on %s (docs/decisions/0252)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  /** A L.\u00a01,000.00 sale registered by the admin, optionally with a first payment. */
  async function newSale(extra: Record<string, unknown> = {}) {
    const p = await addProduct(db(), { brand: "Casio", description: "", quantity: 5, salePrice: 50_000 });
    const res = await saleViaApi(t, admin, [{ productId: p, quantity: 2 }], extra);
    expect(res.status).toBe(200);
    return res.json.id as string;
  }
  const get = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;
  const methods = async (id: string) => (await paymentsOf(db(), id)).map((p) => [p.amount, p.method]);

  it("a transfer is stored, answered by GET /api/sales/:id and counted as transferencia in the cash flow", async () => {
    const id = await newSale();
    const pay = (body: Record<string, unknown>) =>
      t.request("POST", `/api/sales/${id}/payments`, {
        as: admin,
        body: { date: "2024-03-12", type: "partial", ...body },
      });
    expect((await pay({ amount: 30_000, method: "transferencia" })).status).toBe(200);
    // Not given: efectivo.
    expect((await pay({ amount: 10_000 })).status).toBe(200);
    expect((await methods(id)).sort()).toEqual([
      [10_000, "efectivo"],
      [30_000, "transferencia"],
    ]);
    const sale = await get(id);
    expect(sale.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
      [10_000, "efectivo"],
      [30_000, "transferencia"],
    ]);
    const report = (
      await t.request("GET", "/api/reports/cash-flow?from=2024-03-01&to=2024-03-31&grain=month", {
        as: admin,
      })
    ).json;
    expect(report.totals).toMatchObject({
      efectivo: 10_000,
      transferencia: 30_000,
      tarjeta: 0,
      received: 40_000,
    });
  });

  it("editing keeps the payment's method unless a new one is given", async () => {
    const id = await newSale();
    await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 20_000, date: "2025-06-10", type: "partial", method: "transferencia" },
    });
    const paymentId = (await get(id)).payments[0].paymentId as string;
    const edit = (body: Record<string, unknown>) =>
      t.request("PUT", `/api/sales/${id}/payments/${paymentId}`, {
        as: admin,
        body: { date: "2025-06-11", ...body },
      });
    expect((await edit({ amount: 25_000 })).status).toBe(200);
    expect(await methods(id)).toEqual([[25_000, "transferencia"]]);
    expect((await edit({ amount: 25_000, method: "tarjeta" })).status).toBe(200);
    expect(await methods(id)).toEqual([[25_000, "tarjeta"]]);
  });

  it("Registrar Venta's first payment carries its method (efectivo when not given)", async () => {
    const transfer = await newSale({
      firstPayment: { amount: 40_000, date: "2025-06-10", type: "partial", method: "transferencia" },
    });
    expect(await methods(transfer)).toEqual([[40_000, "transferencia"]]);
    expect((await get(transfer)).payments[0].method).toBe("transferencia");
    const cash = await newSale({ firstPayment: { amount: 40_000, date: "2025-06-10", type: "partial" } });
    expect(await methods(cash)).toEqual([[40_000, "efectivo"]]);
  });

  it("an unknown method is refused 400 in Spanish, and nothing is recorded", async () => {
    const id = await newSale();
    const res = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 10_000, date: "2025-06-10", type: "partial", method: "cheque" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "invalid_input", message: msg.paymentMethodInvalid });
    expect(await methods(id)).toEqual([]);
    const created = await saleViaApi(t, admin, [{ productId: "x", quantity: 1 }], {
      firstPayment: { amount: 10_000, date: "2025-06-10", type: "partial", method: "bitcoin" },
    });
    expect(created.status).toBe(400);
    expect(created.json.error.message).toBe(msg.paymentMethodInvalid);
  });

  it("an approved card checkout records its payment as tarjeta", async () => {
    const city = await addCity(db(), "San Pedro Sula", 11_000);
    const p = await addProduct(db(), { quantity: 3, salePrice: 100_000, name: "Cronos Piloto" });
    const res = await t.request("POST", "/api/checkout", {
      body: checkoutBody(city, [{ productId: p, quantity: 1 }]),
    });
    expect(res.status).toBe(200);
    await payOnSandbox(t, res.json.redirectUrl as string);
    const orderId = res.json.orderId as string;
    expect(await methods(orderId)).toEqual([[111_000, "tarjeta"]]);
    expect((await get(orderId)).payments.map((x: { method: string }) => x.method)).toEqual(["tarjeta"]);
  });
});
