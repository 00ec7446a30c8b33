import { type SQL, sql } from "drizzle-orm";
import type { CardsReport } from "../../contracts/reports/reports";
import { shopPeriodStarts } from "../../domain/kernel/shop-calendar";
import { reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { num, rows, ts } from "./sql";

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
