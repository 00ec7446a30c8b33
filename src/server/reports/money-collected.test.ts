import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPayment, addRefund } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { moneyCollected, RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { newId } from "../db/ids";
import { sales } from "../sales/schema";
import { cashMovesSql, num, rows } from "./sql";

/**
 * Money collected is one figure wherever it shows: the reports' SQL (cashMovesSql) against the
 * domain's moneyCollected on the same random payments and refunds, and the Dashboard's Cobrado
 * hoy, its chart's today and Flujo de caja's Neto of the day all equal to it — a traspaso of saldo
 * a favor counted nowhere, a reembolso subtracted everywhere.
 */
describe.each(DB_KINDS)("money collected, one figure, on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  it("the SQL, the Dashboard and the cash flow read the domain's rule on the same rows", async () => {
    const db = t.ctx.database.db;
    const moves = fc.record({
      payments: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: 99_999_999 }),
          method: fc.constantFrom(...RECORDED_PAYMENT_METHODS),
        }),
        { maxLength: 5 },
      ),
      refunds: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: 99_999_999 }),
          kind: fc.constantFrom("reembolso" as const, "traspaso" as const),
        }),
        { maxLength: 3 },
      ),
    });
    const samples = fc.sample(fc.array(moves, { minLength: 1, maxLength: 6 }), { numRuns: 1, seed: 36 })[0]!;
    // The edges: a day with only a traspaso and its saldo a favor payment, and a refund alone.
    samples.push(
      {
        payments: [{ amount: 60_000, method: "saldo a favor" }],
        refunds: [{ amount: 60_000, kind: "traspaso" }],
      },
      { payments: [], refunds: [{ amount: 40_000, kind: "reembolso" }] },
    );
    const now = new Date();
    for (const s of samples) {
      const id = newId();
      await db.insert(sales).values({ id, subtotal: 0, total: 0, status: "Abonado", customerName: "Prueba" });
      for (const p of s.payments)
        await addPayment(db, {
          saleId: id,
          amount: p.amount,
          date: now,
          recordedBy: "Prueba",
          type: "partial",
          method: p.method,
        });
      for (const r of s.refunds)
        await addRefund(db, { saleId: id, amount: r.amount, date: now, recordedBy: "Prueba", kind: r.kind });
    }
    const expected = moneyCollected(
      samples.flatMap((s) => s.payments),
      samples.flatMap((s) => s.refunds),
    );
    const day = shopDay(now);
    const start = new Date(now.getTime() - 60_000);
    const end = new Date(now.getTime() + 60_000);
    const [summed] = await rows<{ total: unknown }>(
      db,
      sql`select coalesce(sum(amount), 0) as total from (${cashMovesSql(start, end)}) x`,
    );
    expect(num(summed?.total)).toBe(expected);

    const dashboard = await t.request("GET", "/api/reports/dashboard", { as: admin });
    const flow = await t.request("GET", `/api/reports/cash-flow?from=${day}&to=${day}&grain=day`, {
      as: admin,
    });
    expect(dashboard.json.collectionsToday).toBe(expected);
    expect(dashboard.json.chart.find((d: { day: string }) => d.day === day).collections).toBe(expected);
    expect(flow.json.totals.net).toBe(expected);

    // The CSV says the same in numbers a spreadsheet sums: a negative Neto is a number, not text.
    const csv = await t.request("GET", `/api/reports/cash-flow/export.csv?from=${day}&to=${day}&grain=day`, {
      as: admin,
    });
    const [header, first] = String(csv.json)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const net = header!.split(",").indexOf("Neto");
    const cell = first!.split(",")[net]!;
    expect(cell).toMatch(/^-?\d+\.\d{2}$/);
    expect(Math.round(Number(cell) * 100)).toBe(expected);
  });

  it("a day whose refunds exceed its receipts has a negative Neto, written as a number in the CSV", async () => {
    const db = t.ctx.database.db;
    const yesterday = new Date(Date.now() - 86_400_000);
    const id = newId();
    await db.insert(sales).values({ id, subtotal: 0, total: 0, status: "Cancelado", customerName: "Prueba" });
    await addRefund(db, {
      saleId: id,
      amount: 26_101,
      date: yesterday,
      recordedBy: "Prueba",
      kind: "reembolso",
    });
    const day = shopDay(yesterday);
    const csv = await t.request("GET", `/api/reports/cash-flow/export.csv?from=${day}&to=${day}&grain=day`, {
      as: admin,
    });
    expect(String(csv.json)).toContain(`${day},0.00,0.00,0.00,0.00,0.00,0.00,0.00,261.01,-261.01`);
  });
});
