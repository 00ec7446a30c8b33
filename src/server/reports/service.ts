import { type SQL, sql } from "drizzle-orm";
import type {
  CardsReport,
  CashFlowReport,
  Dashboard,
  InventoryReport,
  ProductsReport,
  ReceivableReport,
  SalesReport,
  SellerDashboard,
  SellersReport,
} from "../../contracts/reports";
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  addShopDays,
  ageingTotals,
  CREDIT_METHOD,
  overdue,
  periodKeys,
  type ReportGrain,
  reportRange,
} from "../../domain/reports";
import { SALE_STATUSES } from "../../domain/sale";
import { showsCredit } from "../../domain/sale-ledger";
import {
  shopDay,
  shopDayEnd,
  shopDayStart,
  shopPeriodStarts,
  startOfShopMonth,
} from "../../domain/shop-calendar";
import type { Db } from "../db/client";
import { storeLowStockThreshold } from "../inventory";
import {
  bucketSql,
  chargedLinesSql,
  collectedSql,
  commissionSql,
  num,
  periodSql,
  receivableSql,
  rows,
  ts,
} from "./sql";

/** Dashboard, Mi Dashboard and every report of Reportes (docs/decisions/0090–0093). */

const NOT_CANCELLED = sql`s.status <> 'Cancelado'`;
const CHART_DAYS = 30;
const BEST_SELLERS = 5;

type SumRow = { count: unknown; total: unknown };
const moneyCount = (r: SumRow | undefined) => ({ count: num(r?.count), total: num(r?.total) });

async function salesBetween(db: Db, start: Date, end: Date, where = sql`true`) {
  const [r] = await rows<SumRow>(
    db,
    sql`select count(*) as count, coalesce(sum(s.total), 0) as total from sales s
      where s.sale_date >= ${ts(start)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED} and ${where}`,
  );
  return moneyCount(r);
}

/** Sales (non-cancelled, by sale date) and collections (payments, by payment date) per shop day of the last 30. */
async function dailyChart(db: Db, today: string, where = sql`true`) {
  const from = addShopDays(today, -(CHART_DAYS - 1));
  const { start, end } = reportRange(from, today);
  const [salesRows, payRows] = await Promise.all([
    rows<{ day: string; total: unknown }>(
      db,
      sql`select ${periodSql(sql`s.sale_date`, "day")} as day, sum(s.total) as total from sales s
        where s.sale_date >= ${ts(start)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED} and ${where}
        group by 1`,
    ),
    rows<{ day: string; total: unknown }>(
      db,
      sql`select ${periodSql(sql`p.date`, "day")} as day, sum(p.amount) as total
        from sale_payments p join sales s on s.id = p.sale_id
        where p.date >= ${ts(start)} and p.date < ${ts(end)} and ${where} group by 1`,
    ),
  ]);
  const bySales = new Map(salesRows.map((r) => [r.day, num(r.total)]));
  const byPay = new Map(payRows.map((r) => [r.day, num(r.total)]));
  return periodKeys(from, today, "day").map((day) => ({
    day,
    sales: bySales.get(day) ?? 0,
    collections: byPay.get(day) ?? 0,
  }));
}

async function receivableTotals(db: Db, day: string, where = sql`true`) {
  const buckets = await rows<{ bucket: AgeingBucket; owed: unknown }>(
    db,
    sql`select ${bucketSql} as bucket, sum(owed) as owed from (${receivableSql(day, where)}) r
      where owed > 0 group by 1`,
  );
  return ageingTotals(buckets.map((b) => ({ bucket: b.bucket, owed: num(b.owed) })));
}

/**
 * The Dashboard's counts in one statement: sales and collections of today and of the month
 * (today lies within the month, so one pass over each with a FILTER), sales per status and what
 * awaits staff. Seven statements became one: under load each one waited for a pooled connection.
 */
