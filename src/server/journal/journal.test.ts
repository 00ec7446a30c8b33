import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, paymentsOf, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { type EntryKind, moneyCollected } from "../../domain/journal/entries";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { checkData } from "../import";
import { moneyEntries } from "./schema";

describe.each(DB_KINDS)("the money journal on %s (docs/decisions/0252)", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.ctx.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { whatsappNumber: "9999-0000" });
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  const entriesOf = (saleId: string) =>
    db()
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.subjectId, saleId))
      .orderBy(moneyEntries.createdAt);
  const today = shopDay(new Date());
  const cashFlow = async () =>
    (await t.request("GET", `/api/reports/cash-flow?from=${today}&to=${today}&grain=day`, { as: admin })).json
      .totals;
  const dashboardCollected = async () =>
    (await t.request("GET", "/api/reports/dashboard", { as: admin })).json.collectionsToday as number;

  // The factory's products have no opening movement: only the money's rules are checked here.
  const moneyViolations = async () => (await checkData(db())).violations.filter((v) => v.kind !== "product");

  async function newSale(firstPayment: number) {
    const p = await addProduct(db(), { quantity: 5, salePrice: 100_000 });
    const res = await saleViaApi(t, admin, [{ productId: p, quantity: 2 }], {
      firstPayment: { amount: firstPayment, type: "partial", date: today, method: "efectivo" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.id as string;
  }

  const gatewayToday = async () =>
    (await t.request("GET", "/api/card-payments/stats", { as: admin })).json.allCharges.today;

  it("an edit and a deletion never change an entry: each adds a reversal, and every figure follows the net", async () => {
    const before = await cashFlow();
    const chargesBefore = await gatewayToday();
    const id = await newSale(50_000);
    const [first] = await paymentsOf(db(), id);
    const edit = await t.request("PUT", `/api/sales/${id}/payments/${first!.id}`, {
      as: admin,
      body: { amount: 70_000, date: today },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(edit.json.sale.payments).toEqual([
      expect.objectContaining({ paymentId: first!.id, amount: 70_000 }),
    ]);
    const added = await t.request("POST", `/api/sales/${id}/payments`, {
      as: admin,
      body: { amount: 20_000, date: today, type: "partial", method: "tarjeta" },
    });
    expect(added.status).toBe(200);
    // A card abono staff took on the counter's terminal is no gateway charge.
    expect(await gatewayToday()).toEqual(chargesBefore);
    const second = added.json.sale.payments.find((p: { amount: number }) => p.amount === 20_000).paymentId;
    const removed = await t.request("DELETE", `/api/sales/${id}/payments/${second}`, { as: admin });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json.sale).toMatchObject({ amountPaid: 70_000 });

    const entries = await entriesOf(id);
    // 50,000 in; its reversal and 70,000 (the edit); 20,000 in; its reversal (the deletion).
    expect(entries.map((e) => [e.amount, e.operation])).toEqual(
      expect.arrayContaining([
        [50_000, "Venta Creada"],
        [-50_000, "Pago Modificado"],
        [70_000, "Pago Modificado"],
        [20_000, "Pago Registrado"],
        [-20_000, "Pago Eliminado"],
      ]),
    );
    expect(entries).toHaveLength(5);
    expect(entries.filter((e) => e.reverses).every((r) => entries.some((e) => e.id === r.reverses))).toBe(
      true,
    );
    expect(moneyCollected(entries as Array<{ kind: EntryKind; amount: number }>)).toBe(70_000);

    const after = await cashFlow();
    expect(after.net - before.net).toBe(70_000);
    expect(after.efectivo - before.efectivo).toBe(70_000);
    expect(after.tarjeta - before.tarjeta).toBe(0);

    expect(await dashboardCollected()).toBe(after.net);
    expect(await moneyViolations()).toEqual([]);
  });

  it("deleting a sale reverses its entries, which stay: the day's figures lose exactly what it had added", async () => {
    const before = await cashFlow();
    const id = await newSale(30_000);
    expect((await cashFlow()).net - before.net).toBe(30_000);
    const res = await t.request("POST", `/api/sales/${id}/deletion`, {
      as: admin,
      body: { reason: "Venta duplicada por error" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.amount, e.operation])).toEqual([
      [30_000, "Venta Creada"],
      [-30_000, "Venta Eliminada"],
    ]);
    expect(await cashFlow()).toEqual(before);
    expect(await moneyViolations()).toEqual([]);
  });

  it("an entry is reversed at most once, and the checker refuses a reversal that does not mirror its entry", async () => {
    const id = await newSale(10_000);
    const [entry] = await entriesOf(id);
    const reversal = (suffix: string, amount: number) =>
      db()
        .insert(moneyEntries)
        .values({
          ...entry!,
          id: `${entry!.id}${suffix}`,
          amount,
          reverses: entry!.id,
          operation: "Prueba",
          createdAt: new Date(),
        });
    await reversal("~", -9_000);
    await expect(reversal("~2", -10_000)).rejects.toThrow();
    const verdict = await checkData(db());
    expect(verdict.ok).toBe(false);
    expect(verdict.violations).toContainEqual(
      expect.objectContaining({ kind: "journal", rule: "la reversión no refleja el asiento que revierte" }),
    );
    // A positive reversal or a negative entry is refused by the table itself.
    await expect(reversal("~3", 10_000)).rejects.toThrow();
    await db().execute(sql`delete from money_entries where reverses = ${entry!.id}`);
  });
});
