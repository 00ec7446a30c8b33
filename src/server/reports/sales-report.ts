import { sql } from "drizzle-orm";
import type { SalesReport } from "../../contracts/reports/reports";
import { periodKeys, type ReportGrain, reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { totalsOf } from "./period-totals";
import { NOT_CANCELLED, num, periodSql, rows, ts } from "./sql";

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
