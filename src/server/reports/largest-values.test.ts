import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { REPORT_IDS } from "../../contracts/reports/reports";
import { msg } from "../../domain/kernel/messages";
import { decimalLempiras } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";

/** The largest price a product form accepts (L. 999,999.99) and the largest stock (10,000 units). */
const PRICE = 99_999_999;
const STOCK = 10_000;

/**
 * A shelf of the most valuable watch the forms accept: every report, dashboard and CSV answers
 * (a 32-bit product in SQL once answered 500), and the figures are exact past 2³¹ centavos.
 */
describe.each(DB_KINDS)("the largest values the forms accept, on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    seller = await t.account("seller");
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 10_000 });
    productId = await addProduct(t.ctx.database.db, { quantity: STOCK, salePrice: PRICE, unitCost: PRICE });
  });
  afterAll(() => t.close());

  it("a sale as large as a sale can be is recorded; one centavo beyond is a Spanish refusal, never a 500", async () => {
    const largest = await saleViaApi(t, seller, [{ productId, quantity: 21 }], {
      firstPayment: { amount: PRICE, type: "partial", method: "tarjeta", date: shopDay(new Date()) },
    });
    expect(largest.status, JSON.stringify(largest.json)).toBe(200);
    const beyond = await saleViaApi(t, seller, [{ productId, quantity: 22 }]);
    expect(beyond.status).toBeGreaterThanOrEqual(400);
    expect(beyond.status).toBeLessThan(500);
    expect(beyond.json.error.message).toBe(msg.amountTooLarge);
    const stock = await t.request("GET", `/api/reports/inventory`, { as: admin });
    expect(stock.json.rows[0].quantity).toBe(STOCK - 21);
  });

  it("every report, dashboard and CSV answers with exact figures", async () => {
    const day = shopDay(new Date());
    const range = `from=${day}&to=${day}&grain=day&asOf=${day}`;
    for (const report of REPORT_IDS) {
      const json = await t.request("GET", `/api/reports/${report}?${range}`, { as: admin });
      expect(json.status, `${report}: ${JSON.stringify(json.json)}`).toBe(200);
      const csv = await t.request("GET", `/api/reports/${report}/export.csv?${range}`, { as: admin });
      expect(csv.status, `${report} CSV`).toBe(200);
    }
    for (const url of [
      "/api/reports/dashboard",
      "/api/reports/collections",
      "/api/reports/collections/export.csv",
      "/api/sales/export.csv",
      "/api/invoices/export.csv",
      "/api/inventory/movements.csv",
      "/api/inventory?page=1",
    ]) {
      expect((await t.request("GET", url, { as: admin })).status, url).toBe(200);
    }
    expect((await t.request("GET", "/api/reports/my-dashboard", { as: seller })).status).toBe(200);

    const inventory = await t.request("GET", `/api/reports/inventory?${range}`, { as: admin });
    const left = STOCK - 21;
    expect(inventory.json.totals.stock).toEqual({ atCost: left * PRICE, atPrice: left * PRICE });
    const csv = await t.request("GET", `/api/reports/inventory/export.csv?${range}`, { as: admin });
    expect(String(csv.json)).toContain(decimalLempiras(left * PRICE));
    const sellers = await t.request("GET", `/api/reports/sellers?${range}`, { as: admin });
    expect(JSON.stringify(sellers.json)).toContain(String(21 * PRICE));
    const flow = await t.request("GET", `/api/reports/cash-flow?${range}`, { as: admin });
    expect(flow.json.totals.tarjeta).toBe(PRICE);
  });
});
