import { type SQL, sql } from "drizzle-orm";
import { TOLERANCE } from "../../domain/kernel/money";
import type { ShopDay } from "../../domain/kernel/shop-calendar";
import { customerKeySql, shopDateSql } from "../reports";

/**
 * The Cobranza rules of src/domain/collections/collections.ts restated in SQL so every sale is judged in the
 * database (docs/decisions/0126); collections.test.ts compares each sale's balance, age and
 * overdue flag with `saleBalance`, `saleAgeDays` and `isOverdue`.
 *
 * One row per sale: id, customer_key, customer_name, customer_phone (the sale's, else its customer
 * record's, else its web account's), customer_email (found the same way), sale_date, balance (collectable today: 0 when cancelled or within the tolerance),
 * credit (creditBalance: paid beyond the payable, never netted into balance),
 * age_days (shop days since the sale's day), overdue (owes and older than the term) and
 * last_payment_at (its newest payment, null without one).
 *
 * Payments and refunds are summed once per sale with GROUP BY and joined, not summed in a subquery
 * per sale: 5,000 sales made 10,000 subquery runs, and their cost estimate switched on
 * PostgreSQL's JIT compiler, which took longer than the query itself.
 */
export function saleBalancesSql(today: ShopDay, overdueDays: number, where: SQL = sql`true`): SQL {
  return sql`select id, customer_key, customer_name, customer_phone, customer_email, sale_date, balance, credit, age_days,
      (balance > 0 and age_days > ${overdueDays}) as overdue, last_payment_at
    from (select s.id, ${customerKeySql(sql`s`)} as customer_key, s.customer_name,
        coalesce(nullif(trim(s.customer_phone), ''), nullif(trim(c.phone), ''), nullif(trim(u.phone), ''))
          as customer_phone,
        coalesce(nullif(trim(s.customer_email), ''), nullif(trim(c.email), ''), nullif(trim(u.email), ''))
          as customer_email,
        s.sale_date,
        case when s.status <> 'Cancelado'
            and s.total - s.extra_discount_amount - s.amount_paid > ${TOLERANCE}
          then s.total - s.extra_discount_amount - s.amount_paid else 0 end::bigint as balance,
        -- sale-ledger's creditBalance: Saldo a favor, kept apart from the balance (docs/decisions/0163).
        case when s.payment_history_invalidated then 0 else greatest(0,
          coalesce(pay.amount, 0) - coalesce(ref.amount, 0)
          - (s.total - s.extra_discount_amount)) end::bigint as credit,
        (${today}::date - ${shopDateSql(sql`s.sale_date`)}) as age_days,
        pay.last_at as last_payment_at
      from sales s left join customers c on c.id = s.customer_id left join "user" u on u.id = s.customer_user_id
        left join (select sale_id, sum(amount) as amount, max(date) as last_at from journal_payments group by sale_id) pay
          on pay.sale_id = s.id
        left join (select sale_id, sum(amount) as amount from journal_refunds group by sale_id) ref on ref.sale_id = s.id
      where ${where}) b`;
}
