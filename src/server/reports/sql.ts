import { type SQL, sql } from "drizzle-orm";
import { type ShopDay, shopDayEnd } from "../../domain/kernel/shop-calendar";
import { type ReportGrain, SHOP_OFFSET_INTERVAL } from "../../domain/reports/reports";
import type { DbOrTx } from "../db/client";

/**
 * The report rules of src/domain/reports/reports.ts restated in SQL so 20,000 payments are summed in the
 * database (docs/decisions/0091). sql.test.ts compares each fragment with the domain function on
 * the same rows: shop day and period of an instant, status as of a day, what a sale owed as of
 * a day, its age, and the commission of one sale.
 */

/** Runs a raw query on PGlite or node-postgres and returns its rows. */
export async function rows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows;
}

/** Sums come back as bigint (text on node-postgres): read them as numbers (centavos fit). */
export const num = (value: unknown): number => Number(value ?? 0);

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The sales a report counts: every one but the cancelled. */
export const NOT_CANCELLED = sql`s.status <> 'Cancelado'`;

const offset = sql.raw(`interval '${SHOP_OFFSET_INTERVAL}'`);

/** The shop's calendar day of a timestamptz column (shopDay). */
export const shopDateSql = (column: SQL) => sql`((${column} at time zone 'UTC') + ${offset})::date`;

/** periodKey in SQL: 'YYYY-MM-DD' of the day or of the Monday of the week, 'YYYY-MM' of the month. */
export function periodSql(column: SQL, grain: ReportGrain): SQL {
  const format = grain === "month" ? "YYYY-MM" : "YYYY-MM-DD";
  return sql`to_char(date_trunc(${sql.raw(`'${grain}'`)}, (${column} at time zone 'UTC') + ${offset}), ${sql.raw(`'${format}'`)})`;
}

/**
 * Who a sale belongs to, as the receivable report and Cobranza group by: its customer record,
 * else its web account, else its typed name (trimmed, lowercase) and phone.
 */
export const customerKeySql = (s: SQL) =>
  sql`coalesce(${s}.customer_id, 'u:' || ${s}.customer_user_id,
    'n:' || lower(trim(${s}.customer_name)) || '|' || coalesce(${s}.customer_phone, ''))`;

const STATUS = "(Pendiente|Abonado|Enviado|Completado|Cancelado)";
/** The history's status change, the same pattern as the domain's parseStatusChange. */
const STATUS_CHANGE = sql.raw(`'Estado: ${STATUS} → ${STATUS}\\.'`);

/**
 * owedAsOf for every sale `s` that existed at the end of shop day D, set-based (one pass over
 * payments, refunds and status changes): 0 when Cancelado then (statusAt: the last change before
 * the end of D, else the first change after it, else today's status); a manual paid total counts
 * on every day; else payable − payments dated by D + refunds dated by D, never below 0.
 * Columns: id, seller_id, customer_key, customer_name, customer_phone, manual, age_days, owed.
 */
export function receivableSql(day: ShopDay, where: SQL = sql`true`): SQL {
  const end = ts(shopDayEnd(day));
  // Sums over every entry, reversals included, are the standing records' sums (docs/decisions/0252).
  // The LIKE before the pattern only skips quickly the history lines that cannot match (a third
  // of the time of a ten-year book's read).
  return sql`with pay as (select subject_id as sale_id, sum(amount) as amount from money_entries
      where kind in ('received', 'credit_applied') and date < ${end} group by subject_id),
    ref as (select subject_id as sale_id, sum(amount) as amount from money_entries
      where kind in ('refunded', 'credit_moved') and date < ${end} group by subject_id),
    chg as (select h.sale_id, h.timestamp as at, regexp_match(h.details, ${STATUS_CHANGE}) as m
      from sale_history h where h.details like '%Estado:%' and h.details ~ ${STATUS_CHANGE}),
    before as (select distinct on (sale_id) sale_id, m[2] as status from chg where at < ${end}
      order by sale_id, at desc),
    after as (select distinct on (sale_id) sale_id, m[1] as status from chg where at >= ${end}
      order by sale_id, at asc)
    select s.id, s.seller_id, ${customerKeySql(sql`s`)} as customer_key,
      s.customer_name, s.customer_phone, s.payment_history_invalidated as manual,
      (${day}::date - ${shopDateSql(sql`s.sale_date`)}) as age_days,
      case
        when coalesce(before.status, after.status, s.status) = 'Cancelado' then 0
        when s.payment_history_invalidated then greatest(0, s.total - s.extra_discount_amount - s.amount_paid)
        else greatest(0, s.total - s.extra_discount_amount - coalesce(pay.amount, 0) + coalesce(ref.amount, 0))
      end::bigint as owed,
      case when s.payment_history_invalidated then 0
        else greatest(0, coalesce(pay.amount, 0) - coalesce(ref.amount, 0) - (s.total - s.extra_discount_amount))
      end::bigint as credit
    from sales s
      left join pay on pay.sale_id = s.id
      left join ref on ref.sale_id = s.id
      left join before on before.sale_id = s.id
      left join after on after.sale_id = s.id
    where s.sale_date < ${end} and ${where}`;
}

