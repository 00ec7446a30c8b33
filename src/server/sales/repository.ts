import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Column } from "drizzle-orm/column";
import type { SaleDocument } from "../../contracts/sales";
import { basisPointsToPercent } from "../../domain/commission";
import type { SaleCustomerType } from "../../domain/customer-type";
import { msg } from "../../domain/messages";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports";
import { orderNumber, STAFF_ROLES } from "../../domain/roles";
import type { HistoryEntry, SaleMoney, SaleStatus } from "../../domain/sale";
import { moneyStanding } from "../../domain/sale-ledger";
import type { AuthoredHistoryEntry, NewSaleRecord, SaleRecord } from "../../domain/sale-record";
import { parseShopDate } from "../../domain/shop-calendar";
import { afterCommit } from "../db/before-commit";
import type { DbOrTx, Tx } from "../db/client";
import { bareColumn } from "../db/column-name";
import { newId } from "../db/ids";
import { PREPARED } from "../db/prepared";
import { AppError } from "../http/errors";
import { type Audience, publish } from "../live/bus";
import { countPaymentsRegistered } from "../metrics";
import {
  childColumnAfterWrite,
  childColumns,
  parseChildren,
  returnedColumns,
  type SaleChildPart,
  type SaleChildren,
} from "./sale-children";
import { saleExtraCosts, saleHistory, saleItems, salePayments, saleRefunds, sales } from "./schema";

export type { AuthoredHistoryEntry, NewSaleRecord, SaleRecord } from "../../domain/sale-record";

type SaleRow = typeof sales.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

/** Column values of a sale (everything but id, version and createdAt). */
function toRow(r: NewSaleRecord) {
  return {
    subtotal: r.subtotal,
    total: r.total,
    shippingCost: r.shippingCost,
    extraCostsTotal: r.extraCostsTotal,
    extraDiscountAmount: r.extraDiscount.amount,
    extraDiscountReason: r.extraDiscount.reason,
    appliedDiscountCode: r.appliedDiscount?.code ?? null,
    appliedDiscountPercentage: r.appliedDiscount?.percentage ?? null,
    appliedDiscountAmount: r.appliedDiscount?.amount ?? 0,
    promoItemsDiscount: r.promoItemsDiscount,
    amountPaid: r.amountPaid,
    refundedAmount: r.refundedAmount,
    status: r.status,
    isDelivered: r.isDelivered,
    shippedAt: date(r.shippedAt),
    deliveredAt: date(r.deliveredAt),
    cancellationReason: r.cancellationReason,
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    commissionBasisPoints: r.commission.basisPoints,
    customerId: r.customerId,
    customerUserId: r.customerUserId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    customerType: r.customerType,
    shippingAddress: r.shipping.address,
    shippingCity: r.shipping.city,
    shippingCityId: r.shipping.cityId,
    shippingDepartment: r.shipping.department,
    shippingMunicipality: r.shipping.municipality,
    shippingNote: r.shipping.note,
    carrier: r.shipping.carrier,
    trackingNumber: r.shipping.trackingNumber,
    trackingUrl: r.shipping.trackingUrl,
    paymentHistoryInvalidated: r.paymentHistoryInvalidated,
    isCardPayment: r.isCardPayment,
    cardBrand: r.paymentData?.cardBrand ?? null,
    cardAccount: r.paymentData?.cardAccount ?? null,
    transactionId: r.paymentData?.transactionId ?? null,
    originalUnregisteredId: r.originalUnregisteredId,
    saleDate: new Date(r.saleDate),
  };
}

/** Who hears about a sale (docs/product/roles.md): staff, and the customer's account when it has one. */
export function saleAudience(r: Pick<SaleRecord, "customerUserId">): Audience {
  return { roles: STAFF_ROLES, userIds: [r.customerUserId] };
}

/**
 * The inserts of a new sale's child rows (items, payments, extra costs, refunds, history), to run
 * as data-modifying CTEs of the sale's own insert: one statement for the whole sale.
 */
