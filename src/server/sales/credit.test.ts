import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPayment, addProduct, addRefund, forgetMoney, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { creditMsg } from "../../domain/sales/messages-credit";
import { SALE_STATUSES } from "../../domain/sales/sale";
import { creditBalance, moneyStanding } from "../../domain/sales/sale-ledger";
import { aPayment, aSale } from "../../domain/sales/test-fixtures";
import { checkData } from "../import";
import { creditSql, keptOnCancelSql } from "./list-service";
import { sales } from "./schema";

describe.each(DB_KINDS)("Saldo a favor and cancelled sales on %s (decisions 0251, 0161)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let client: TestUser;
  let productId: string;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, seller, client] = await Promise.all([
      t.account("admin"),
      t.account("seller"),
      t.account("client", { name: "Marta Cliente" }),
    ]);
    productId = await addProduct(db(), { brand: "Casio", description: "", quantity: 100, salePrice: 10_000 });
  });
  afterAll(() => t.close());

  /** A L. 100.00 sale of the client, with an extra cost of L. 20.00 paid in full (L. 120.00). */
  async function paidWithCost(): Promise<string> {
    const sale = await saleViaApi(t, admin, [{ productId, quantity: 1 }], {
      customer: { kind: "user", userId: client.id },
    });
    const id = sale.json.id;
    expect(
      (
        await t.request("POST", `/api/sales/${id}/extra-costs`, {
          as: admin,
          body: { description: "Grabado", amount: 2_000 },
        })
      ).status,
    ).toBe(200);
    const paid = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 12_000, date: "2026-11-20", type: "partial" },
    });
    expect(paid.json.sale).toMatchObject({ amountPaid: 12_000, status: "Completado" });
    return id;
  }
  async function owing(amount = 10_000): Promise<string> {
    const sale = await saleViaApi(t, admin, [{ productId, quantity: 1, price: amount }], {
      customer: { kind: "user", userId: client.id },
    });
    return sale.json.id;
  }
  const get = async (id: string) => (await t.request("GET", `/api/sales/${id}`, { as: admin })).json;

  it("deleting a paid extra cost turns the excess into Saldo a favor: document, Órdenes row and totals, Mis Compras", async () => {
    const id = await paidWithCost();
    const res = await t.request("DELETE", `/api/sales/${id}/extra-costs/0`, { as: admin });
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({ amountPaid: 10_000, balance: 0, credit: 2_000, keptOnCancel: 0 });
    const list = await t.request("GET", `/api/sales?q=${id.slice(0, 6)}`, { as: admin });
    expect(list.json.items[0]).toMatchObject({ id, balance: 0, credit: 2_000 });
    expect(list.json.totals).toMatchObject({ pending: 0, credit: 2_000 });
    const mine = await t.request("GET", "/api/my/purchases", { as: client });
    expect(mine.json.find((r: { id: string }) => r.id === id)).toMatchObject({ credit: 2_000 });
  });

  it("an admin refunds the credit: a dated reembolso record and its history entry; more than the credit is refused and changes nothing", async () => {
    const id = await paidWithCost();
    await t.request("DELETE", `/api/sales/${id}/extra-costs/0`, { as: admin });
    const how = { method: "transferencia", date: "2025-06-10" };
    const tooMuch = await t.request("POST", `/api/sales/${id}/credit/refund`, {
      as: admin,
      body: { amount: 2_001, ...how },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.message).toBe(creditMsg.creditTooLarge("L.\u00a020.00"));
    // A refund names its day: without one it is refused in Spanish and nothing changes.
    const undated = await t.request("POST", `/api/sales/${id}/credit/refund`, {
      as: admin,
      body: { amount: 2_000, method: "efectivo", date: "" },
    });
    expect(undated.status).toBe(400);
    expect(undated.json.error.message).toBe(msg.paymentDateRequired);
    expect((await get(id)).refunds).toEqual([]);
    const flowOf = async () =>
      (
        await t.request("GET", "/api/reports/cash-flow?from=2025-06-10&to=2025-06-10&grain=day", {
          as: admin,
        })
      ).json.totals;
    const before = await flowOf();
    const res = await t.request("POST", `/api/sales/${id}/credit/refund`, {
      as: admin,
      body: { amount: 2_000, ...how },
    });
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({ credit: 0, amountPaid: 10_000 });
    expect(res.json.sale.refunds[0]).toMatchObject({
      amount: 2_000,
      kind: "reembolso",
      toSaleId: null,
      method: "transferencia",
    });
    expect(shopDay(res.json.sale.refunds[0].date)).toBe("2025-06-10");
    // The journal's refund is taken off the day it names.
    const after = await flowOf();
    expect(after.refunds - before.refunds).toBe(2_000);
    expect(after.net - before.net).toBe(-2_000);
    expect(res.json.sale.history[0]).toMatchObject({ event: "Reembolso Registrado" });
    const seller403 = await t.request("POST", `/api/sales/${id}/credit/refund`, {
      as: seller,
      body: { amount: 1, ...how },
    });
    expect(seller403.status).toBe(403);
  });

  it("an admin applies the credit to another open sale of the customer, in one transaction, with history on both", async () => {
    const from = await paidWithCost();
    await t.request("DELETE", `/api/sales/${from}/extra-costs/0`, { as: admin });
    const to = await owing(5_000);
    const targets = await t.request("GET", `/api/sales/${from}/credit/targets`, { as: admin });
    expect(targets.json).toContainEqual(expect.objectContaining({ id: to, balance: 5_000 }));
    const res = await t.request("POST", `/api/sales/${from}/credit/transfer`, {
      as: admin,
      body: { amount: 2_000, toSaleId: to },
    });
    expect(res.status).toBe(200);
    expect(res.json.sale).toMatchObject({ credit: 0, amountPaid: 10_000 });
    expect(res.json.sale.refunds[0]).toMatchObject({ amount: 2_000, kind: "traspaso", toSaleId: to });
    expect(res.json.sale.history[0].event).toBe("Saldo a Favor Aplicado");
    const target = await get(to);
    expect(target).toMatchObject({ amountPaid: 2_000, balance: 3_000, status: "Abonado" });
    expect(target.payments[0]).toMatchObject({ amount: 2_000, method: "saldo a favor" });
    // A payment like any other for check:data: every payment has its "Pago Registrado" entry.
    expect(target.history[0].event).toBe("Pago Registrado");
    // Both sales pass the invariant checker (npm run check:data): paid total, history entries.
    const checked = await checkData(db());
    expect(checked.violations.filter((v) => v.id === from || v.id === to)).toEqual([]);
    // The credit payment mirrors the traspaso: it cannot be deleted alone.
    const del = await t.request("DELETE", `/api/sales/${to}/payments/${target.payments[0].paymentId}`, {
      as: admin,
    });
    expect(del.status).toBe(400);
    expect(del.json.error.message).toBe(creditMsg.creditPaymentFixed);
  });

  it("a transfer to another customer's sale is refused and changes neither sale", async () => {
    const from = await paidWithCost();
    await t.request("DELETE", `/api/sales/${from}/extra-costs/0`, { as: admin });
    const stranger = (await saleViaApi(t, admin, [{ productId, quantity: 1 }])).json.id;
    const res = await t.request("POST", `/api/sales/${from}/credit/transfer`, {
      as: admin,
      body: { amount: 1_000, toSaleId: stranger },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(creditMsg.targetOtherCustomer);
    expect((await get(from)).credit).toBe(2_000);
    expect((await get(stranger)).payments).toEqual([]);
  });

  it("a cancelled sale owes nothing everywhere, shows what it kept, and an admin can refund that", async () => {
    const id = await owing(10_000);
    await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 4_000, date: "2026-11-20", type: "partial" },
    });
    const cancelled = await t.request("PATCH", `/api/sales/${id}`, {
      as: admin,
      body: { status: "Cancelado" },
    });
    expect(cancelled.json.sale).toMatchObject({ balance: 0, keptOnCancel: 4_000, credit: 0 });
    const list = await t.request("GET", `/api/sales?status=Cancelado`, { as: admin });
    const row = list.json.items.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ balance: 0, keptOnCancel: 4_000 });
    // The list's pending total is the sum of its own balance column.
    const all = await t.request("GET", "/api/sales?pageSize=200", { as: admin });
    const sum = all.json.items.reduce((s: number, r: { balance: number }) => s + r.balance, 0);
    expect(all.json.count).toBeLessThanOrEqual(200);
    expect(all.json.totals.pending).toBe(sum);
    const csv = String(
      (await t.request("GET", "/api/sales/export.csv?status=Cancelado", { as: admin })).json,
    );
    expect(csv).toMatch(/,Cancelado,No,100\.00,40\.00,0\.00,0\.00,40\.00\r\n/);
    const refunded = await t.request("POST", `/api/sales/${id}/credit/refund`, {
      as: admin,
      body: { amount: 4_000, method: "efectivo", date: shopDay(new Date()) },
    });
    expect(refunded.json.sale).toMatchObject({ amountPaid: 0, keptOnCancel: 0, refundedAmount: 4_000 });
  });

  it("the SQL credit and kept-on-cancel agree with the domain on the same rows", async () => {
    const id = await owing(10_000);
    const cases = SALE_STATUSES.flatMap((status) =>
      [
        { paid: [], refunds: [], extra: 0, invalid: false },
        { paid: [10_000, 3_000], refunds: [], extra: 0, invalid: false },
        { paid: [10_000, 3_000], refunds: [2_000], extra: 1_000, invalid: false },
        { paid: [10_001], refunds: [], extra: 0, invalid: false },
        { paid: [5_000], refunds: [1_000], extra: 0, invalid: false },
        { paid: [15_000], refunds: [], extra: 0, invalid: true },
      ].map((c) => ({ ...c, status })),
    );
    for (const c of cases) {
      await forgetMoney(db(), id);
      for (const amount of c.paid)
        await addPayment(db(), { saleId: id, amount, date: new Date(), recordedBy: "x", type: "partial" });
      for (const amount of c.refunds)
        await addRefund(db(), { saleId: id, amount, date: new Date(), recordedBy: "x" });
      const money = aSale({
        total: 10_000,
        status: c.status,
        extraDiscount: { amount: c.extra, reason: "" },
        payments: c.paid.map((a) => aPayment(a)),
        refunds: c.refunds.map((amount) => ({ amount, date: "", recordedBy: "x" })),
        paymentHistoryInvalidated: c.invalid,
      });
      const amountPaid = c.invalid
        ? 7_000
        : Math.max(
            0,
            Math.min(
              10_000 - c.extra,
              c.paid.reduce((s, a) => s + a, 0) - c.refunds.reduce((s, a) => s + a, 0),
            ),
          );
      await db()
        .update(sales)
        .set({
          status: c.status,
          total: 10_000,
          extraDiscountAmount: c.extra,
          amountPaid,
          paymentHistoryInvalidated: c.invalid,
        })
        .where(eq(sales.id, id));
      const [row] = await db()
        .select({ credit: creditSql, kept: keptOnCancelSql })
        .from(sales)
        .where(eq(sales.id, id));
      const standing = moneyStanding({ ...money, amountPaid });
      expect({ credit: Number(row!.credit), kept: Number(row!.kept) }, JSON.stringify(c)).toEqual({
        credit: creditBalance(money),
        kept: standing.keptOnCancel,
      });
    }
  });
});
