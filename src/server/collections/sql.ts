import { type SQL, sql } from "drizzle-orm";
import { TOLERANCE } from "../../domain/money";
import type { ShopDay } from "../../domain/shop-calendar";
import { customerKeySql, shopDateSql } from "../reports";

/**
 * The Cobranza rules of src/domain/collections.ts restated in SQL so every sale is judged in the
 * database (docs/decisions/0126); collections.test.ts compares each sale's balance, age and
 * overdue flag with `saleBalance`, `saleAgeDays` and `isOverdue`.
 *
 * One row per sale: id, customer_key, customer_name, customer_phone (the sale's, else its customer
 * record's, else its web account's), sale_date, balance (collectable today: 0 when cancelled or within the tolerance),
 * credit (creditBalance: paid beyond the payable, never netted into balance),
 * age_days (shop days since the sale's day) and overdue (owes and older than the term).
 */
export function saleBalancesSql(today: ShopDay, overdueDays: number, where: SQL = sql`true`): SQL {
  return sql`select id, customer_key, customer_name, customer_phone, sale_date, balance, credit, age_days,
      (balance > 0 and age_days > ${overdueDays}) as overdue
    from (select s.id, ${customerKeySql(sql`s`)} as customer_key, s.customer_name,
        coalesce(nullif(trim(s.customer_phone), ''), nullif(trim(c.phone), ''), nullif(trim(u.phone), ''))
          as customer_phone,
        s.sale_date,
        case when s.status <> 'Cancelado'
            and s.total - s.extra_discount_amount - s.amount_paid > ${TOLERANCE}
          then s.total - s.extra_discount_amount - s.amount_paid else 0 end::bigint as balance,
        -- sale-ledger's creditBalance: Saldo a favor, kept apart from the balance (docs/decisions/0163).
        case when s.payment_history_invalidated then 0 else greatest(0,
          coalesce((select sum(p.amount) from sale_payments p where p.sale_id = s.id), 0)
          - coalesce((select sum(r.amount) from sale_refunds r where r.sale_id = s.id), 0)
          - (s.total - s.extra_discount_amount)) end::bigint as credit,
        (${today}::date - ${shopDateSql(sql`s.sale_date`)}) as age_days
      from sales s left join customers c on c.id = s.customer_id left join "user" u on u.id = s.customer_user_id
      where ${where}) b`;
}
