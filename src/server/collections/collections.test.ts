import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCustomer,
  addPayment,
  addSettings,
  announceSalesChange,
  forgetMoney,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { isOverdue, saleAgeDays, saleBalance } from "../../domain/collections/collections";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { addShopDays } from "../../domain/reports/reports";
import type { SaleStatus } from "../../domain/sales/sale";
import { creditBalance } from "../../domain/sales/sale-ledger";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { journalPayments, journalRefunds } from "../journal";
import { paymentLinks } from "../payment-links/schema";
import { num, rows } from "../reports";
import { sales } from "../sales/schema";
import { collectionReminders } from "./schema";
import { sendReminder } from "./service";
import { saleBalancesSql } from "./sql";

/**
 * Cobranza computed again here, by hand, from the fixture below (not by calling the Cobranza
 * code), and compared with what the API answers — on PGlite and on PostgreSQL. Sale dates are
 * days before today on the shop's calendar, since the tab always looks at today.
 */

const TODAY = shopDay(new Date());
/** `daysAgo` shop days before today, at `hour` o'clock in Tegucigalpa (23.5 = 11:30 p. m.). */
const ago = (daysAgo: number, hour = 10) =>
  new Date(shopDayStart(addShopDays(TODAY, -daysAgo)).getTime() + hour * 3_600_000);

interface F {
  key: string;
  customer: string;
  phone: string | null;
  /** The sale belongs to a customer record (with this phone) instead of a typed name. */
  record?: string;
  /** The sale belongs to a web account (whose phone is 9999-0000). */
  account?: boolean;
  daysAgo: number;
  hour?: number;
  status: SaleStatus;
  total: number;
  extra?: number;
  payments: Array<{ amount: number; daysAgo: number }>;
}

const FIXTURE: F[] = [
  // Ana: one sale 75 days old (overdue), one 5 days old (owed, not overdue).
  {
    key: "A1",
    customer: "Ana Pérez",
    phone: "9999-0001",
    daysAgo: 75,
    status: "Abonado",
    total: 100_000,
    payments: [
      { amount: 20_000, daysAgo: 70 },
      { amount: 10_000, daysAgo: 12 },
    ],
  },
  {
    key: "A2",
    customer: "Ana Pérez",
    phone: "9999-0001",
    daysAgo: 5,
    status: "Pendiente",
    total: 50_000,
    payments: [],
  },
  // Beto: exactly 30 days old is still within the term; his cancelled sale owes nothing.
  {
    key: "B1",
    customer: "Beto Ríos",
    phone: "9999-0002",
    daysAgo: 30,
    status: "Pendiente",
    total: 30_000,
    payments: [],
  },
  {
    key: "B2",
    customer: "Beto Ríos",
    phone: "9999-0002",
    daysAgo: 90,
    status: "Cancelado",
    total: 80_000,
    payments: [],
  },
  // Carla (a customer record; her phone is on the record): 0.01 left is within the tolerance.
  {
    key: "C1",
    customer: "Carla Soto",
    phone: null,
    record: "9999-0003",
    daysAgo: 60,
    status: "Abonado",
    total: 60_000,
    extra: 10_000,
    payments: [{ amount: 49_999, daysAgo: 59 }],
  },
  {
    key: "C2",
    customer: "Carla Soto",
    phone: null,
    record: "9999-0003",
    daysAgo: 106,
    hour: 23.5,
    status: "Pendiente",
    total: 40_000,
    payments: [],
  },
  // Dani: 32 days, sold late at night (still that shop day), no phone anywhere.
  {
    key: "D1",
    customer: "Dani Cruz",
    phone: null,
    daysAgo: 32,
    hour: 23.5,
    status: "Pendiente",
    total: 20_000,
    payments: [],
  },
  // Fer: a web account's purchase without a phone on the sale; the account's phone is used.
  {
    key: "F1",
    customer: "Fer Web",
    phone: null,
    account: true,
    daysAgo: 40,
    status: "Pendiente",
    total: 15_000,
    payments: [],
  },
  // Eva: settled long ago.
  {
    key: "E1",
    customer: "Eva Luna",
    phone: "9999-0005",
    daysAgo: 200,
    status: "Completado",
    total: 70_000,
    payments: [{ amount: 70_000, daysAgo: 199 }],
  },
];

const TERM = 30;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const paidOf = (f: F) => sum(f.payments.map((p) => p.amount));
/** What the fixture sale owes today, by hand. */
function owedByHand(f: F): number {
  if (f.status === "Cancelado") return 0;
  const owed = Math.max(0, f.total - (f.extra ?? 0) - paidOf(f));
  return owed > 1 ? owed : 0;
}

