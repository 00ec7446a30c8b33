import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addPayment,
  addProduct,
  addRefund,
  announceSalesChange,
  paymentsOf,
  refundsOf,
  saleViaApi,
} from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { shopDay, shopDayEnd } from "../../domain/kernel/shop-calendar";
import {
  commissionOn,
  creditAsOf,
  owedAsOf,
  parseStatusChange,
  periodKey,
  type ReceivableSale,
  receivableAsOf,
} from "../../domain/reports/reports";
import type { SaleStatus } from "../../domain/sales/sale";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { saleHistory, saleItems, sales } from "../sales/schema";
import { cardsReport } from "./cards-report";
import { dashboardFigures } from "./dashboard";
import { sellerDashboardFigures } from "./seller-dashboard";
import { bucketSql, commissionSql, periodSql, receivableSql, rows, ts } from "./sql";

/**
 * Every report figure computed again here, by hand, from the fixture below (not by calling the
 * report code), and compared with what the API answers — on PGlite and on PostgreSQL.
 */

/** A shop-day instant: 'YYYY-MM-DD' at HH:00 in Tegucigalpa (UTC−6). */
const shop = (day: string, hour = 10) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 6) * 3_600_000);

interface F {
  key: string;
  seller: "A" | "B";
  customer: string;
  phone: string;
  day: string;
  status: SaleStatus;
  total: number;
  extra?: number;
  pct: number;
  manual?: number;
  delivered?: boolean;
  card?: string;
  payments: Array<{ amount: number; day: string; type: "partial" | "full"; method: string }>;
  refunds?: Array<{ amount: number; day: string }>;
  changes?: Array<{ day: string; from: SaleStatus; to: SaleStatus }>;
  items: Array<{ product: "P" | "Q"; qty: number; price: number }>;
}

const FIXTURE: F[] = [
  {
    key: "S1",
    seller: "A",
    customer: "Ana Pérez",
    phone: "9999-0001",
    day: "2025-03-01",
    status: "Abonado",
    total: 100_000,
    pct: 5,
    payments: [
      { amount: 20_000, day: "2025-03-01", type: "partial", method: "efectivo" },
      { amount: 30_000, day: "2025-05-20", type: "partial", method: "transferencia" },
      { amount: 10_000, day: "2025-06-10", type: "partial", method: "efectivo" },
    ],
    items: [{ product: "P", qty: 2, price: 50_000 }],
  },
  {
    key: "S2",
    seller: "B",
    customer: "Ana Pérez",
    phone: "9999-0001",
    day: "2025-05-10",
    status: "Pendiente",
    total: 50_000,
    extra: 5_000,
    pct: 4,
    payments: [],
    items: [{ product: "Q", qty: 1, price: 50_000 }],
  },
  {
    key: "S3",
    seller: "A",
    customer: "Beto Ruiz",
    phone: "9999-0002",
    day: "2025-04-01",
    status: "Completado",
    total: 80_000,
    pct: 5,
    card: "VISA",
    payments: [{ amount: 80_000, day: "2025-04-01", type: "full", method: "tarjeta" }],
    items: [{ product: "P", qty: 1, price: 80_000 }],
  },
  {
    key: "S4",
    seller: "A",
    customer: "Beto Ruiz",
    phone: "9999-0002",
    day: "2025-02-01",
    status: "Completado",
    total: 60_000,
    pct: 10,
    delivered: true,
    payments: [
      { amount: 30_000, day: "2025-02-01", type: "partial", method: "efectivo" },
      { amount: 40_000, day: "2025-02-15", type: "full", method: "efectivo" },
    ],
    items: [{ product: "Q", qty: 3, price: 20_000 }],
  },
  {
    key: "S5",
    seller: "B",
    customer: "Carla Díaz",
    phone: "9999-0003",
    day: "2025-04-15",
    status: "Cancelado",
    total: 40_000,
    pct: 4,
    payments: [{ amount: 10_000, day: "2025-04-15", type: "partial", method: "efectivo" }],
    refunds: [{ amount: 10_000, day: "2025-05-25" }],
    changes: [{ day: "2025-05-25", from: "Abonado", to: "Cancelado" }],
    items: [{ product: "P", qty: 1, price: 40_000 }],
  },
  {
    key: "S6",
    seller: "B",
    customer: "Carla Díaz",
    phone: "9999-0003",
    day: "2025-01-10",
    status: "Pendiente",
    total: 30_000,
    pct: 4,
    payments: [{ amount: 5_000, day: "2025-01-10", type: "partial", method: "efectivo" }],
    refunds: [{ amount: 5_000, day: "2025-02-01" }],
    changes: [
      { day: "2025-02-01", from: "Abonado", to: "Cancelado" },
      { day: "2025-06-01", from: "Cancelado", to: "Pendiente" },
    ],
    items: [{ product: "Q", qty: 1, price: 30_000 }],
  },
  {
    key: "S7",
    seller: "A",
    customer: "=Dora Mejía",
    phone: "9999-0004",
    day: "2025-05-30",
    status: "Abonado",
    total: 20_000,
    pct: 5,
    manual: 15_000,
    payments: [],
    items: [{ product: "Q", qty: 1, price: 20_000 }],
  },
  {
    key: "S8",
    seller: "A",
    customer: "Ana Pérez",
    phone: "9999-0001",
    day: "2025-06-15",
    status: "Abonado",
    total: 25_000,
    pct: 5,
    payments: [{ amount: 5_000, day: "2025-06-15", type: "partial", method: "efectivo" }],
    items: [{ product: "P", qty: 1, price: 25_000 }],
  },
];

