import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCustomer, addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { cashEffect, type EntryKind, heldBySubject } from "../../domain/journal/entries";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { PAYMENT_METHODS } from "../../domain/reports/reports";
import { checkData } from "../import";
import { moneyEntries } from "./schema";

/**
 * One invariant across features (docs/decisions/0252): random sequences of the money operations
 * staff perform — sales with a first payment by each method, abonos, edits and deletions, extra
 * costs, extra discounts, cancellations with a refund, refunds and traspasos of saldo a favor —
 * and after every step, refused or not: the journal's cash of the day is the Dashboard's Cobrado
 * hoy and the cash flow's Neto; what the journal holds on each sale is its amount paid plus its
 * saldo a favor; Órdenes' pending total and the receivables are the sales' balances; and the
 * checker finds the journal whole. MONEY_INVARIANT_RUNS raises the count (a bench, on demand).
 */
const RUNS = Number(process.env.MONEY_INVARIANT_RUNS ?? 6);

const amount = fc.integer({ min: 1, max: 120_000 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant("sale" as const),
    price: fc.integer({ min: 1_000, max: 150_000 }),
    first: fc.option(amount),
    method: fc.constantFrom(...PAYMENT_METHODS),
  }),
  fc.record({
    kind: fc.constant("pay" as const),
    sale: fc.nat(),
    amount,
    method: fc.constantFrom(...PAYMENT_METHODS),
  }),
  fc.record({ kind: fc.constant("edit" as const), sale: fc.nat(), amount }),
  fc.record({ kind: fc.constant("delete" as const), sale: fc.nat() }),
  fc.record({ kind: fc.constant("cost" as const), sale: fc.nat(), amount }),
  fc.record({ kind: fc.constant("discount" as const), sale: fc.nat(), amount }),
  fc.record({ kind: fc.constant("cancel" as const), sale: fc.nat(), amount }),
  fc.record({
    kind: fc.constant("refund" as const),
    sale: fc.nat(),
    amount,
    method: fc.constantFrom(...PAYMENT_METHODS),
  }),
  fc.record({ kind: fc.constant("traspaso" as const), sale: fc.nat(), to: fc.nat(), amount }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe.each(DB_KINDS)("money agrees across features on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: string;
  let product: string;
  const db = () => t.ctx.database.db;
  const today = shopDay(new Date());
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    customer = await addCustomer(db(), "Cliente Invariante", "9876-0001");
    product = await addProduct(db(), { quantity: 10_000, salePrice: 150_000 });
  });
  afterAll(() => t.close());

  const get = async (path: string) => (await t.request("GET", path, { as: admin })).json;
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
    t.request(method, path, { as: admin, body });

  async function apply(o: Op, sales: string[]) {
    if (o.kind === "sale") {
      const res = await send("POST", "/api/sales", {
        customer: { kind: "customer", customerId: customer },
        items: [{ productId: product, quantity: 1, price: o.price }],
        shipping: { mode: "pickup" },
        firstPayment: o.first ? { amount: o.first, date: today, type: "partial", method: o.method } : null,
      });
      if (res.status === 200) sales.push(res.json.id);
      return;
    }
    if (!sales.length) return;
    const id = sales[o.sale % sales.length]!;
    const sale = await get(`/api/sales/${id}`);
    const payment = sale.payments[0]?.paymentId as string | undefined;
    switch (o.kind) {
      case "pay":
        await send("POST", `/api/sales/${id}/payments`, {
          amount: o.amount,
          date: today,
          type: "partial",
          method: o.method,
        });
        return;
      case "edit":
        if (payment)
          await send("PUT", `/api/sales/${id}/payments/${payment}`, { amount: o.amount, date: today });
        return;
      case "delete":
        if (payment) await send("DELETE", `/api/sales/${id}/payments/${payment}`);
        return;
      case "cost":
        await send("POST", `/api/sales/${id}/extra-costs`, { description: "Grabado", amount: o.amount });
        return;
      case "discount":
        await send("PUT", `/api/sales/${id}/extra-discount`, {
          amount: o.amount,
          reason: "Cliente frecuente",
        });
        return;
      case "cancel":
        await send("PATCH", `/api/sales/${id}`, {
          status: "Cancelado",
          refundAmount: o.amount,
          cancellationReason: "Prueba",
        });
        return;
      case "refund":
        await send("POST", `/api/sales/${id}/credit/refund`, {
          amount: o.amount,
          method: o.method,
          date: today,
        });
        return;
      case "traspaso": {
        const to = sales[o.to % sales.length]!;
        await send("POST", `/api/sales/${id}/credit/transfer`, { amount: o.amount, toSaleId: to });
        return;
      }
    }
  }

  async function expectBooksAgree(sales: string[]) {
    const entries = await db().select().from(moneyEntries);
    const typed = entries.map((e) => ({ ...e, kind: e.kind as EntryKind }));
    const cashToday = typed.filter((e) => shopDay(e.date) === today).reduce((s, e) => s + cashEffect(e), 0);
    const flow = await get(`/api/reports/cash-flow?from=${today}&to=${today}&grain=day`);
    const dashboard = await get("/api/reports/dashboard");
    expect(flow.totals.net).toBe(cashToday);
    expect(dashboard.collectionsToday).toBe(cashToday);
    let balances = 0;
    for (const id of sales) {
      const sale = await get(`/api/sales/${id}`);
      balances += sale.balance;
      if (sale.paymentHistoryInvalidated) continue;
      const own = typed.filter((e) => e.subjectId === id);
      expect(heldBySubject(own), `sale ${id}`).toBe(sale.amountPaid + sale.credit);
    }
    const orders = await get("/api/sales?pageSize=200");
    expect(orders.totals.pending).toBe(balances);
    const owed = await get(`/api/reports/receivable?asOf=${today}`);
    expect(owed.totals.total).toBe(balances);
    const verdict = await checkData(db());
    expect(verdict.violations.filter((v) => v.kind !== "product")).toEqual([]);
  }

  it("after every step of any sequence, the journal, the dashboard, the cash flow, Órdenes and the receivables agree", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 9 }), async (ops) => {
        // Each sequence starts from an empty book: the figures are the whole store's.
        await db().delete(moneyEntries);
        const sales: string[] = [];
        for (const o of ops) {
          await apply(o, sales);
          await expectBooksAgree(sales);
        }
        for (const id of sales)
          await send("POST", `/api/sales/${id}/deletion`, { reason: "Fin de la secuencia" });
        await db().delete(moneyEntries).where(eq(moneyEntries.subjectType, "sale"));
      }),
      { numRuns: RUNS, seed: Number(process.env.MONEY_INVARIANT_SEED ?? 241) },
    );
  }, 180_000);
});