async function dashboardCounts(db: Db, todayStart: Date, monthStart: Date, end: Date, threshold: number) {
  const today = sql`>= ${ts(todayStart)}`;
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select m.*, c.*,
        (select json_object_agg(status, n) from (select status, count(*) as n from sales group by 1) x) as by_status,
        (select count(*) from card_payment_notifications where status = 'new') as new_card_payments,
        (select count(*) from unregistered_purchases where not is_read) as unread_web_purchases,
        (select count(*) from support_tickets where status not in ('Resuelto', 'Cerrado')) as open_tickets,
        (select count(*) from products where archived_at is null
          and quantity <= greatest(0, coalesce(low_stock_threshold, ${threshold}))) as low_stock,
        (select count(*) from sales where status = 'Completado' and not is_delivered) as completed_not_delivered
      from (select count(*) filter (where s.sale_date ${today}) as sales_today_count,
          coalesce(sum(s.total) filter (where s.sale_date ${today}), 0) as sales_today_total,
          count(*) as sales_month_count, coalesce(sum(s.total), 0) as sales_month_total
        from sales s where s.sale_date >= ${ts(monthStart)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED}) m,
        (select coalesce(sum(p.amount) filter (where p.date ${today}), 0) as collections_today,
          coalesce(sum(p.amount), 0) as collections_month
        from sale_payments p join sales s on s.id = p.sale_id
        where p.date >= ${ts(monthStart)} and p.date < ${ts(end)}) c`,
  );
  const byStatus = (r?.by_status ?? {}) as Record<string, unknown>;
  return {
    salesToday: { count: num(r?.sales_today_count), total: num(r?.sales_today_total) },
    salesMonth: { count: num(r?.sales_month_count), total: num(r?.sales_month_total) },
    collectionsToday: num(r?.collections_today),
    collectionsMonth: num(r?.collections_month),
    byStatus: SALE_STATUSES.map((status) => ({ status, count: num(byStatus[status]) })),
    awaiting: {
      newCardPayments: num(r?.new_card_payments),
      unreadWebPurchases: num(r?.unread_web_purchases),
      openTickets: num(r?.open_tickets),
      lowStock: num(r?.low_stock),
      completedNotDelivered: num(r?.completed_not_delivered),
    },
  };
}

/** The admin Dashboard: today and this month on the shop's calendar. */
export async function dashboardFigures(db: Db, now = new Date()): Promise<Dashboard> {
  const today = shopDay(now);
  const todayStart = shopDayStart(today);
  const monthStart = startOfShopMonth(now);
  const end = shopDayEnd(today);
  const threshold = await storeLowStockThreshold(db);
  const [counts, ageing, chart, best] = await Promise.all([
    dashboardCounts(db, todayStart, monthStart, end, threshold),
    receivableTotals(db, today),
    dailyChart(db, today),
    rows<{ product_id: string; product_name: string; units: unknown; revenue: unknown }>(
      db,
      // Revenue is what was charged: after promotion, code and extra discount (chargedLinesSql).
      sql`select i.product_id, max(i.product_name) as product_name, sum(i.quantity) as units,
            sum(i.charged) as revenue
          from (${chargedLinesSql(sql`s.sale_date >= ${ts(monthStart)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED}`)}) i
          group by i.product_id order by units desc, revenue desc, i.product_id limit ${BEST_SELLERS}`,
    ),
  ]);
  return {
    today,
    monthStart: shopDay(monthStart),
    salesToday: counts.salesToday,
    salesMonth: counts.salesMonth,
    collectionsToday: counts.collectionsToday,
    collectionsMonth: counts.collectionsMonth,
    receivable: { total: ageing.total, ...overdue(ageing) },
    byStatus: counts.byStatus,
    awaiting: counts.awaiting,
    chart,
    bestSellers: best.map((b) => ({
      productId: b.product_id,
      productName: b.product_name,
      units: num(b.units),
      revenue: num(b.revenue),
    })),
  };
}

/** Commission, collected and refunded of the sales matching `where` over [start, end). */
async function commissionBetween(db: Db, start: Date, end: Date, where = sql`true`) {
  const [r] = await rows<{ collected: unknown; refunded: unknown; commission: unknown }>(
    db,
    sql`select coalesce(sum(collected), 0) as collected, coalesce(sum(refunded), 0) as refunded,
        coalesce(sum(${commissionSql(sql`(collected - refunded)`, sql`basis_points`)}), 0) as commission
      from (${collectedSql(start, end, where)}) c`,
  );
  return { collected: num(r?.collected), refunded: num(r?.refunded), commission: num(r?.commission) };
}

/** Mi Dashboard: one seller's own figures, whoever asks. */
export async function sellerDashboardFigures(
  db: Db,
  sellerId: string,
  now = new Date(),
): Promise<SellerDashboard> {
  const today = shopDay(now);
  const monthStart = startOfShopMonth(now);
  const end = shopDayEnd(today);
  const mine = sql`s.seller_id = ${sellerId}`;
  const [salesMonth, money, owed, chart] = await Promise.all([
    salesBetween(db, monthStart, end, mine),
    commissionBetween(db, monthStart, end, mine),
    receivableTotals(db, today, mine),
    dailyChart(db, today, mine),
  ]);
  return {
    today,
    monthStart: shopDay(monthStart),
    salesMonth,
    collectionsMonth: money.collected,
    refundsMonth: money.refunded,
    owed: owed.total,
    commissionMonth: money.commission,
    chart,
  };
}

/** Column sums of a report's rows, labelled 'Total'. */
function totalsOf<K extends string>(list: ReadonlyArray<{ [P in K]: number }>, keys: readonly K[]) {
  const totals = {} as { [P in K]: number };
  for (const k of keys) totals[k] = list.reduce((sum: number, r) => sum + r[k], 0);
  return { period: "Total", ...totals };
}

/** Ventas por día / semana / mes: by sale date, today's state of each sale (docs/decisions/0093). */
export async function salesReport(
  db: Db,
  q: { from: string; to: string; grain: ReportGrain },
): Promise<SalesReport> {
  const { start, end } = reportRange(q.from, q.to);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ${periodSql(sql`s.sale_date`, q.grain)} as period,
        count(*) filter (where ${NOT_CANCELLED}) as count,
        coalesce(sum(s.total) filter (where ${NOT_CANCELLED}), 0) as total,
        coalesce(sum(s.amount_paid) filter (where ${NOT_CANCELLED}), 0) as paid,
        coalesce(sum(greatest(0, s.total - s.extra_discount_amount - s.amount_paid)) filter (where ${NOT_CANCELLED}), 0) as pending,
        coalesce(sum(s.promo_items_discount + s.applied_discount_amount + s.extra_discount_amount)
          filter (where ${NOT_CANCELLED}), 0) as discounts,
        count(*) filter (where s.status = 'Cancelado') as cancelled,
        coalesce(sum(s.total) filter (where s.status = 'Cancelado'), 0) as cancelled_total
      from sales s where s.sale_date >= ${ts(start)} and s.sale_date < ${ts(end)} group by 1`,
  );
  const byPeriod = new Map(found.map((r) => [r.period as string, r]));
  const list = periodKeys(q.from, q.to, q.grain).map((period) => {
    const r = byPeriod.get(period) ?? {};
    return {
      period,
      count: num(r.count),
      total: num(r.total),
      paid: num(r.paid),
      pending: num(r.pending),
      discounts: num(r.discounts),
      cancelled: num(r.cancelled),
      cancelledTotal: num(r.cancelled_total),
    };
  });
  const keys = ["count", "total", "paid", "pending", "discounts", "cancelled", "cancelledTotal"] as const;
  return { rows: list, totals: totalsOf(list, keys) };
}