describe.each(DB_KINDS)("Reportes › Cobranza on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let db: Db;
  const ids: Record<string, string> = {};
  const recordIds: Record<string, string> = {};
  let webClient: TestUser;
  const keyOf = (f: F) =>
    f.record
      ? recordIds[f.customer]!
      : f.account
        ? `u:${webClient.id}`
        : `n:${f.customer.toLowerCase()}|${f.phone ?? ""}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.ctx.database.db;
    admin = await t.account("admin", { name: "Admin Cobros" });
    webClient = await t.account("client", { name: "Fer Web" });
    await addSettings(db, { storeName: "Tiempo HN", collectionOverdueDays: TERM });
    for (const f of FIXTURE) {
      if (f.record && !recordIds[f.customer])
        recordIds[f.customer] = await addCustomer(db, f.customer, f.record);
      const id = newId();
      ids[f.key] = id;
      await db.insert(sales).values({
        id,
        total: f.total,
        subtotal: f.total,
        extraDiscountAmount: f.extra ?? 0,
        amountPaid: paidOf(f),
        status: f.status,
        customerId: f.record ? recordIds[f.customer] : null,
        customerUserId: f.account ? webClient.id : null,
        customerName: f.customer,
        customerPhone: f.phone,
        saleDate: ago(f.daysAgo, f.hour),
        createdAt: ago(f.daysAgo, f.hour),
      });
      for (const p of f.payments)
        await addPayment(db, {
          saleId: id,
          amount: p.amount,
          date: ago(p.daysAgo, 11),
          recordedBy: "Test",
          type: "partial",
        });
    }
  });
  afterAll(() => t.close());

  /** The list by hand: customers with a sale that owes and is older than `term` days. */
  function expectedList(term: number) {
    const byCustomer = new Map<string, F[]>();
    for (const f of FIXTURE) byCustomer.set(keyOf(f), [...(byCustomer.get(keyOf(f)) ?? []), f]);
    return [...byCustomer.entries()]
      .map(([key, all]) => {
        const owing = all.filter((f) => owedByHand(f) > 0);
        const overdue = owing.filter((f) => f.daysAgo > term);
        const payments = all.flatMap((f) => f.payments.map((p) => p.daysAgo));
        return {
          customerKey: key,
          customerName: all[0]!.customer,
          customerPhone: all[0]!.phone ?? all[0]!.record ?? (all[0]!.account ? "9999-0000" : null),
          sales: owing.length,
          balance: sum(owing.map(owedByHand)),
          overdueBalance: sum(overdue.map(owedByHand)),
          oldestSaleDay: owing.length ? shopDay(ago(Math.max(...owing.map((f) => f.daysAgo)))) : "",
          daysOverdue: overdue.length ? Math.max(...overdue.map((f) => f.daysAgo)) - term : 0,
          lastPaymentDay: payments.length ? shopDay(ago(Math.min(...payments))) : null,
          overdueCount: overdue.length,
        };
      })
      .filter((c) => c.overdueCount > 0)
      .map(({ overdueCount: _, ...c }) => c)
      .sort((a, b) => b.daysOverdue - a.daysOverdue);
  }

  const listed = async () => {
    const res = await t.request("GET", "/api/reports/collections", { as: admin });
    expect(res.status).toBe(200);
    return res.json;
  };
  const comparable = (c: Record<string, unknown>) => ({
    customerKey: c.customerKey,
    customerName: c.customerName,
    customerPhone: c.customerPhone,
    sales: c.sales,
    balance: c.balance,
    overdueBalance: c.overdueBalance,
    oldestSaleDay: shopDay(new Date(c.oldestSaleAt as string)),
    daysOverdue: c.daysOverdue,
    lastPaymentDay: c.lastPaymentAt ? shopDay(new Date(c.lastPaymentAt as string)) : null,
  });

  it("lists the customers with an overdue balance, most overdue first, with the figures computed by hand", async () => {
    const report = await listed();
    expect(report.today).toBe(TODAY);
    expect(report.overdueDays).toBe(TERM);
    const expected = expectedList(TERM);
    expect(expected.map((c) => c.customerName)).toEqual(["Carla Soto", "Ana Pérez", "Fer Web", "Dani Cruz"]);
    expect(report.customers.map(comparable)).toEqual(expected);
    expect(report.totals).toEqual({
      customers: 4,
      balance: sum(expected.map((c) => c.balance)),
      overdueBalance: sum(expected.map((c) => c.overdueBalance)),
    });
    expect(report.customers.every((c: { lastReminder: unknown }) => c.lastReminder === null)).toBe(true);
  });

  it("the SQL judges every sale as the domain does: balance, age in shop days, overdue", async () => {
    const judged = await rows<Record<string, unknown>>(db, saleBalancesSql(TODAY, TERM));
    const stored = await db.select().from(sales);
    expect(judged).toHaveLength(FIXTURE.length);
    for (const s of stored) {
      const sale = {
        ...s,
        status: s.status as SaleStatus,
        extraDiscount: { amount: s.extraDiscountAmount, reason: s.extraDiscountReason },
      };
      const row = judged.find((r) => r.id === s.id)!;
      expect(
        { balance: num(row.balance), age: num(row.age_days), overdue: row.overdue },
        s.customerName,
      ).toEqual({
        balance: saleBalance(sale),
        age: saleAgeDays(sale, TODAY),
        overdue: isOverdue(sale, TODAY, TERM),
      });
    }
  });

  it("shows a customer's Saldo a favor on its own, never taken off what they owe; the SQL agrees with creditBalance", async () => {
    const before = await listed();
    const carla = (r: { customers: Array<{ customerName: string; balance: number; credit: number }> }) =>
      r.customers.find((c) => c.customerName === "Carla Soto")!;
    const [model] = await db.select().from(sales).where(eq(sales.customerName, "Carla Soto")).limit(1);
    const id = newId();
    await db.insert(sales).values({
      ...model!,
      id,
      total: 10_000,
      subtotal: 10_000,
      extraDiscountAmount: 0,
      amountPaid: 10_000,
      status: "Completado",
      paymentHistoryInvalidated: false,
      saleDate: ago(1),
      createdAt: ago(1),
    });
    await addPayment(db, {
      saleId: id,
      amount: 12_000,
      date: ago(1, 11),
      recordedBy: "Test",
      type: "full",
    });
    await announceSalesChange(db);
    const after = await listed();
    expect(carla(before).credit).toBe(0);
    expect(carla(after)).toMatchObject({ credit: 2_000, balance: carla(before).balance });
    expect(after.totals).toEqual(before.totals);
    const judged = await rows<Record<string, unknown>>(db, saleBalancesSql(TODAY, TERM));
    const [payments, refunds] = await Promise.all([
      db.select().from(journalPayments),
      db.select().from(journalRefunds),
    ]);
    for (const s of await db.select().from(sales)) {
      const sale = {
        ...s,
        extraDiscount: { amount: s.extraDiscountAmount, reason: s.extraDiscountReason },
        payments: payments.filter((p) => p.saleId === s.id),
        refunds: refunds.filter((r) => r.saleId === s.id),
      };
      expect(num(judged.find((r) => r.id === s.id)!.credit), s.customerName).toBe(creditBalance(sale));
    }
    await forgetMoney(db, id);
    await db.delete(sales).where(eq(sales.id, id));
    await announceSalesChange(db);
  });

  it("follows the term set in Configuración; an impossible term is refused in Spanish and changes nothing", async () => {
    const bad = await t.request("PATCH", "/api/settings", { as: admin, body: { collectionOverdueDays: 0 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Indique un número de días entre 1 y 365.");
    const set = await t.request("PATCH", "/api/settings", { as: admin, body: { collectionOverdueDays: 60 } });
    expect(set.status).toBe(200);
    expect(set.json.collectionOverdueDays).toBe(60);
    const report = await listed();
    expect(report.overdueDays).toBe(60);
    expect(report.customers.map(comparable)).toEqual(expectedList(60));
    expect(report.customers.map((c: { customerName: string }) => c.customerName)).toEqual([
      "Carla Soto",
      "Ana Pérez",
    ]);
    await t.request("PATCH", "/api/settings", { as: admin, body: { collectionOverdueDays: TERM } });
  });

  it("a reminder opens WhatsApp at 504 + phone with the amount and every sale that owes, and is noted", async () => {
    const ana = keyOf(FIXTURE[0]!);
    const res = await t.request("POST", "/api/reports/collections/reminders", {
      as: admin,
      body: { customerKey: ana },
    });
    expect(res.status).toBe(200);
    const owed = owedByHand(FIXTURE[0]!) + owedByHand(FIXTURE[1]!);
    expect(res.json.whatsappUrl.startsWith("https://wa.me/50499990001?text=")).toBe(true);
    expect(decodeURIComponent(res.json.whatsappUrl.split("text=")[1])).toBe(res.json.text);
    expect(res.json.text).toContain("Estimado(a) Ana Pérez, reciba un cordial saludo de Tiempo HN.");
    expect(res.json.text).toContain("saldo pendiente de L.\u00a01,200.00");
    expect(owed).toBe(120_000);
    expect(res.json.text).toContain(`Pedido ${orderNumber(ids.A1!)}`);
    expect(res.json.text).toContain(`Pedido ${orderNumber(ids.A2!)}`);
    expect(res.json.lastReminder).toMatchObject({ byName: "Admin Cobros", balance: owed });

    // Each sale's line carries a real payment link for that sale's balance.
    expect(res.json.paymentLinks).toBe(2);
    const links = [...res.json.text.matchAll(/Puede pagarlo con tarjeta aquí: (\S+)/g)].map(
      (x) => x[1] as string,
    );
    expect(links).toHaveLength(2);
    const shown = [];
    for (const link of links) {
      const token = new URL(link).pathname.split("/").pop();
      const view = await t.request("GET", `/api/payment-links/${token}`);
      expect(view.status).toBe(200);
      shown.push({ orderNumber: view.json.orderNumber, amount: view.json.amount, state: view.json.state });
    }
    expect(shown).toEqual([
      { orderNumber: orderNumber(ids.A1!), amount: owedByHand(FIXTURE[0]!), state: "open" },
      { orderNumber: orderNumber(ids.A2!), amount: owedByHand(FIXTURE[1]!), state: "open" },
    ]);

    const row = (await listed()).customers.find((c: { customerKey: string }) => c.customerKey === ana);
    expect(row.lastReminder).toEqual(res.json.lastReminder);
  });

  it("each sale's payment link goes into the text, for the sale's balance", async () => {
    const carla = recordIds["Carla Soto"]!;
    const made: Array<{ saleId: string; amount: number }> = [];
    const result = await sendReminder(db, {
      customerKey: carla,
      user: { id: admin.id, name: "Admin Cobros" },
      makeLink: async ({ saleId, amount }) => {
        made.push({ saleId, amount });
        return `https://tienda.hn/pagar/${saleId}`;
      },
    });
    expect(made).toEqual([{ saleId: ids.C2, amount: 40_000 }]);
    expect(result.paymentLinks).toBe(1);
    expect(result.text).toContain(`Puede pagarlo con tarjeta aquí: https://tienda.hn/pagar/${ids.C2}`);
    expect(result.whatsappUrl.startsWith("https://wa.me/50499990003?text=")).toBe(true);
  });

  it("refuses, writing nothing, a customer without an overdue balance, an unknown one, and one without a phone", async () => {
    const [before] = await db.select({ n: count() }).from(collectionReminders);
    const send = (customerKey: string) =>
      t.request("POST", "/api/reports/collections/reminders", { as: admin, body: { customerKey } });
    const beto = await send(keyOf(FIXTURE[2]!));
    expect(beto.status).toBe(404);
    expect(beto.json.error.message).toBe("Este cliente no tiene saldo vencido.");
    expect((await send("n:nadie|")).status).toBe(404);
    const dani = await send(keyOf(FIXTURE[6]!));
    expect(dani.status).toBe(409);
    expect(dani.json.error.message).toMatch(/teléfono/i);
    expect((await send("")).status).toBe(400);
    const [after] = await db.select({ n: count() }).from(collectionReminders);
    expect(after!.n).toBe(before!.n);
    for (const key of ["B1", "D1"]) {
      const [links] = await db
        .select({ n: count() })
        .from(paymentLinks)
        .where(eq(paymentLinks.saleId, ids[key]!));
      expect(links!.n, key).toBe(0);
    }
  });

  it("exports the same list as CSV, and is for admins only", async () => {
    const res = await t.request("GET", "/api/reports/collections/export.csv", { as: admin });
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("text/csv");
    const lines = String(res.json)
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("Cliente,Teléfono,Ventas con saldo,Saldo total,Saldo vencido");
    expect(lines).toHaveLength(1 + 4);
    expect(lines.find((l) => l.startsWith("Ana Pérez"))).toContain("9999-0001,2,1200.00,700.00");
    expect(lines.find((l) => l.startsWith("Ana Pérez"))).toContain("Admin Cobros");

    const seller = await t.account("seller");
    expect((await t.request("GET", "/api/reports/collections", { as: seller })).status).toBe(403);
    expect((await t.request("GET", "/api/reports/collections")).status).toBe(401);
    const [remaining] = await db
      .select({ n: count() })
      .from(collectionReminders)
      .where(eq(collectionReminders.sentById, admin.id));
    expect(remaining!.n).toBeGreaterThan(0);
  });
});
