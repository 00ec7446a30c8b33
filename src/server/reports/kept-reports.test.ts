import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, announceSalesChange, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { COMPRESSION } from "../http/kept-json";

/**
 * The reports are kept as the bytes they are sent as until a write is heard (docs/decisions/0256,
 * 0258): a sale and its payment count in them on the very next read, on the instance that took them.
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

  it("Por cobrar and Cobranza follow a credit sale at once, and a kept answer is sent compressed as asked", async () => {
    const today = shopDay(new Date());
    const paths = [
      `/api/reports/receivable?asOf=${today}`,
      "/api/reports/collections",
      "/api/reports/dashboard",
    ];
    const read = async () => {
      const answers = [];
      let sentCompressed = 0;
      for (const path of paths) {
        const plain = await t.request("GET", path, { as: admin });
        const br = await t.request("GET", path, { as: admin, headers: { "accept-encoding": "br" } });
        expect(plain.status, path).toBe(200);
        expect(plain.headers["content-encoding"], path).toBeUndefined();
        // Under the compression threshold (1 KB) an answer goes as it is, kept or not.
        const compressed = plain.raw.length >= COMPRESSION.threshold;
        if (compressed) sentCompressed += 1;
        expect(br.headers["content-encoding"], path).toBe(compressed ? "br" : undefined);
        const text = compressed ? brotliDecompressSync(br.raw).toString() : br.raw.toString();
        expect(JSON.parse(text), path).toEqual(plain.json);
        answers.push(plain.json);
      }
      expect(sentCompressed).toBeGreaterThan(0);
      return answers as [{ totals: { total: number } }, { totals: { balance: number } }, unknown];
    };
    const [receivableBefore, collectionsBefore] = await read();
    const product = await addProduct(t.ctx.database.db, {
      name: "Reloj a Crédito",
      quantity: 2,
      salePrice: 400_000,
    });
    // Four months old, so it is overdue and counts in Cobranza too.
    const sale = await saleViaApi(t, admin, [{ productId: product, quantity: 1 }], {
      saleDate: new Date(Date.now() - 120 * 86_400_000).toISOString(),
      firstPayment: { amount: 150_000, date: today, type: "partial", method: "efectivo" },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    const [receivableAfter, collectionsAfter] = await read();
    expect(receivableAfter.totals.total - receivableBefore.totals.total).toBe(250_000);
    expect(collectionsAfter.totals.balance - collectionsBefore.totals.balance).toBe(250_000);
  });

  it("Reportes › Inventario comes a page at a time, its totals over every product", async () => {
    const db = t.ctx.database.db;
    for (let i = 0; i < 60; i++)
      await addProduct(db, { name: `Reloj Página ${i}`, quantity: 2, salePrice: 10_000 + i });
    await announceSalesChange(db);
    const page = async (n: number) => {
      const res = await t.request("GET", `/api/reports/inventory?page=${n}`, { as: admin });
      expect(res.status).toBe(200);
      return res.json as {
        rows: Array<{ quantity: number }>;
        page: number;
        pageSize: number;
        rowCount: number;
        totals: { quantity: number };
      };
    };
    const first = await page(1);
    expect(first.rowCount).toBeGreaterThanOrEqual(60);
    expect(first.rows).toHaveLength(first.pageSize);
    const pages = Math.ceil(first.rowCount / first.pageSize);
    const all = [first];
    for (let n = 2; n <= pages; n++) all.push(await page(n));
    const rows = all.flatMap((p) => p.rows);
    expect(rows).toHaveLength(first.rowCount);
    expect(all.every((p) => p.totals.quantity === first.totals.quantity)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(first.totals.quantity);
    expect((await page(pages + 1)).rows).toEqual([]);
    const refused = await t.request("GET", "/api/reports/inventory?page=0", { as: admin });
    expect(refused.status).toBe(400);
  });
});