/**
 * Flujo de caja: payments by their date, type and method; refunds by their date. Credit moved
 * between two sales of a customer (a traspaso and its "saldo a favor" payment) moved no cash and
 * is left out; the money counted where it came in (docs/decisions/0160).
 */
export async function cashFlowReport(
  db: Db,
  q: { from: string; to: string; grain: ReportGrain },
): Promise<CashFlowReport> {
  const { start, end } = reportRange(q.from, q.to);
  const [pay, ref] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select ${periodSql(sql`p.date`, q.grain)} as period,
          coalesce(sum(p.amount) filter (where p.type = 'partial'), 0) as partial,
          coalesce(sum(p.amount) filter (where p.type = 'full'), 0) as full,
          coalesce(sum(p.amount) filter (where p.method = 'efectivo'), 0) as efectivo,
          coalesce(sum(p.amount) filter (where p.method = 'transferencia'), 0) as transferencia,
          coalesce(sum(p.amount) filter (where p.method = 'transferencia' and exists (
            select 1 from transfer_declarations td
            where td.payment_id = p.id and td.verified_at is not null)), 0) as transfer_verified,
          coalesce(sum(p.amount) filter (where p.method = 'tarjeta'), 0) as tarjeta,
          coalesce(sum(p.amount), 0) as received
        from sale_payments p where p.date >= ${ts(start)} and p.date < ${ts(end)}
          and p.method <> ${CREDIT_METHOD} group by 1`,
    ),
    rows<{ period: string; refunds: unknown }>(
      db,
      sql`select ${periodSql(sql`r.date`, q.grain)} as period, sum(r.amount) as refunds
        from sale_refunds r where r.date >= ${ts(start)} and r.date < ${ts(end)}
          and r.kind = 'reembolso' group by 1`,
    ),
  ]);
  const payBy = new Map(pay.map((r) => [r.period as string, r]));
  const refBy = new Map(ref.map((r) => [r.period, num(r.refunds)]));
  const list = periodKeys(q.from, q.to, q.grain).map((period) => {
    const p = payBy.get(period) ?? {};
    const refunds = refBy.get(period) ?? 0;
    const received = num(p.received);
    return {
      period,
      partial: num(p.partial),
      full: num(p.full),
      efectivo: num(p.efectivo),
      transferencia: num(p.transferencia),
      transferVerified: num(p.transfer_verified),
      tarjeta: num(p.tarjeta),
      received,
      refunds,
      net: received - refunds,
    };
  });
  const keys = [
    "partial",
    "full",
    "efectivo",
    "transferencia",
    "transferVerified",
    "tarjeta",
    "received",
    "refunds",
    "net",
  ] as const;
  return { rows: list, totals: totalsOf(list, keys) };
}

/** Cuentas por cobrar as of a shop day, per customer, in ageing buckets (docs/decisions/0091). */
export async function receivableReport(db: Db, asOf: string): Promise<ReceivableReport> {
  // One pass: the sales owing with a paid total set by hand are counted per customer and added
  // up here, rather than by a second run of receivableSql.
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select customer_key, max(customer_name) as customer_name, max(customer_phone) as customer_phone,
          count(*) filter (where owed > 0) as sales, count(*) filter (where owed > 0 and manual) as manual,
          coalesce(sum(owed) filter (where ${bucketSql} = '0-30'), 0) as b0,
          coalesce(sum(owed) filter (where ${bucketSql} = '31-60'), 0) as b31,
          coalesce(sum(owed) filter (where ${bucketSql} = '61-90'), 0) as b61,
          coalesce(sum(owed) filter (where ${bucketSql} = '90+'), 0) as b90,
          sum(owed) as total, sum(credit) as credit
        from (${receivableSql(asOf)}) r where owed > 0 or credit > 0
        group by customer_key order by total desc, credit desc, customer_key`,
  );
  const manualPaidSales = found.reduce((n, r) => n + num(r.manual), 0);
  const customers = found
    .map((r) => ({
      customerKey: r.customer_key as string,
      customerName: r.customer_name as string,
      customerPhone: (r.customer_phone as string | null) ?? null,
      sales: num(r.sales),
      "0-30": num(r.b0),
      "31-60": num(r.b31),
      "61-90": num(r.b61),
      "90+": num(r.b90),
      total: num(r.total),
      credit: num(r.credit),
    }))
    // A customer shows for what they owe, or for a credit above the 0.01 tolerance.
    .filter((c) => c.total > 0 || showsCredit(c.credit));
  const credit = customers.reduce((s, c) => s + c.credit, 0);
  const totals = ageingTotals(
    customers.flatMap((c) => AGEING_BUCKETS.map((bucket) => ({ bucket, owed: c[bucket] }))),
  );
  return { asOf, totals, customers, credit, manualPaidSales };
}

