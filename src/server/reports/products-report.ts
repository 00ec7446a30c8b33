import { sql } from "drizzle-orm";
import type { ProductsReport } from "../../contracts/reports/reports";
import { reportRange } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { chargedLinesSql, NOT_CANCELLED, num, rows, ts } from "./sql";

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
