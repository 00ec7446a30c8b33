import { and, asc, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { OrderList, OrderListQuery, OrderRow } from "../../contracts/sales/orders-admin";
import { TOLERANCE } from "../../domain/kernel/money";
import { isCustomerRole, orderNumber } from "../../domain/kernel/roles";
import { shopDay, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { SaleCustomerType } from "../../domain/sales/customer-type";
import type { SaleStatus } from "../../domain/sales/sale";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { journalPayments, journalRefunds } from "../journal";
import { saleServiceOrders } from "./hooks";
import { sales } from "./schema";

/**
 * docs/product/constants.md balance and "still to collect" in SQL, so the list filters, sorts
 * and sums in the database: the same rules as the domain's balanceDue, collectableBalance and
 * hasPendingBalance, compared with them on the same rows by list.test.ts.
 */
export const balanceSql = sql<number>`greatest(0, ${sales.total} - ${sales.extraDiscountAmount} - ${sales.amountPaid})`;
/** What is still to collect: a cancelled sale owes nothing (docs/decisions/0161). */
export const collectableSql = sql<number>`case when ${sales.status} = 'Cancelado' then 0 else ${balanceSql} end`;
/** Something is still to collect beyond the 0.01 tolerance. */
export const pendingSql = sql<boolean>`(${collectableSql} > ${TOLERANCE})`;
/**
 * The domain's creditBalance (docs/decisions/0251): payments − refund records − what is owed,
 * never below 0, and 0 while the history is invalidated. Compared with it by list.test.ts.
 */
// The sale's id written out as "sales"."id": inside the subqueries a bare "id" is the child row's own.
const SALE_ID = sql`${sales}.${sql.identifier(sales.id.name)}`;
// The amount paid follows the records, capped at what is owed (withPaidFromRecords): a sale paid
// less than it owes has no credit, and its journal is not read (most of a busy shop's sales).
export const creditSql = sql<number>`case when ${sales.paymentHistoryInvalidated} then 0
  when ${sales.amountPaid} < ${sales.total} - ${sales.extraDiscountAmount} then 0 else greatest(0,
  (select coalesce(sum(${journalPayments.amount}), 0) from ${journalPayments} where ${journalPayments.saleId} = ${SALE_ID})
  - (select coalesce(sum(${journalRefunds.amount}), 0) from ${journalRefunds} where ${journalRefunds.saleId} = ${SALE_ID})
  - (${sales.total} - ${sales.extraDiscountAmount})) end`;
/** moneyStanding's keptOnCancel: what a cancelled sale was paid and did not refund (0161). */
export const keptOnCancelSql = sql<number>`case when ${sales.status} = 'Cancelado' then ${sales.amountPaid} else 0 end`;
// Every row, sort and total shows what is still to collect: one rule for a cancelled sale (0161).
const balance = collectableSql;

function conditions(user: SessionUser, q: OrderListQuery): SQL[] {
  const where: SQL[] = [];
  // A seller's 'Mis Órdenes' are their own sales, a customer's 'Mis Compras' their own
  // purchases, whatever the query asks for (docs/product/roles.md, enforced here, not in the browser).
  const sellerId = user.role === "seller" ? user.id : q.sellerId;
  if (sellerId) where.push(eq(sales.sellerId, sellerId));
  if (isCustomerRole(user.role)) where.push(eq(sales.customerUserId, user.id));
  if (q.status) where.push(eq(sales.status, q.status));
  if (q.customerType) where.push(eq(sales.customerType, q.customerType));
  if (q.card) where.push(eq(sales.isCardPayment, q.card === "yes"));
  if (q.pending) where.push(pendingSql);
  if (q.layaway === "yes") where.push(isNotNull(sales.layawayUntil));
  // Open apartados past their last day: the ones the hourly job could not expire (an invoiced sale).
  if (q.layaway === "expired")
    where.push(
      and(
        inArray(sales.status, ["Pendiente", "Abonado"]),
        lt(sales.layawayUntil, shopDay(new Date())),
      ) as SQL,
    );
  if (q.from) where.push(gte(sales.saleDate, shopDayStart(q.from)));
  if (q.to) where.push(lt(sales.saleDate, shopDayEnd(q.to)));
  const term = q.q?.trim();
  if (term) {
    const like = containsPattern(term);
    const digits = term.replace(/\D/g, "");
    const parts = [
      sql`upper(left(${sales.id}, 6)) like upper(${`${term.replace(/^#/, "").replace(/[\\%_]/g, "")}%`})`,
      sql`${sales.customerName} ilike ${like}`,
    ];
    if (digits.length >= 3)
      parts.push(
        sql`regexp_replace(coalesce(${sales.customerPhone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
      );
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return where;
}

const SORT_COLUMNS = {
  saleDate: sales.saleDate,
  total: sales.total,
  balance,
  customerName: sales.customerName,
  status: sales.status,
} as const;

const rowColumns = {
  id: sales.id,
  saleDate: sales.saleDate,
  customerName: sales.customerName,
  customerPhone: sales.customerPhone,
  customerType: sales.customerType,
  sellerName: sales.sellerName,
  status: sales.status,
  isCardPayment: sales.isCardPayment,
  total: sales.total,
  amountPaid: sales.amountPaid,
  balance,
  credit: creditSql,
  keptOnCancel: keptOnCancelSql,
  layawayUntil: sales.layawayUntil,
};

type Raw = { [K in keyof typeof rowColumns]: unknown } & { id: string; saleDate: Date };

function toRow(r: Raw): OrderRow {
  return {
    id: r.id,
    orderNumber: orderNumber(r.id),
    saleDate: r.saleDate.toISOString(),
    customerName: r.customerName as string,
    customerPhone: r.customerPhone as string | null,
    customerType: r.customerType as SaleCustomerType,
    sellerName: r.sellerName as string | null,
    status: r.status as SaleStatus,
    isCardPayment: r.isCardPayment as boolean,
    total: r.total as number,
    amountPaid: r.amountPaid as number,
    balance: Number(r.balance),
    credit: Number(r.credit),
    keptOnCancel: Number(r.keptOnCancel),
    serviceOrder: null,
    layawayUntil: r.layawayUntil as string | null,
  };
}

/** The page's rows, each with the service order its sale carries, if any (one question for the page). */
async function withServiceOrders(db: Db, rows: OrderRow[]): Promise<OrderRow[]> {
  if (!rows.length) return rows;
  const answers = await saleServiceOrders.ask(
    db,
    rows.map((r) => r.id),
  );
  const numbers = new Map(answers.flatMap((answer) => [...answer]));
  return rows.map((r) => ({ ...r, serviceOrder: numbers.get(r.id) ?? null }));
}

function ordered(q: OrderListQuery) {
  const column = SORT_COLUMNS[q.sort];
  return [q.dir === "asc" ? asc(column) : desc(column), q.dir === "asc" ? asc(sales.id) : desc(sales.id)];
}

export type OrderTotals = Pick<OrderList, "count" | "totals">;

/** Keeps the totals of a filtered set until a write is heard (sales routes: a ReadCache). */
export type KeptTotals = (key: string, load: () => Promise<OrderTotals>) => Promise<OrderTotals>;

/**
 * What the totals depend on: the set's filters (not its page or order), whose sales the person may
 * see, and today (the overdue apartados' filter).
 */
function totalsKey(user: SessionUser, q: OrderListQuery): string {
  const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ...filters } = q;
  const scope =
    user.role === "seller" ? `seller:${user.id}` : isCustomerRole(user.role) ? `buyer:${user.id}` : "staff";
  return `${scope}|${shopDay(new Date())}|${JSON.stringify(filters)}`;
}

async function readTotals(db: Db, where: SQL | undefined): Promise<OrderTotals> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${sales.total}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${sales.amountPaid}), 0)::bigint`,
      pending: sql<number>`coalesce(sum(${collectableSql}), 0)::bigint`,
      credit: sql<number>`coalesce(sum(${creditSql}), 0)::bigint`,
    })
    .from(sales)
    .where(where);
  return {
    count: Number(totals?.count ?? 0),
    totals: {
      total: Number(totals?.total ?? 0),
      paid: Number(totals?.paid ?? 0),
      pending: Number(totals?.pending ?? 0),
      credit: Number(totals?.credit ?? 0),
    },
  };
}

/**
 * Órdenes: one page of the filtered, sorted set and the totals of the whole set. The page is read
 * every time; the totals sum every sale of the set, so they are kept until a write is heard
 * (`keep`; docs/decisions/0256).
 */
export async function listOrders(
  db: Db,
  user: SessionUser,
  q: OrderListQuery,
  keep: KeptTotals = (_key, load) => load(),
): Promise<OrderList> {
  const where = and(...conditions(user, q));
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(sales)
      .where(where)
      .orderBy(...ordered(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    keep(totalsKey(user, q), () => readTotals(db, where)),
  ]);
  return {
    items: await withServiceOrders(
      db,
      rows.map((r) => toRow(r as Raw)),
    ),
    ...totals,
  };
}

/** Every row of the filtered set (no paging) for the CSV export, capped so one click cannot exhaust memory. */
export async function listOrdersForExport(db: Db, user: SessionUser, q: OrderListQuery): Promise<OrderRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(sales)
    .where(and(...conditions(user, q)))
    .orderBy(...ordered(q))
    .limit(20_000);
  return rows.map((r) => toRow(r as Raw));
}
