import { sql } from "drizzle-orm";
import type { ReceivableReport } from "../../contracts/reports/reports";
import { AGEING_BUCKETS, ageingTotals } from "../../domain/reports/reports";
import { showsCredit } from "../../domain/sales/sale-ledger";
import type { Db } from "../db/client";
import { bucketSql, num, receivableSql, rows } from "./sql";

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