const NOW = shop("2025-06-15", 12);
const net = (f: F) => f.total - (f.extra ?? 0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const inDays = (day: string, from: string, to: string) => day >= from && day <= to;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The fixture's status on day D, by hand: walk the changes in order. */
function statusOn(f: F, day: string): SaleStatus {
  const changes = f.changes ?? [];
  const before = changes.filter((c) => c.day <= day);
  if (before.length) return before[before.length - 1]!.to;
  return changes[0]?.from ?? f.status;
}
/** What the fixture sale owed at the end of day D, by hand. */
function owedOn(f: F, day: string): number {
  if (f.day > day || statusOn(f, day) === "Cancelado") return 0;
  if (f.manual !== undefined) return Math.max(0, net(f) - f.manual);
  const paid = sum(f.payments.filter((p) => p.day <= day).map((p) => p.amount));
  const refunded = sum((f.refunds ?? []).filter((r) => r.day <= day).map((r) => r.amount));
  return Math.max(0, net(f) - paid + refunded);
}
/** The fixture sale's Saldo a favor at the end of day D, by hand: paid − refunded beyond its payable. */
function creditOn(f: F, day: string): number {
  if (f.day > day || f.manual !== undefined) return 0;
  const paid = sum(f.payments.filter((p) => p.day <= day).map((p) => p.amount));
  const refunded = sum((f.refunds ?? []).filter((r) => r.day <= day).map((r) => r.amount));
  return Math.max(0, paid - refunded - net(f));
}
const bucketOf = (age: number) => (age <= 30 ? "0-30" : age <= 60 ? "31-60" : age <= 90 ? "61-90" : "90+");

describe.each(DB_KINDS)("Dashboard, Mi Dashboard and Reportes on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const sellers: Record<"A" | "B", TestUser> = {} as never;
  const ids: Record<string, string> = {};
  let db: Db;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.ctx.database.db;
    admin = await t.account("admin");
    sellers.A = await t.account("seller", { name: "Vendedor A" });
    sellers.B = await t.account("seller", { name: "Vendedor B" });
    const products = {
      P: await addProduct(db, {
        brand: "Casio",
        description: "",
        quantity: 10,
        inProgressStock: 2,
        salePrice: 60_000,
        unitCost: 30_000,
      }),
      Q: await addProduct(db, { brand: "Casio", description: "", quantity: 1, salePrice: 25_000 }),
    };
    for (const f of FIXTURE) {
      const id = newId();
      ids[f.key] = id;
      const paid = sum(f.payments.map((p) => p.amount)) - sum((f.refunds ?? []).map((r) => r.amount));
      await db.insert(sales).values({
        id,
        total: f.total,
        subtotal: f.total,
        extraDiscountAmount: f.extra ?? 0,
        amountPaid: f.manual ?? Math.max(0, Math.min(paid, net(f))),
        paymentHistoryInvalidated: f.manual !== undefined,
        status: f.status,
        isDelivered: f.delivered ?? false,
        sellerId: sellers[f.seller].id,
        sellerName: `Vendedor ${f.seller}`,
        commissionBasisPoints: f.pct * 100,
        customerName: f.customer,
        customerPhone: f.phone,
        isCardPayment: Boolean(f.card),
        cardBrand: f.card ?? null,
        saleDate: shop(f.day),
        createdAt: shop(f.day),
      });
      await db.insert(saleItems).values(
        f.items.map((i, position) => ({
          saleId: id,
          position,
          productId: products[i.product],
          productName: `Reloj ${i.product}`,
          quantity: i.qty,
          price: i.price,
          originalPrice: i.price,
        })),
      );
      for (const p of f.payments)
        await addPayment(db, {
          saleId: id,
          amount: p.amount,
          date: shop(p.day, 11),
          recordedBy: "Test",
          type: p.type,
          method: p.method,
        });
      for (const r of f.refunds ?? [])
        await addRefund(db, { saleId: id, amount: r.amount, date: shop(r.day, 15), recordedBy: "T" });
      for (const c of f.changes ?? [])
        await db.insert(saleHistory).values({
          saleId: id,
          event: "Actualización de Venta",
          user: "Test",
          timestamp: shop(c.day, 15),
          details: `Estado: ${c.from} → ${c.to}. Motivo de cancelación: prueba.`,
        });
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, as: TestUser = admin) => {
    const res = await t.request("GET", url, { as });
    expect(res.status, url).toBe(200);
    return res.json;
  };

  it.each(["2025-05-15", "2025-06-15", "2025-02-10"])(
    "accounts receivable as of %s: per customer and bucket, later payments ignored, buckets add up",
    async (asOf) => {
      const report = await get(`/api/reports/receivable?asOf=${asOf}`);
      const expected = new Map<string, Record<string, number>>();
      for (const f of FIXTURE) {
        const owed = owedOn(f, asOf);
        const credit = creditOn(f, asOf);
        if (owed <= 0 && credit <= 0) continue;
        const key = `n:${f.customer.toLowerCase()}|${f.phone}`;
        const empty = { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0, total: 0, sales: 0, credit: 0 };
        const row = expected.get(key) ?? empty;
        row[bucketOf(daysBetween(f.day, asOf))]! += owed;
        row.total! += owed;
        row.sales! += owed > 0 ? 1 : 0;
        // Saldo a favor on its own: never taken off what the customer owes.
        row.credit! += credit;
        expected.set(key, row);
      }
      const got = Object.fromEntries(
        report.customers.map((c: Record<string, unknown>) => [
          c.customerKey,
          {
            "0-30": c["0-30"],
            "31-60": c["31-60"],
            "61-90": c["61-90"],
            "90+": c["90+"],
            total: c.total,
            sales: c.sales,
            credit: c.credit,
          },
        ]),
      );
      expect(got).toEqual(Object.fromEntries(expected));
      const all = [...expected.values()];
      expect(report.totals.total).toBe(sum(all.map((r) => r.total!)));
      expect(report.credit).toBe(sum(all.map((r) => r.credit!)));
      const b = report.totals;
      expect(b["0-30"] + b["31-60"] + b["61-90"] + b["90+"]).toBe(b.total);
    },
  );

  it("as of 15 May: S1's later payments are ignored, S5 not yet cancelled, S6 cancelled then, S7 manual", async () => {
    const report = await get("/api/reports/receivable?asOf=2025-05-15");
    const ana = report.customers.find((c: { customerName: string }) => c.customerName === "Ana Pérez");
    // S1: 100,000 − 20,000 (the 20 May and 10 June payments come later); S2: 50,000 − 5,000.
    expect(ana).toMatchObject({ "61-90": 80_000, "0-30": 45_000, total: 125_000 });
    const carla = report.customers.find((c: { customerName: string }) => c.customerName === "Carla Díaz");
    expect(carla).toMatchObject({ total: 30_000, sales: 1 }); // S5 only; S6 was Cancelado on 15 May
    expect(report.manualPaidSales).toBe(0); // S7 did not exist yet
    const june = await get("/api/reports/receivable?asOf=2025-06-15");
    expect(june.manualPaidSales).toBe(1);
  });

  it("sales by day, week and month match the fixture; cancelled sales counted apart", async () => {
    for (const grain of ["day", "week", "month"] as const) {
      const report = await get(`/api/reports/sales?from=2025-01-01&to=2025-06-30&grain=${grain}`);
      const live = FIXTURE.filter((f) => f.status !== "Cancelado");
      expect(report.totals).toMatchObject({
        count: live.length,
        total: sum(live.map((f) => f.total)),
        discounts: sum(live.map((f) => f.extra ?? 0)),
        cancelled: 1,
        cancelledTotal: 40_000,
      });
      const paid = sum(
        live.map(
          (f) =>
            f.manual ??
            Math.min(
              net(f),
              sum(f.payments.map((p) => p.amount)) - sum((f.refunds ?? []).map((r) => r.amount)),
            ),
        ),
      );
      expect(report.totals.paid).toBe(paid);
      expect(report.totals.pending).toBe(sum(live.map((f) => owedOn(f, "2025-06-30"))));
      const keyOf = (day: string) => periodKey(shop(day), grain);
      for (const row of report.rows) {
        const inside = live.filter((f) => keyOf(f.day) === row.period);
        expect(row.count, `${grain} ${row.period}`).toBe(inside.length);
        expect(row.total).toBe(sum(inside.map((f) => f.total)));
      }
    }
  });

  it("cash flow: payments by date, type and method; refunds by their date", async () => {
    const report = await get("/api/reports/cash-flow?from=2025-05-01&to=2025-06-30&grain=month");
    const pays = FIXTURE.flatMap((f) => f.payments).filter((p) => inDays(p.day, "2025-05-01", "2025-06-30"));
    const refunds = FIXTURE.flatMap((f) => f.refunds ?? []).filter((r) =>
      inDays(r.day, "2025-05-01", "2025-06-30"),
    );
    const by = (pred: (p: (typeof pays)[number]) => boolean) => sum(pays.filter(pred).map((p) => p.amount));
    expect(report.totals).toEqual({
      period: "Total",
      partial: by((p) => p.type === "partial"),
      full: by((p) => p.type === "full"),
      efectivo: by((p) => p.method === "efectivo"),
      transferencia: by((p) => p.method === "transferencia"),
      transferVerified: 0,
      tarjeta: by((p) => p.method === "tarjeta"),
      received: by(() => true),
      refunds: sum(refunds.map((r) => r.amount)),
      net: by(() => true) - sum(refunds.map((r) => r.amount)),
      // The fixture's refunds left in cash (a reembolso's default); no drawer entries here.
      cashRefunds: sum(refunds.map((r) => r.amount)),
      payIns: 0,
      payOuts: 0,
      drawerDifference: 0,
    });
    expect(report.rows.map((r: { period: string }) => r.period)).toEqual(["2025-05", "2025-06"]);
    expect(report.rows[0].refunds).toBe(10_000);
  });

  it("sales and commission per seller: commission on money collected in the range, refunds subtracted", async () => {
    const report = await get("/api/reports/sellers?from=2025-05-01&to=2025-05-31");
    for (const s of ["A", "B"] as const) {
      const mine = FIXTURE.filter((f) => f.seller === s);
      const sold = mine.filter((f) => f.status !== "Cancelado" && inDays(f.day, "2025-05-01", "2025-05-31"));
      const per = mine.map((f) => {
        const c = sum(
          f.payments.filter((p) => inDays(p.day, "2025-05-01", "2025-05-31")).map((p) => p.amount),
        );
        const r = sum(
          (f.refunds ?? []).filter((x) => inDays(x.day, "2025-05-01", "2025-05-31")).map((x) => x.amount),
        );
        const netC = c - r;
        const commission = Math.sign(netC) * Math.round((Math.abs(netC) * f.pct) / 100);
        return { c, r, commission };
      });
      const row = report.rows.find((r: { sellerName: string }) => r.sellerName === `Vendedor ${s}`);
      expect(row, s).toMatchObject({
        sales: sold.length,
        total: sum(sold.map((f) => f.total)),
        collected: sum(per.map((p) => p.c)),
        refunded: sum(per.map((p) => p.r)),
        commission: sum(per.map((p) => p.commission)),
      });
    }
    const b = report.rows.find((r: { sellerName: string }) => r.sellerName === "Vendedor B");
    expect(b.commission).toBe(-400); // S5's refund of L.\u00a0100 at 4 % comes back
  });

  it("top products by units and revenue, with margin where a unit cost exists", async () => {
    const report = await get("/api/reports/products?from=2025-01-01&to=2025-06-30");
    const live = FIXTURE.filter((f) => f.status !== "Cancelado");
    const lines = (p: "P" | "Q") => live.flatMap((f) => f.items.filter((i) => i.product === p));
    const P = lines("P");
    const Q = lines("Q");
    const rowP = report.rows.find((r: { productName: string }) => r.productName === "Reloj P");
    const rowQ = report.rows.find((r: { productName: string }) => r.productName === "Reloj Q");
    const revenueP = sum(P.map((i) => i.qty * i.price));
    expect(rowP).toMatchObject({
      units: sum(P.map((i) => i.qty)),
      revenue: revenueP,
      cost: sum(P.map((i) => i.qty)) * 30_000,
      margin: revenueP - sum(P.map((i) => i.qty)) * 30_000,
    });
    expect(rowQ).toMatchObject({ units: sum(Q.map((i) => i.qty)), cost: null, margin: null });
  });

  it("inventory valuation: stock and reserved stock at cost and at sale price", async () => {
    const report = await get("/api/reports/inventory");
    expect(report.totals).toEqual({
      quantity: 11,
      reserved: 2,
      stock: { atCost: 10 * 30_000, atPrice: 10 * 60_000 + 25_000 },
      reservedValue: { atCost: 2 * 30_000, atPrice: 2 * 60_000 },
      withoutCost: 1,
    });
  });

  it("card payments of a range by brand", async () => {
    const report = await get("/api/reports/cards?from=2025-04-01&to=2025-04-30");
    expect(report.range).toEqual({ count: 1, total: 80_000 });
    expect(report.byBrand).toEqual([{ brand: "VISA", count: 1, total: 80_000 }]);
  });

  it("card payments of today, the last 7 days and the month, each counted from its own start", async () => {
    const range = { from: "2025-04-01", to: "2025-04-30" };
    const s3 = { count: 1, total: 80_000 };
    const none = { count: 0, total: 0 };
    const on = (iso: string) => cardsReport(db, range, new Date(iso));
    expect(await on("2025-04-01T20:00:00Z")).toMatchObject({
      today: s3,
      last7Days: s3,
      month: s3,
      range: s3,
    });
    expect(await on("2025-04-05T20:00:00Z")).toMatchObject({ today: none, last7Days: s3, month: s3 });
    expect(await on("2025-04-20T20:00:00Z")).toMatchObject({ today: none, last7Days: none, month: s3 });
    expect(await on("2025-05-02T20:00:00Z")).toMatchObject({
      today: none,
      last7Days: none,
      month: none,
      range: s3,
    });
  });

  it("the dashboard's figures on 15 June (shop time)", async () => {
    const d = await dashboardFigures(db, NOW);
    const live = FIXTURE.filter((f) => f.status !== "Cancelado");
    const pays = FIXTURE.flatMap((f) => f.payments);
    expect(d.salesToday).toEqual({ count: 1, total: 25_000 });
    expect(d.salesMonth).toEqual({
      count: live.filter((f) => f.day >= "2025-06-01").length,
      total: sum(live.filter((f) => f.day >= "2025-06-01").map((f) => f.total)),
    });
    expect(d.collectionsToday).toBe(sum(pays.filter((p) => p.day === "2025-06-15").map((p) => p.amount)));
    expect(d.collectionsMonth).toBe(sum(pays.filter((p) => p.day >= "2025-06-01").map((p) => p.amount)));
    const owed = FIXTURE.map((f) => ({
      owed: owedOn(f, "2025-06-15"),
      age: daysBetween(f.day, "2025-06-15"),
    }));
    expect(d.receivable).toEqual({
      total: sum(owed.map((o) => o.owed)),
      over30: sum(owed.filter((o) => o.age > 30).map((o) => o.owed)),
      over60: sum(owed.filter((o) => o.age > 60).map((o) => o.owed)),
      over90: sum(owed.filter((o) => o.age > 90).map((o) => o.owed)),
    });
    expect(d.byStatus.find((s) => s.status === "Completado")?.count).toBe(2);
    expect(d.awaiting).toMatchObject({ lowStock: 1, completedNotDelivered: 1 });
    expect(d.chart).toHaveLength(30);
    expect(d.chart.at(-1)).toEqual({ day: "2025-06-15", sales: 25_000, collections: 5_000 });
    expect(d.bestSellers[0]).toMatchObject({ productName: "Reloj P", units: 1, revenue: 25_000 });
  });

  it("Mi Dashboard: only the seller's own sales, collections, customers' balance and commission", async () => {
    const d = await sellerDashboardFigures(db, sellers.A.id, NOW);
    const mine = FIXTURE.filter((f) => f.seller === "A");
    const june = (day: string) => day >= "2025-06-01" && day <= "2025-06-15";
    const per = mine.map((f) => {
      const c = sum(f.payments.filter((p) => june(p.day)).map((p) => p.amount));
      return { c, commission: Math.round((c * f.pct) / 100) };
    });
    expect(d).toMatchObject({
      salesMonth: { count: 1, total: 25_000 },
      collectionsMonth: sum(per.map((p) => p.c)),
      refundsMonth: 0,
      owed: sum(mine.map((f) => owedOn(f, "2025-06-15"))),
      commissionMonth: sum(per.map((p) => p.commission)),
    });
    const api = await get("/api/reports/my-dashboard", sellers.B);
    expect(api.salesMonth.count).toBe(0);
  });

  it("a report exports a CSV with BOM whose rows are the table's, formula-safe", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reports/receivable/export.csv?asOf=2025-06-15",
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Cliente,Teléfono,Ventas,0-30 días,31-60 días,61-90 días,Más de 90 días,Total,Saldo a favor",
    );
    expect(lines.some((l) => l.startsWith("'=Dora Mejía"))).toBe(true);
    const report = await get("/api/reports/receivable?asOf=2025-06-15");
    expect(lines.at(-1)).toBe(
      `Total,,,${["0-30", "31-60", "61-90", "90+", "total"].map((k) => (report.totals[k] / 100).toFixed(2)).join(",")},${(report.credit / 100).toFixed(2)}`,
    );
  });

  it("the kept Dashboard, Mi Dashboard, receivable and Cobranza answer a sale and an abono registered through the API at once", async () => {
    const today = shopDay(new Date());
    const read = async () => ({
      dashboard: await get("/api/reports/dashboard"),
      mine: await get("/api/reports/my-dashboard", sellers.B),
      receivable: await get(`/api/reports/receivable?asOf=${today}`),
      cobranza: await get("/api/reports/collections"),
    });
    // Read twice: the second answers are the kept ones.
    await read();
    const before = await read();
    const productId = await addProduct(db);
    const sale = await saleViaApi(t, sellers.B, [{ productId, quantity: 1 }]);
    expect(sale.status).toBe(200);
    const afterSale = await read();
    expect(afterSale.dashboard.salesToday.count).toBe(before.dashboard.salesToday.count + 1);
    expect(afterSale.mine.salesMonth.count).toBe(before.mine.salesMonth.count + 1);
    // addProduct's price: L. 1,000.00, nothing paid yet.
    expect(afterSale.receivable.totals.total).toBe(before.receivable.totals.total + 100_000);
    const paid = await t.request("POST", `/api/sales/${sale.json.id}/payments`, {
      as: admin,
      body: { amount: 10_000, date: today, type: "partial" },
    });
    expect(paid.status).toBe(200);
    const afterPayment = await read();
    expect(afterPayment.dashboard.collectionsToday).toBe(afterSale.dashboard.collectionsToday + 10_000);
    expect(afterPayment.mine.collectionsMonth).toBe(afterSale.mine.collectionsMonth + 10_000);
    expect(afterPayment.receivable.totals.total).toBe(afterSale.receivable.totals.total - 10_000);
    expect(afterPayment.cobranza.today).toBe(today);
  });

  it("the SQL restating ageing, status as of a day, period and commission agrees with the domain", async () => {
    // Last test: an overpaid sale of a customer who also owes, so the credit column is exercised.
    const before = await get("/api/reports/receivable?asOf=2025-06-15");
    const overpaid = newId();
    await db.insert(sales).values({
      id: overpaid,
      total: 10_000,
      subtotal: 10_000,
      amountPaid: 10_000,
      status: "Completado",
      sellerId: sellers.A.id,
      sellerName: "Vendedor A",
      customerName: "Ana Pérez",
      customerPhone: "9999-0001",
      saleDate: shop("2025-05-25"),
      createdAt: shop("2025-05-25"),
    });
    for (const [i, amount] of [10_000, 2_500].entries())
      await addPayment(db, {
        saleId: overpaid,
        amount,
        date: shop(i ? "2025-06-01" : "2025-05-25", 11),
        recordedBy: "Test",
        type: "partial",
        method: "efectivo",
      });
    await announceSalesChange(db);
    const after = await get("/api/reports/receivable?asOf=2025-06-15");
    const ana = (r: { customers: Array<{ customerName: string; total: number; credit: number }> }) =>
      r.customers.find((c) => c.customerName === "Ana Pérez")!;
    // Her credit is a figure of its own: what she owes on other sales is not reduced by it.
    expect(ana(after).credit - ana(before).credit).toBe(2_500);
    expect(ana(after).total).toBe(ana(before).total);
    expect(after.totals).toEqual(before.totals);
    expect(after.credit - before.credit).toBe(2_500);
    const loaded = await db.select().from(sales);
    for (const days of ["2025-01-31", "2025-02-01", "2025-05-15", "2025-05-25", "2025-06-01", "2025-06-15"]) {
      const sqlRows = await rows<{ id: string; owed: unknown; credit: unknown; bucket: string }>(
        db,
        sql`select id, owed, credit, ${bucketSql} as bucket from (${receivableSql(days)}) r`,
      );
      for (const s of loaded) {
        const [payments, refunds, history] = await Promise.all([
          paymentsOf(db, s.id),
          refundsOf(db, s.id),
          db.select().from(saleHistory).where(eq(saleHistory.saleId, s.id)),
        ]);
        const sale: ReceivableSale = {
          saleDate: s.saleDate,
          status: s.status as SaleStatus,
          payable: s.total - s.extraDiscountAmount,
          payments,
          refunds,
          manualAmountPaid: s.paymentHistoryInvalidated ? s.amountPaid : null,
          statusChanges: history.flatMap((h) => parseStatusChange(h.details, h.timestamp) ?? []),
        };
        const row = sqlRows.find((r) => r.id === s.id);
        const domain = receivableAsOf(sale, days);
        if (s.saleDate >= shopDayEnd(days)) {
          expect(row).toBeUndefined();
          expect(owedAsOf(sale, days)).toBe(0);
          continue;
        }
        expect(
          { owed: Number(row!.owed), bucket: row!.bucket, credit: Number(row!.credit) },
          `${s.id} ${days}`,
        ).toEqual({ ...domain, credit: creditAsOf(sale, days) });
      }
    }
    const instants = [
      "2025-06-09T05:30:00Z",
      "2025-06-09T06:00:00Z",
      "2025-07-01T05:59:59Z",
      "2024-12-31T23:00:00Z",
    ];
    for (const iso of instants)
      for (const grain of ["day", "week", "month"] as const) {
        const [r] = await rows<{ k: string }>(db, sql`select ${periodSql(ts(new Date(iso)), grain)} as k`);
        expect(r!.k, `${iso} ${grain}`).toBe(periodKey(new Date(iso), grain));
      }
    // Rates in basis points, decimals included (7.5 %, 0.25 %, 33.33 %).
    for (const [n, bp] of [
      [1_010, 500],
      [1_009, 500],
      [-1_010, 500],
      [0, 700],
      [123_457, 300],
      [-99, 5_000],
      [1_010, 750],
      [-1_010, 750],
      [1_000_000, 25],
      [123_457, 3_333],
      [99_999_999_999, 10_000],
    ] as const) {
      const [r] = await rows<{ c: unknown }>(
        db,
        sql`select ${commissionSql(sql`${n}::bigint`, sql`${bp}::int`)} as c`,
      );
      expect(Number(r!.c), `${n} × ${bp}`).toBe(commissionOn(n, bp));
    }
  });
});
