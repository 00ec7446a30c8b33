import { sql } from "drizzle-orm";
import {
  type AgeingBucket,
  addShopDays,
  ageingTotals,
  periodKeys,
  reportRange,
} from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { bucketSql, cashMovesSql, NOT_CANCELLED, num, periodSql, receivableSql, rows, ts } from "./sql";

/** What the Dashboard and Mi Dashboard both show: the last 30 days' chart and the ageing totals. */

const CHART_DAYS = 30;

/**
 * Sales (non-cancelled, by sale date) and money collected (received less refunded, by their
 * dates, as Flujo de caja's Neto) per shop day of the last 30.
 */
export async function dailyChart(db: Db, today: string, where = sql`true`) {
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
      sql`select ${periodSql(sql`x.at`, "day")} as day, sum(x.amount) as total
        from (${cashMovesSql(start, end, where)}) x group by 1`,
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

export async function receivableTotals(db: Db, day: string, where = sql`true`) {
  const buckets = await rows<{ bucket: AgeingBucket; owed: unknown }>(
    db,
    sql`select ${bucketSql} as bucket, sum(owed) as owed from (${receivableSql(day, where)}) r
      where owed > 0 group by 1`,
  );
  return ageingTotals(buckets.map((b) => ({ bucket: b.bucket, owed: num(b.owed) })));
}