/** ageingBucket of an age in days, as SQL over `age_days`. */
export const bucketSql = sql`case when age_days <= 30 then '0-30' when age_days <= 60 then '31-60'
  when age_days <= 90 then '61-90' else '90+' end`;

/**
 * moneyCollected in SQL (src/domain/journal/entries.ts, cashEffect): every journal entry in
 * [start, end) of the sales `s` matching `where` that moved cash, one row each (at, amount,
 * method): money received (+) and refunded (−, method null); credit moved between sales counts
 * nowhere. Reversals are entries too, so a corrected payment counts once. Summed it is Flujo de
 * caja's Neto and the Dashboard's Cobrado.
 */
export function cashMovesSql(start: Date, end: Date, where: SQL = sql`true`): SQL {
  return sql`select e.date as at,
      (case when e.kind = 'received' then e.amount else -e.amount end)::bigint as amount,
      case when e.kind = 'received' then e.method end as method
    from money_entries e join sales s on s.id = e.subject_id
    where e.kind in ('received', 'refunded') and e.date >= ${ts(start)} and e.date < ${ts(end)} and ${where}`;
}

/** commissionOn: rate in basis points × net collected, rounded half away from zero to the centavo. */
export const commissionSql = (net: SQL, basisPoints: SQL) =>
  sql`(sign(${net}) * ((abs(${net}) * ${basisPoints} + 5000) / 10000))::bigint`;

/**
 * Per sale of `where`: payments and refunds dated in [start, end), its commission rate and
 * seller. Columns: id, seller_id, seller_name, basis_points, collected, refunded. Credit moved
 * between two sales is neither collected nor refunded: the commission stays with the sale where
 * the money came in (docs/decisions/0251).
 */
export function collectedSql(start: Date, end: Date, where: SQL = sql`true`): SQL {
  return sql`select s.id, s.seller_id, s.seller_name, s.commission_basis_points as basis_points,
      coalesce(p.collected, 0)::bigint as collected, coalesce(r.refunded, 0)::bigint as refunded
    from sales s
    left join (select subject_id as sale_id, sum(amount) as collected from money_entries
      where date >= ${ts(start)} and date < ${ts(end)} and kind = 'received'
      group by subject_id) p on p.sale_id = s.id
    left join (select subject_id as sale_id, sum(amount) as refunded from money_entries
      where date >= ${ts(start)} and date < ${ts(end)} and kind = 'refunded'
      group by subject_id) r on r.sale_id = s.id
    where (p.sale_id is not null or r.sale_id is not null) and ${where}`;
}

/**
 * chargedLineAmounts in SQL (src/domain/reports/line-revenue.ts): every line of the sales `s` matching
 * `where`, with what it was charged after its share of the sale's code and extra discount — the
 * spread capped at the merchandise, ⌊spread × amount ÷ merchandise⌋ each, and the centavos left
 * one each to the largest fractional parts, the earlier position first on a tie.
 * Columns: sale_id, position, product_id, product_name, quantity, amount, charged.
 */
export function chargedLinesSql(where: SQL): SQL {
  // `returned`: the line's units given back (docs/decisions/0249); its kept units keep what they
  // were charged less the returns' share of the line (keptChargedAmounts, rounded half up).
  return sql`with l as (
      select i.sale_id, i.position, i.product_id, i.product_name, i.quantity,
        (i.quantity::bigint * i.price) as amount,
        (sum(i.quantity::bigint * i.price) over (partition by i.sale_id))::bigint as merchandise,
        (s.applied_discount_amount::bigint + s.extra_discount_amount) as discount,
        case when s.returns_total = 0 then 0 else coalesce((select sum((e->>'quantity')::int)
          from jsonb_array_elements(s.returned_lines) e where (e->>'line')::int = i.position), 0) end
          ::bigint as returned
      from sale_items i join sales s on s.id = i.sale_id where ${where}),
    c as (select *, least(greatest(discount, 0), merchandise) as spread from l),
    f as (select *,
        case when merchandise = 0 then 0 else (spread * amount) / merchandise end as share,
        case when merchandise = 0 then 0 else (spread * amount) % merchandise end as fraction
      from c),
    r as (select *, spread - sum(share) over (partition by sale_id) as left_over,
        row_number() over (partition by sale_id order by fraction desc, position) as rank
      from f),
    full_lines as (select *, amount - share - (case when rank <= left_over then 1 else 0 end) as line_charged
      from r)
    select sale_id, position, product_id, product_name, quantity - returned as quantity, amount,
      line_charged - (2 * line_charged * returned + quantity) / (2 * quantity) as charged
    from full_lines`;
}
