import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDiscountCode, addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { chargedLineAmounts, keptChargedAmounts } from "../../domain/reports/line-revenue";
import { newId } from "../db/ids";
import { saleItems, sales } from "../sales/schema";
import { chargedLinesSql, num, rows } from "./sql";

/**
 * The product sales report counts what each line was charged: the reports' SQL (chargedLinesSql)
 * against the domain's chargedLineAmounts on the same random sales, and the report itself after
 * a sale with a code and an extra discount.
 */
describe.each(DB_KINDS)("what each line was charged, on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
  });
  afterAll(() => t.close());

  /** A sale row with its lines, written directly: the SQL is compared with the domain on it. */
  async function insertSale(
    lines: readonly { price: number; quantity: number }[],
    columns: Partial<typeof sales.$inferInsert>,
  ): Promise<string> {
    const db = t.ctx.database.db;
    const id = newId();
    await db.insert(sales).values({ ...columns, id } as typeof sales.$inferInsert);
    await db.insert(saleItems).values(
      lines.map((l, position) => ({
        id: newId(),
        saleId: id,
        position,
        productId: "p",
        productName: "Reloj",
        quantity: l.quantity,
        price: l.price,
        originalPrice: l.price,
      })),
    );
    return id;
  }

  it("the SQL spreads code and extra discounts exactly as the domain does", async () => {
    const db = t.ctx.database.db;
    const sale = fc.record({
      lines: fc.array(
        fc.record({
          price: fc.integer({ min: 0, max: 3_000_000 }),
          quantity: fc.integer({ min: 1, max: 7 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      code: fc.integer({ min: 0, max: 2_000_000 }),
      extra: fc.integer({ min: 0, max: 30_000_000 }),
    });
    const samples = fc.sample(sale, { numRuns: 60, seed: 22 });
    // The edges the rule names: ties, an extra discount beyond the goods, nothing to spread over.
    samples.push(
      { lines: [1_000, 1_000, 1_000].map((price) => ({ price, quantity: 1 })), code: 100, extra: 0 },
      { lines: [{ price: 500, quantity: 1 }], code: 0, extra: 90_000 },
      { lines: [{ price: 0, quantity: 2 }], code: 0, extra: 100 },
    );
    const ids: string[] = [];
    for (const s of samples) {
      const merchandise = s.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      ids.push(
        await insertSale(s.lines, {
          subtotal: merchandise,
          total: Math.max(0, merchandise - s.code - s.extra),
          appliedDiscountAmount: s.code,
          extraDiscountAmount: s.extra,
          status: "Pendiente",
          customerName: "Prueba",
        }),
      );
    }
    const found = await rows<{ sale_id: string; position: number; charged: unknown }>(
      db,
      sql`${chargedLinesSql(sql`s.customer_name = 'Prueba'`)} order by sale_id, position`,
    );
    samples.forEach((s, i) => {
      const fromSql = found.filter((r) => r.sale_id === ids[i]).map((r) => num(r.charged));
      expect({ sale: s, charged: fromSql }).toEqual({ sale: s, charged: chargedLineAmounts(s.lines, s) });
    });
  });

  it("the SQL takes returned units and their share off each line exactly as the domain does (docs/decisions/0249)", async () => {
    const db = t.ctx.database.db;
    const sale = fc
      .array(
        fc.record({
          price: fc.integer({ min: 0, max: 3_000_000 }),
          quantity: fc.integer({ min: 1, max: 9 }),
        }),
        { minLength: 1, maxLength: 5 },
      )
      .chain((lines) =>
        fc.record({
          lines: fc.constant(lines),
          returned: fc.tuple(...lines.map((l) => fc.integer({ min: 0, max: l.quantity }))),
          code: fc.integer({ min: 0, max: 500_000 }),
        }),
      );
    const samples = fc.sample(sale, { numRuns: 40, seed: 49 });
    const ids: string[] = [];
    for (const s of samples) {
      const returnedLines = s.returned.flatMap((quantity, line) => (quantity ? [{ line, quantity }] : []));
      ids.push(
        await insertSale(s.lines, {
          subtotal: s.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
          appliedDiscountAmount: s.code,
          status: "Completado",
          customerName: "Devuelto",
          returnsTotal: returnedLines.length ? 1 : 0,
          returnedLines,
        }),
      );
    }
    const found = await rows<{ sale_id: string; quantity: unknown; charged: unknown }>(
      db,
      sql`${chargedLinesSql(sql`s.customer_name = 'Devuelto'`)} order by sale_id, position`,
    );
    samples.forEach((s, i) => {
      const mine = found.filter((r) => r.sale_id === ids[i]);
      expect({ sale: s, charged: mine.map((r) => num(r.charged)) }).toEqual({
        sale: s,
        charged: keptChargedAmounts(s.lines, { code: s.code, extra: 0 }, s.returned),
      });
      expect(mine.map((r) => num(r.quantity))).toEqual(
        s.lines.map((l, j) => l.quantity - (s.returned[j] ?? 0)),
      );
    });
  });

  it("Productos and the dashboard's best sellers count revenue after the code and extra discount", async () => {
    const db = t.ctx.database.db;
    const [watch, strap] = [
      await addProduct(db, { quantity: 10, salePrice: 250_000 }),
      await addProduct(db, { quantity: 10, salePrice: 100_000 }),
    ];
    await addDiscountCode(db, "DIEZ", { percentage: 10 });
    const res = await saleViaApi(
      t,
      admin,
      [
        { productId: watch, quantity: 2 },
        { productId: strap, quantity: 1 },
      ],
      { discountCode: "DIEZ", extraDiscount: { amount: 15_000, reason: "Cliente frecuente" } },
    );
    expect(res.status).toBe(200);
    // L. 6,000.00 of goods, 10 % (L. 600.00) + L. 150.00 spread 5 : 1 → L. 4,375.00 and L. 875.00.
    const today = shopDay(new Date());
    const report = await t.request("GET", `/api/reports/products?from=${today}&to=${today}`, { as: admin });
    const revenue = (id: string) =>
      report.json.rows.find((r: { productId: string }) => r.productId === id).revenue;
    expect([revenue(watch), revenue(strap)]).toEqual([437_500, 87_500]);
    const dashboard = await t.request("GET", "/api/reports/dashboard", { as: admin });
    const best = (id: string) =>
      dashboard.json.bestSellers.find((r: { productId: string }) => r.productId === id).revenue;
    expect([best(watch), best(strap)]).toEqual([437_500, 87_500]);
  });
});
