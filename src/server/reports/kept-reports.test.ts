import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";

/**
 * The reports by period are kept until a write is heard (docs/decisions/0256): a sale and its
 * payment count in them on the very next read, on the instance that took them.
 */
describe.each(DB_KINDS)("kept reports on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  it("Ventas, Flujo de caja, Vendedores, Productos and Inventario follow a sale at once", async () => {
    const today = shopDay(new Date());
    const range = `from=${today.slice(0, 8)}01&to=${today}`;
    const read = async () => ({
      sales: (await t.request("GET", `/api/reports/sales?${range}`, { as: admin })).json.totals,
      cash: (await t.request("GET", `/api/reports/cash-flow?${range}`, { as: admin })).json.totals,
      sellers: (await t.request("GET", `/api/reports/sellers?${range}`, { as: admin })).json,
      products: (await t.request("GET", `/api/reports/products?${range}`, { as: admin })).json,
      inventory: (await t.request("GET", "/api/reports/inventory", { as: admin })).json,
    });
    const before = await read();
    expect(await read()).toEqual(before);
    const product = await addProduct(t.ctx.database.db, {
      name: "Reloj Guardado",
      quantity: 5,
      salePrice: 250_000,
    });
    const sale = await saleViaApi(t, admin, [{ productId: product, quantity: 1 }], {
      firstPayment: { amount: 100_000, date: today, type: "partial", method: "efectivo" },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    const after = await read();
    expect(after.cash.received - before.cash.received).toBe(100_000);
    expect(after.cash.efectivo - before.cash.efectivo).toBe(100_000);
    expect(after).not.toEqual(before);
    expect(JSON.stringify(after.sellers)).not.toBe(JSON.stringify(before.sellers));
    expect(JSON.stringify(after.products)).toContain("Reloj Guardado");
    expect(JSON.stringify(after.inventory)).not.toBe(JSON.stringify(before.inventory));
  });
});