/** Ventas y comisión por vendedor: sales by sale date; commission on money collected in the range. */
export async function sellersReport(db: Db, q: { from: string; to: string }): Promise<SellersReport> {
  const { start, end } = reportRange(q.from, q.to);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with sold as (
        select coalesce(s.seller_id, '') as k, max(s.seller_name) as seller_name, count(*) as sales,
          sum(s.total) as total
        from sales s where s.sale_date >= ${ts(start)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED}
        group by 1),
      paid as (
        select coalesce(seller_id, '') as k, max(seller_name) as seller_name, sum(collected) as collected,
          sum(refunded) as refunded, sum(${commissionSql(sql`(collected - refunded)`, sql`basis_points`)}) as commission
        from (${collectedSql(start, end)}) c group by 1)
      select nullif(coalesce(sold.k, paid.k), '') as seller_id,
        coalesce(u.name, sold.seller_name, paid.seller_name, 'Sin vendedor') as seller_name,
        coalesce(sold.sales, 0) as sales, coalesce(sold.total, 0) as total,
        coalesce(paid.collected, 0) as collected, coalesce(paid.refunded, 0) as refunded,
        coalesce(paid.commission, 0) as commission
      from sold full join paid on sold.k = paid.k
      left join "user" u on u.id = coalesce(sold.k, paid.k)
      order by total desc, seller_name`,
  );
  return {
    rows: found.map((r) => ({
      sellerId: (r.seller_id as string | null) ?? null,
      sellerName: r.seller_name as string,
      sales: num(r.sales),
      total: num(r.total),
      collected: num(r.collected),
      refunded: num(r.refunded),
      commission: num(r.commission),
    })),
  };
}

/**
 * Productos más vendidos: units and revenue of non-cancelled sales, revenue being what each line
 * was charged (after promotion, code and extra discount); margin where a unit cost exists.
 */
export async function productsReport(db: Db, q: { from: string; to: string }): Promise<ProductsReport> {
  const { start, end } = reportRange(q.from, q.to);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select i.product_id, max(i.product_name) as product_name, sum(i.quantity) as units,
        sum(i.charged) as revenue, max(pr.unit_cost) as unit_cost
      from (${chargedLinesSql(sql`s.sale_date >= ${ts(start)} and s.sale_date < ${ts(end)} and ${NOT_CANCELLED}`)}) i
        left join products pr on pr.id = i.product_id
      group by i.product_id order by units desc, revenue desc, i.product_id limit 200`,
  );
  return {
    rows: found.map((r) => {
      const units = num(r.units);
      const revenue = num(r.revenue);
      const cost = r.unit_cost === null || r.unit_cost === undefined ? null : units * num(r.unit_cost);
      return {
        productId: r.product_id as string,
        productName: r.product_name as string,
        units,
        revenue,
        cost,
        margin: cost === null ? null : revenue - cost,
      };
    }),
  };
}