function childInserts(
  tx: Tx,
  r: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
): SQLWrapper[] {
  const inserts: SQLWrapper[] = [
    tx.insert(saleItems).values(r.items.map((item, position) => ({ saleId: r.id, position, ...item }))),
  ];
  // A new sale has nothing stored to replace: plain multi-row inserts, no deletes first.
  if (r.payments.length) {
    inserts.push(
      tx
        .insert(salePayments)
        .values(r.payments.map((p) => ({ id: p.paymentId, saleId: r.id, ...paymentValues(p) }))),
    );
    const count = r.payments.length;
    afterCommit(tx, () => countPaymentsRegistered(count));
  }
  if (r.extraCosts.length)
    inserts.push(
      tx.insert(saleExtraCosts).values(r.extraCosts.map((c, position) => ({ saleId: r.id, position, ...c }))),
    );
  if (r.refunds?.length) inserts.push(refundInsert(tx, r.id, r.refunds, actorUserId));
  if (history.length) inserts.push(historyInsert(tx, r.id, history, actorUserId));
  return inserts;
}

/** `statement` preceded by `ctes` as data-modifying CTEs (w0, w1…): one round trip for all of them. */
export function withWrites(ctes: readonly SQLWrapper[], statement: SQLWrapper): SQL {
  // getSQL(): a query builder placed in sql`` directly would be wrapped in parentheses, as a subquery.
  if (!ctes.length) return statement.getSQL();
  const parts = ctes.map((cte, i) => sql`${sql.identifier(`w${i}`)} as (${cte.getSQL()})`);
  return sql`with ${sql.join(parts, sql`, `)} ${statement.getSQL()}`;
}

function refundInsert(
  tx: Tx,
  saleId: string,
  refunds: NonNullable<SaleMoney["refunds"]>,
  actorUserId: string | null,
) {
  return tx.insert(saleRefunds).values(
    refunds.map((r) => ({
      saleId,
      amount: r.amount,
      date: new Date(r.date),
      recordedBy: r.recordedBy,
      recordedById: actorUserId,
      kind: r.kind ?? "reembolso",
      toSaleId: r.toSaleId ?? null,
    })),
  );
}

function historyInsert(tx: Tx, saleId: string, history: AuthoredHistoryEntry[], actorUserId: string | null) {
  return tx.insert(saleHistory).values(
    history.map((h) => ({
      saleId,
      event: h.event,
      user: h.user,
      userId: h.userId ?? actorUserId,
      timestamp: new Date(h.timestamp),
      details: h.details,
    })),
  );
}

/**
 * Refunds are append-only (a refund record is never deleted): the ones beyond what is stored
 * are new. `stored` is how many are stored when the caller read them under the sale's lock;
 * otherwise they are counted.
 */
async function freshRefunds(
  tx: Tx,
  saleId: string,
  refunds: NonNullable<SaleMoney["refunds"]>,
  stored: number | undefined,
) {
  if (!refunds.length) return [];
  if (stored !== undefined) return refunds.slice(stored);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleRefunds)
    .where(eq(saleRefunds.saleId, saleId));
  return refunds.slice(row?.n ?? 0);
}

function paymentValues(p: SaleMoney["payments"][number]) {
  return {
    amount: p.amount,
    date: parseShopDate(p.date),
    recordedBy: p.recordedBy,
    type: p.type,
    method: p.method ?? DEFAULT_PAYMENT_METHOD,
    modifiedAt: date(p.modifiedAt ?? null),
  };
}

/** Equal as loadSale maps them: a part of the record that did not change need not be written again. */
const unchanged = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces a saved sale's payments. With `stored` (what loadSale read under the lock) only the
 * removed ones are deleted and only new or changed ones written; without it, all of them. The
 * deletion runs now; the writes come back as one multi-row upsert for the caller's statement.
 */
async function writePayments(
  tx: Tx,
  saleId: string,
  payments: SaleMoney["payments"],
  stored?: SaleMoney["payments"],
) {
  const ids = payments.map((p) => p.paymentId);
  const kept = new Set(ids);
  const removed = !stored || stored.some((p) => !kept.has(p.paymentId));
  if (removed)
    await tx
      .delete(salePayments)
      .where(
        ids.length
          ? and(eq(salePayments.saleId, saleId), notInArray(salePayments.id, ids))
          : eq(salePayments.saleId, saleId),
      );
  const before = new Map(stored?.map((p) => [p.paymentId, p]));
  let added = 0;
  const rows = payments.flatMap((p) => {
    const was = before.get(p.paymentId);
    if (was && unchanged(was, p)) return [];
    if (stored && !was) added += 1;
    return [{ id: p.paymentId, saleId, ...paymentValues(p) }];
  });
  if (added) afterCommit(tx, () => countPaymentsRegistered(added));
  const excluded = (column: Column) => sql`excluded.${bareColumn(column)}`;
  const upsert = rows.length
    ? tx
        .insert(salePayments)
        .values(rows)
        .onConflictDoUpdate({
          target: salePayments.id,
          set: {
            amount: excluded(salePayments.amount),
            date: excluded(salePayments.date),
            recordedBy: excluded(salePayments.recordedBy),
            type: excluded(salePayments.type),
            method: excluded(salePayments.method),
            modifiedAt: excluded(salePayments.modifiedAt),
          },
        })
    : null;
  return { upsert, changed: removed || rows.length > 0 || (stored?.length ?? -1) !== payments.length };
}

