import { and, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { ServiceOrderRow } from "../../contracts/service-orders/service-orders";
import { shopDay, shopDayEnd } from "../../domain/kernel/shop-calendar";
import {
  daysBetween,
  isUncollected,
  lastDayAtLeast,
  serviceNumber,
  watchLabel,
} from "../../domain/service-orders/intake";
import { OPEN_SERVICE_STATES, type ServiceKind, type ServiceState } from "../../domain/service-orders/states";
import type { DbOrTx } from "../db/client";
import { containsPattern, searchKeyContains } from "../db/like";
import { sales } from "../sales/schema";
import { loadSettings } from "../settings";
import { serviceOrders } from "./schema";

export const SERVICE_PAGE_SIZE = 25;

export interface ServiceListQuery {
  state?: ServiceState;
  view: "open" | "all" | "uncollected";
  technicianId?: string;
  minAgeDays?: number;
  q?: string;
  page: number;
}

const columns = {
  order: serviceOrders,
  customerName: sales.customerName,
  customerPhone: sales.customerPhone,
  customerEmail: sales.customerEmail,
  customerUserId: sales.customerUserId,
  total: sales.total,
  extraDiscount: sales.extraDiscountAmount,
  amountPaid: sales.amountPaid,
  saleVersion: sales.version,
};

export type DeskRow = {
  order: typeof serviceOrders.$inferSelect;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  customerUserId: string | null;
  total: number;
  extraDiscount: number;
  amountPaid: number;
  saleVersion: number;
};

/** An order with its sale's money, as a row of the desk's list. */
export function toRow(r: DeskRow, today: string, uncollectedDays: number): ServiceOrderRow {
  const o = r.order;
  return {
    id: o.id,
    number: serviceNumber(o.number),
    state: o.state as ServiceState,
    kind: o.kind as ServiceKind,
    watch: watchLabel(o),
    customerName: r.customerName,
    customerPhone: r.customerPhone,
    technicianName: o.technicianName,
    receivedAt: o.receivedAt.toISOString(),
    estimatedDate: o.estimatedDate,
    ageDays: daysBetween(shopDay(o.receivedAt), today),
    warranty: o.warranty,
    total: r.total,
    balance: Math.max(0, r.total - r.extraDiscount - r.amountPaid),
    uncollected:
      o.state === "Listo para entregar" &&
      isUncollected(o.readyAt ? shopDay(o.readyAt) : null, today, uncollectedDays),
  };
}

export function deskRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(serviceOrders)
    .innerJoin(sales, eq(sales.id, serviceOrders.saleId))
    .where(where);
}

/**
 * The instant before which a time is at least `days` shop days old on `now`'s day: the end of the
 * domain's last such day (the SQL form of daysBetween; compared with it in the feature's test).
 */
export const atLeastDaysOld = (now: Date, days: number) => shopDayEnd(lastDayAtLeast(shopDay(now), days));

/**
 * The desk's search: the number or claim code exactly, or a substring of the customer's name,
 * the brand, the model or the serial. The customer is matched among the sales (their trigram
 * index), so the orders are filtered on their own, never joined to every sale first; the watch by
 * the order's search key, lowered when written (docs/decisions/0262).
 */
export function deskSearch(db: DbOrTx, q: string): SQL {
  const like = containsPattern(q);
  const digits = q.replace(/^OS-?/i, "");
  return or(
    inArray(
      serviceOrders.saleId,
      db.select({ id: sales.id }).from(sales).where(ilike(sales.customerName, like)),
    ),
    searchKeyContains(serviceOrders.searchKey, q),
    eq(serviceOrders.claimCode, q.toUpperCase()),
    ...(/^\d{1,9}$/.test(digits) ? [eq(serviceOrders.number, Number(digits))] : []),
  )!;
}

/**
 * The desk's list (staff): open orders by default, newest first, filtered by state, technician,
 * age and a search over the number, claim code, customer, brand and serial; with the counts of
 * watches ready and of those waiting longer than the store's days.
 */
export async function listServiceOrders(db: DbOrTx, query: ServiceListQuery, now = new Date()) {
  const uncollectedDays = (await loadSettings(db)).serviceUncollectedDays ?? 15;
  const filters: SQL[] = [];
  if (query.view === "open") filters.push(inArray(serviceOrders.state, [...OPEN_SERVICE_STATES]));
  if (query.view === "uncollected")
    filters.push(
      eq(serviceOrders.state, "Listo para entregar"),
      isNotNull(serviceOrders.readyAt),
      lt(serviceOrders.readyAt, atLeastDaysOld(now, uncollectedDays)),
    );
  if (query.state) filters.push(eq(serviceOrders.state, query.state));
  if (query.technicianId) filters.push(eq(serviceOrders.technicianId, query.technicianId));
  if (query.minAgeDays) filters.push(lt(serviceOrders.receivedAt, atLeastDaysOld(now, query.minAgeDays)));
  const q = query.q?.trim();
  if (q) filters.push(deskSearch(db, q));
  const where = filters.length ? and(...filters) : undefined;
  const offset = (query.page - 1) * SERVICE_PAGE_SIZE;
  const newestFirst = [desc(serviceOrders.receivedAt), desc(serviceOrders.id)];
  // Every order has its one sale (a required key): the page and the count are the orders' own,
  // and only the page's 25 sales are read (joining first read every sale of the shop, 20 ms at
  // ten times the benches' data).
  const pageIds = db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SERVICE_PAGE_SIZE)
    .offset(offset)
    .as("page");
  const [rows, [count], [counts]] = await Promise.all([
    db
      .select(columns)
      .from(serviceOrders)
      .innerJoin(pageIds, eq(pageIds.id, serviceOrders.id))
      .innerJoin(sales, eq(sales.id, serviceOrders.saleId))
      .orderBy(...newestFirst),
    db.select({ n: sql<number>`count(*)::int` }).from(serviceOrders).where(where),
    db
      .select({
        ready: sql<number>`count(*) filter (where ${serviceOrders.state} = 'Listo para entregar')::int`,
        uncollected: sql<number>`count(*) filter (where ${serviceOrders.state} = 'Listo para entregar' and ${serviceOrders.readyAt} < ${atLeastDaysOld(now, uncollectedDays)})::int`,
      })
      .from(serviceOrders)
      .where(eq(serviceOrders.state, "Listo para entregar")),
  ]);
  const today = shopDay(now);
  return {
    rows: rows.map((r) => toRow(r, today, uncollectedDays)),
    total: count?.n ?? 0,
    pageSize: SERVICE_PAGE_SIZE,
    ready: counts?.ready ?? 0,
    uncollected: counts?.uncollected ?? 0,
    uncollectedDays,
  };
}