/** Valor del inventario: available and reserved units of every live product, at cost and at sale price. */
export async function inventoryReport(db: Db): Promise<InventoryReport> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, name, quantity, in_progress_stock, unit_cost, sale_price from products
      where archived_at is null order by (quantity + in_progress_stock) * sale_price desc, name`,
  );
  const list = found.map((r) => {
    const quantity = num(r.quantity);
    const reserved = num(r.in_progress_stock);
    const unitCost = r.unit_cost === null || r.unit_cost === undefined ? null : num(r.unit_cost);
    const salePrice = num(r.sale_price);
    return {
      productId: r.id as string,
      productName: r.name as string,
      quantity,
      reserved,
      unitCost,
      salePrice,
      stock: { atCost: unitCost === null ? null : quantity * unitCost, atPrice: quantity * salePrice },
      reservedValue: {
        atCost: unitCost === null ? null : reserved * unitCost,
        atPrice: reserved * salePrice,
      },
    };
  });
  const sum = (pick: (r: (typeof list)[number]) => number | null) =>
    list.reduce((s, r) => s + (pick(r) ?? 0), 0);
  return {
    rows: list,
    totals: {
      quantity: sum((r) => r.quantity),
      reserved: sum((r) => r.reserved),
      stock: { atCost: sum((r) => r.stock.atCost), atPrice: sum((r) => r.stock.atPrice) },
      reservedValue: {
        atCost: sum((r) => r.reservedValue.atCost),
        atPrice: sum((r) => r.reservedValue.atPrice),
      },
      withoutCost: list.filter((r) => r.unitCost === null && r.quantity + r.reserved > 0).length,
    },
  };
}

/** Pagos con tarjeta: the statistics of Pagos con Tarjeta (card sales by creation) and the range by brand. */
export async function cardsReport(
  db: Db,
  q: { from: string; to: string },
  now = new Date(),
): Promise<CardsReport> {
  const starts = shopPeriodStarts(now);
  const { start, end } = reportRange(q.from, q.to);
  // Today, the last 7 days, the month and the range in one pass over the card sales.
  const since = (from: Date) => sql`created_at >= ${ts(from)}`;
  const inRange = sql`created_at >= ${ts(start)} and created_at < ${ts(end)}`;
  const figures = (name: string, when: SQL) =>
    sql`count(*) filter (where ${when}) as ${sql.raw(`${name}_count`)},
      coalesce(sum(total) filter (where ${when}), 0) as ${sql.raw(`${name}_total`)}`;
  const [[r], brands] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select ${figures("today", since(starts.today))}, ${figures("last7", since(starts.last7Days))},
          ${figures("month", since(starts.month))}, ${figures("range", inRange)}
        from sales where is_card_payment`,
    ),
    rows<{ brand: string; count: unknown; total: unknown }>(
      db,
      sql`select coalesce(nullif(card_brand, ''), 'Sin marca') as brand, count(*) as count, sum(total) as total
        from sales where is_card_payment and ${inRange}
        group by 1 order by total desc`,
    ),
  ]);
  const pair = (name: string) => ({ count: num(r?.[`${name}_count`]), total: num(r?.[`${name}_total`]) });
  const [today, last7Days, month, range] = [pair("today"), pair("last7"), pair("month"), pair("range")];
  return {
    today,
    last7Days,
    month,
    range,
    byBrand: brands.map((b) => ({ brand: b.brand, count: num(b.count), total: num(b.total) })),
  };
}