async function writeExtraCosts(tx: Tx, saleId: string, costs: SaleMoney["extraCosts"]) {
  await tx.delete(saleExtraCosts).where(eq(saleExtraCosts.saleId, saleId));
  if (costs.length)
    await tx.insert(saleExtraCosts).values(costs.map((c, position) => ({ saleId, position, ...c })));
}

/**
 * Inserts a new sale with its items, payments, extra costs and history in one statement (the
 * children as data-modifying CTEs of the sale's insert; `alsoWrite`, more rows the sale needs, such
 * as its new customer, go in the same statement); tells who may see it.
 */
export async function insertSale(
  tx: Tx,
  record: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
  alsoWrite: readonly SQLWrapper[] = [],
): Promise<void> {
  const created = record.createdAt
    ? { createdAt: new Date(record.createdAt), updatedAt: new Date(record.createdAt) }
    : {};
  const sale = tx.insert(sales).values({ id: record.id, ...toRow(record), ...created });
  await tx.execute(withWrites([...alsoWrite, ...childInserts(tx, record, history, actorUserId)], sale));
  await publish(tx, { topic: "sales", id: record.id, audience: saleAudience(record) });
}

/**
 * Loads a sale; with `forUpdate` its row is locked until the transaction ends, so two people
 * changing the same sale are serialised (each sees the other's committed change).
 */
