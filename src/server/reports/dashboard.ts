import { sql } from "drizzle-orm";
import type { Dashboard } from "../../contracts/reports/reports";
import { shopDay, shopDayEnd, shopDayStart, startOfShopMonth } from "../../domain/kernel/shop-calendar";
import { overdue } from "../../domain/reports/reports";
import { SALE_STATUSES } from "../../domain/sales/sale";
import type { Db } from "../db/client";
import { storeLowStockThreshold } from "../inventory";
import { dailyChart, receivableTotals } from "./dashboard-parts";
import { cashMovesSql, chargedLinesSql, NOT_CANCELLED, num, rows, ts } from "./sql";

const BEST_SELLERS = 5;

/**
 * The Dashboard's counts in one statement: sales and money collected (received less refunded,
 * as Flujo de caja's Neto) of today and of the month
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
        (select coalesce(sum(x.amount) filter (where x.at ${today}), 0) as collections_today,
          coalesce(sum(x.amount), 0) as collections_month
        from (${cashMovesSql(monthStart, end)}) x) c`,
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
