import { sql } from "drizzle-orm";
import type { SellersReport } from "../../contracts/reports/reports";
import { reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { collectedSql, commissionSql, NOT_CANCELLED, num, rows, ts } from "./sql";

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
