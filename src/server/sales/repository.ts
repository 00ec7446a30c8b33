import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { SaleDocument } from "../../contracts/sales";
import { basisPointsToPercent } from "../../domain/commission";
import type { SaleCustomerType } from "../../domain/customer-type";
import { msg } from "../../domain/messages";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports";
import { orderNumber, STAFF_ROLES } from "../../domain/roles";
import type { HistoryEntry, SaleMoney, SaleStatus } from "../../domain/sale";
import { moneyStanding } from "../../domain/sale-ledger";
import { parseShopDate } from "../../domain/shop-calendar";
import type { DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import { saleExtraCosts, saleHistory, saleItems, salePayments, saleRefunds, sales } from "../db/schema";
import { AppError } from "../http/errors";
import { type Audience, publish } from "../live/bus";
import { childColumns, parseChildren, readChildren, type SaleChildPart } from "./sale-children";

/**
 * A sale as the server handles it: the domain's SaleMoney (what the rules compute) plus who
 * bought, where it goes, who sold it and how it was paid. One mapping to and from the rows.
 */
export interface SaleRecord extends SaleMoney {
  id: string;
  version: number;
  customerId: string | null;
  customerUserId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerType: SaleCustomerType;
  shipping: {
    address: string | null;
    city: string | null;
    cityId: string | null;
    department: string | null;
    municipality: string | null;
    note: string | null;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  };
  sellerId: string | null;
  sellerName: string | null;
  isCardPayment: boolean;
  paymentData: { cardBrand: string | null; cardAccount: string | null; transactionId: string | null } | null;
  originalUnregisteredId: string | null;
  saleDate: string;
  createdAt: string;
}

/** `createdAt` is set only by the demo seed, which writes sales that happened in the past. */
export type NewSaleRecord = Omit<SaleRecord, "version" | "createdAt"> & { createdAt?: string };

/** A history entry may name its own author (the seed replays several people's actions). */
export type AuthoredHistoryEntry = HistoryEntry & { userId?: string | null };

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

async function insertChildren(
  tx: Tx,
  r: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
) {
  await tx.insert(saleItems).values(r.items.map((item, position) => ({ saleId: r.id, position, ...item })));
  // A new sale has nothing stored to replace: plain multi-row inserts, no deletes first.
  if (r.payments.length)
    await tx
      .insert(salePayments)
      .values(r.payments.map((p) => ({ id: p.paymentId, saleId: r.id, ...paymentValues(p) })));
  if (r.extraCosts.length)
    await tx
      .insert(saleExtraCosts)
      .values(r.extraCosts.map((c, position) => ({ saleId: r.id, position, ...c })));
  await appendRefunds(tx, r.id, r.refunds ?? [], actorUserId);
  await appendHistory(tx, r.id, history, actorUserId);
}

/** Refunds are append-only (docs/decisions/0041): the ones beyond what is stored are new. */
async function appendRefunds(
  tx: Tx,
  saleId: string,
  refunds: NonNullable<SaleMoney["refunds"]>,
  actorUserId: string | null,
) {
  if (!refunds.length) return false;
  const [stored] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleRefunds)
    .where(eq(saleRefunds.saleId, saleId));
  const fresh = refunds.slice(stored?.n ?? 0);
  if (!fresh.length) return false;
  await tx.insert(saleRefunds).values(
    fresh.map((r) => ({
      saleId,
      amount: r.amount,
      date: new Date(r.date),
      recordedBy: r.recordedBy,
      recordedById: actorUserId,
      kind: r.kind ?? "reembolso",
      toSaleId: r.toSaleId ?? null,
    })),
  );
  return true;
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
 * removed ones are deleted and only new or changed ones written; without it, all of them.
 */
async function writePayments(
  tx: Tx,
  saleId: string,
  payments: SaleMoney["payments"],
  stored?: SaleMoney["payments"],
) {
  const ids = payments.map((p) => p.paymentId);
  const kept = new Set(ids);
  if (!stored || stored.some((p) => !kept.has(p.paymentId)))
    await tx
      .delete(salePayments)
      .where(
        ids.length
          ? and(eq(salePayments.saleId, saleId), notInArray(salePayments.id, ids))
          : eq(salePayments.saleId, saleId),
      );
  const before = new Map(stored?.map((p) => [p.paymentId, p]));
  let wrote = !stored || stored.length !== payments.length;
  for (const p of payments) {
    const was = before.get(p.paymentId);
    if (was && unchanged(was, p)) continue;
    const values = paymentValues(p);
    await tx
      .insert(salePayments)
      .values({ id: p.paymentId, saleId, ...values })
      .onConflictDoUpdate({ target: salePayments.id, set: values });
    wrote = true;
  }
  return wrote;
}

async function writeExtraCosts(tx: Tx, saleId: string, costs: SaleMoney["extraCosts"]) {
  await tx.delete(saleExtraCosts).where(eq(saleExtraCosts.saleId, saleId));
  if (costs.length)
    await tx.insert(saleExtraCosts).values(costs.map((c, position) => ({ saleId, position, ...c })));
}

async function appendHistory(
  tx: Tx,
  saleId: string,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
) {
  if (!history.length) return;
  await tx.insert(saleHistory).values(
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

/** Inserts a new sale with its items, payments, extra costs and history; tells who may see it. */
export async function insertSale(
  tx: Tx,
  record: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
): Promise<void> {
  const created = record.createdAt
    ? { createdAt: new Date(record.createdAt), updatedAt: new Date(record.createdAt) }
    : {};
  await tx.insert(sales).values({ id: record.id, ...toRow(record), ...created });
  await insertChildren(tx, record, history, actorUserId);
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
    const [locked] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id)).for("update");
    if (!locked) return null;
  }
  const columns: Record<string, SQL<unknown>> = childColumns(parts);
  const [row] = await db
    .select({ sale: sales, ...columns })
    .from(sales)
    .where(eq(sales.id, id));
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
 * it, with its history: the row comes back from the UPDATE, and only the parts written are read
 * again, with the history, in one statement (the rest cannot have changed while the row is locked).
 */
export async function saveLockedSale(
  tx: Tx,
  before: SaleRecord,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
): Promise<{ sale: SaleRecord; history: HistoryEntry[] }> {
  const { row, written } = await writeSale(tx, before, after, history, actorUserId);
  const reread = SALE_PARTS.filter((part) => written[part]);
  const stored = await readChildren(tx, after.id, [...reread, "history"]);
  const sale: SaleRecord = { ...fromRow(row), ...pick(before, SALE_PARTS), ...pick(stored, reread) };
  return { sale, history: stored.history };
}

async function writeSale(
  tx: Tx,
  before: SaleRecord | null,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
) {
  const [row] = await tx
    .update(sales)
    .set({ ...toRow(after), version: sql`${sales.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sales.id, after.id), eq(sales.version, after.version)))
    .returning();
  if (!row) throw new AppError("conflict", msg.staleWrite, "version");
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
  written.payments = await writePayments(tx, after.id, after.payments, before?.payments);
  if (written.extraCosts) await writeExtraCosts(tx, after.id, after.extraCosts);
  written.refunds = await appendRefunds(tx, after.id, after.refunds ?? [], actorUserId);
  await appendHistory(tx, after.id, history, actorUserId);
  await publish(tx, { topic: "sales", id: after.id, audience: saleAudience(after) });
  return { row, written };
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