export async function loadSale(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SaleRecord | null> {
  return (await loadSaleWith(db, id, SALE_PARTS, opts))?.sale ?? null;
}

/** loadSale and the sale's history, in the same one statement (what GET /api/sales/:id answers). */
export async function loadSaleAndHistory(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ sale: SaleRecord; history: HistoryEntry[] } | null> {
  const loaded = await loadSaleWith(db, id, [...SALE_PARTS, "history"], opts);
  return loaded ? { sale: loaded.sale, history: loaded.children.history } : null;
}

async function loadSaleWith<P extends SaleChildPart>(
  db: DbOrTx,
  id: string,
  parts: readonly (P | (typeof SALE_PARTS)[number])[],
  opts: { forUpdate?: boolean },
) {
  // Under FOR UPDATE the row is locked first and the children read in a second statement: a
  // statement that waited for the lock still sees the data of when it started (READ COMMITTED),
  // so children read in the locking statement would miss what the previous holder just wrote —
  // ten concurrent abonos overpaid that way (dialog.test.ts). Without a lock, one statement.
  if (opts.forUpdate) {
    const [locked] = await db
      .select({ id: sales.id })
      .from(sales)
      .where(eq(sales.id, id))
      .for("update")
      .prepare(PREPARED.saleLock)
      .execute();
    if (!locked) return null;
  }
  const columns: Record<string, SQL<unknown>> = childColumns(parts);
  const [row] = await db
    .select({ sale: sales, ...columns })
    .from(sales)
    .where(eq(sales.id, id))
    .prepare(PREPARED.saleRead(parts))
    .execute();
  if (!row) return null;
  const children = parseChildren(parts, row);
  const sale: SaleRecord = {
    ...fromRow(row.sale),
    items: children.items,
    payments: children.payments,
    extraCosts: children.extraCosts,
    refunds: children.refunds,
  };
  return { sale, children };
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/** The child rows a SaleRecord holds. */
const SALE_PARTS = ["items", "payments", "extraCosts", "refunds"] as const;

/** The sale row alone; its children are read (or kept) separately. */
function fromRow(row: SaleRow): Omit<SaleRecord, "items" | "payments" | "extraCosts" | "refunds"> {
  return {
    id: row.id,
    version: row.version,
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    extraCostsTotal: row.extraCostsTotal,
    promoItemsDiscount: row.promoItemsDiscount,
    appliedDiscount: row.appliedDiscountCode
      ? {
          code: row.appliedDiscountCode,
          percentage: row.appliedDiscountPercentage ?? 0,
          amount: row.appliedDiscountAmount,
        }
      : null,
    extraDiscount: { amount: row.extraDiscountAmount, reason: row.extraDiscountReason },
    total: row.total,
    amountPaid: row.amountPaid,
    refundedAmount: row.refundedAmount,
    status: row.status as SaleStatus,
    paymentHistoryInvalidated: row.paymentHistoryInvalidated,
    isDelivered: row.isDelivered,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancellationReason: row.cancellationReason,
    commission: { basisPoints: row.commissionBasisPoints },
    customerId: row.customerId,
    customerUserId: row.customerUserId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerType: row.customerType as SaleCustomerType,
    shipping: {
      address: row.shippingAddress,
      city: row.shippingCity,
      cityId: row.shippingCityId,
      department: row.shippingDepartment,
      municipality: row.shippingMunicipality,
      note: row.shippingNote,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    },
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    isCardPayment: row.isCardPayment,
    paymentData: row.isCardPayment
      ? { cardBrand: row.cardBrand, cardAccount: row.cardAccount, transactionId: row.transactionId }
      : null,
    originalUnregisteredId: row.originalUnregisteredId,
    saleDate: row.saleDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saves a changed sale loaded with `forUpdate`. `expectedVersion` (what the person's screen
 * showed) guards against a stale edit: if someone else saved in between, the change is refused
 * with a clear message instead of silently overwriting theirs.
 */
export async function saveSale(
  tx: Tx,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
  expectedVersion?: number,
): Promise<SaleRecord> {
  if (expectedVersion !== undefined && expectedVersion !== after.version)
    throw new AppError("conflict", msg.staleWrite, "version");
  const { row } = await writeSale(tx, null, after, history, actorUserId);
  return { ...after, version: row.version };
}

/**
 * Saves `after` over `before` (both the same sale, `before` as loadSale read it under the row
 * lock) writing only the parts that changed, and answers the sale as loadSale would now read
 * it, with its history: the row comes back from the UPDATE, and the parts written and the history
 * are read in that same statement (the rest cannot have changed while the row is locked).
 */
export async function saveLockedSale(
  tx: Tx,
  before: SaleRecord,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
): Promise<{ sale: SaleRecord; history: HistoryEntry[] }> {
  const { row, written, children } = await writeSale(tx, before, after, history, actorUserId, true);
  const reread = SALE_PARTS.filter((part) => written[part]);
  const sale: SaleRecord = { ...fromRow(row), ...pick(before, SALE_PARTS), ...pick(children, reread) };
  return { sale, history: children.history };
}

/** The answer columns of writeSale's statement: each written part and the history, as stored after it. */
type Answered = SaleChildren<SaleChildPart>;

/**
 * Writes a sale: the rare rewrites (items, extra costs, removed payments) as statements of their
 * own first, then one statement whose data-modifying CTEs write the payments, refunds and history
 * entries and whose UPDATE of the sale row (version checked) returns the row and, with `answer`,
 * the history and every part written, read together with what the CTEs wrote.
 */
async function writeSale(
  tx: Tx,
  before: SaleRecord | null,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
  answer = false,
) {
  const written = {
    items: !before || !unchanged(before.items, after.items),
    payments: false,
    extraCosts: !before || !unchanged(before.extraCosts, after.extraCosts),
    refunds: false,
  };
  if (written.items) {
    await tx.delete(saleItems).where(eq(saleItems.saleId, after.id));
    await tx
      .insert(saleItems)
      .values(after.items.map((item, position) => ({ saleId: after.id, position, ...item })));
  }
  if (written.extraCosts) await writeExtraCosts(tx, after.id, after.extraCosts);
  const payments = await writePayments(tx, after.id, after.payments, before?.payments);
  written.payments = payments.changed;
  const refunds = await freshRefunds(tx, after.id, after.refunds ?? [], before?.refunds?.length ?? undefined);
  written.refunds = refunds.length > 0;

  // Each CTE is named after the part it writes, so the answer can join it with the stored rows.
  const ctes: Array<[SaleChildPart, SQL]> = [];
  if (payments.upsert)
    ctes.push(["payments", payments.upsert.returning(returnedColumns("payments")).getSQL()]);
  if (refunds.length)
    ctes.push([
      "refunds",
      refundInsert(tx, after.id, refunds, actorUserId).returning(returnedColumns("refunds")).getSQL(),
    ]);
  if (history.length)
    ctes.push([
      "history",
      historyInsert(tx, after.id, history, actorUserId).returning(returnedColumns("history")).getSQL(),
    ]);
  const cteOf = new Map(ctes.map(([part]) => [part, `written_${part}`]));
  const answerOf = (part: SaleChildPart) => {
    const cte = cteOf.get(part);
    return cte ? childColumnAfterWrite(part, after.id, cte) : childColumns([part])[part];
  };
  const answered = answer ? [...SALE_PARTS.filter((part) => written[part]), "history" as const] : [];
  const writer = ctes.length
    ? tx.with(...ctes.map(([part, body]) => tx.$with(cteOf.get(part)!, returnedColumns(part)).as(body)))
    : tx;
  const rows = await writer
    .update(sales)
    .set({ ...toRow(after), version: sql`${sales.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sales.id, after.id), eq(sales.version, after.version)))
    .returning({
      sale: getTableColumns(sales),
      ...Object.fromEntries(answered.map((part) => [part, answerOf(part)])),
    });
  const [row] = rows as Array<{ sale: SaleRow } & Record<string, unknown>>;
  if (!row) throw new AppError("conflict", msg.staleWrite, "version");
  await publish(tx, { topic: "sales", id: after.id, audience: saleAudience(after) });
  const children = parseChildren(answered, row) as Answered;
  return { row: row.sale, written, children };
}

export async function loadHistory(
  db: DbOrTx,
  saleIds: readonly string[],
): Promise<Map<string, HistoryEntry[]>> {
  const map = new Map<string, HistoryEntry[]>();
  if (!saleIds.length) return map;
  const rows = await db
    .select()
    .from(saleHistory)
    .where(inArray(saleHistory.saleId, [...saleIds]))
    .orderBy(asc(saleHistory.timestamp), asc(saleHistory.id));
  for (const h of rows) {
    const list = map.get(h.saleId) ?? [];
    list.push({ event: h.event, user: h.user, timestamp: h.timestamp.toISOString(), details: h.details });
    map.set(h.saleId, list);
  }
  return map;
}

/** The API document of a sale (contracts/sales.ts); history and payments newest first for display. */
export function toSaleDocument(r: SaleRecord, history: HistoryEntry[]): SaleDocument {
  return {
    id: r.id,
    orderNumber: orderNumber(r.id),
    version: r.version,
    items: r.items,
    subtotal: r.subtotal,
    total: r.total,
    shippingCost: r.shippingCost,
    extraCosts: r.extraCosts,
    extraCostsTotal: r.extraCostsTotal,
    extraDiscount: r.extraDiscount,
    appliedDiscount: r.appliedDiscount,
    promoItemsDiscount: r.promoItemsDiscount,
    amountPaid: r.amountPaid,
    refundedAmount: r.refundedAmount,
    ...moneyStanding(r),
    status: r.status,
    isDelivered: r.isDelivered,
    shippedAt: r.shippedAt,
    deliveredAt: r.deliveredAt,
    cancellationReason: r.cancellationReason,
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    // People read percentages (docs/decisions/0150).
    commission: { percentage: basisPointsToPercent(r.commission.basisPoints) },
    customerId: r.customerId,
    customerInfo: {
      name: r.customerName,
      email: r.customerEmail,
      phone: r.customerPhone,
      userId: r.customerUserId,
      customerId: r.customerId,
    },
    customerName: r.customerName,
    customerType: r.customerType,
    shippingInfo: r.shipping,
    payments: [...r.payments]
      .reverse()
      .map((p) => ({ ...p, method: p.method ?? DEFAULT_PAYMENT_METHOD, modifiedAt: p.modifiedAt ?? null })),
    paymentHistoryInvalidated: r.paymentHistoryInvalidated,
    refunds: [...(r.refunds ?? [])]
      .reverse()
      .map((x) => ({ ...x, kind: x.kind ?? "reembolso", toSaleId: x.toSaleId ?? null })),
    history: [...history].reverse(),
    isCardPayment: r.isCardPayment,
    paymentData: r.paymentData
      ? {
          card_brand: r.paymentData.cardBrand,
          card_account: r.paymentData.cardAccount,
          transaction_id: r.paymentData.transactionId,
        }
      : null,
    createdAt: r.createdAt,
    saleDate: r.saleDate,
    originalUnregisteredId: r.originalUnregisteredId,
  };
}

export { newId as newSaleId };
