import { sql } from "drizzle-orm";
import type { SellerDashboard } from "../../contracts/reports/reports";
import { shopDay, shopDayEnd, startOfShopMonth } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { dailyChart, receivableTotals } from "./dashboard-parts";
import { collectedSql, commissionSql, NOT_CANCELLED, num, rows, ts } from "./sql";

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
