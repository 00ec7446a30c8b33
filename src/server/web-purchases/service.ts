import { count, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { TransferDeclaration } from "../../contracts/transfers/transfers";
import type { WebPurchase, WebPurchaseList } from "../../contracts/web-purchases/web-purchases";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { layawayTermsOf, openLayaway } from "../../domain/sales/layaway";
import { convertWebPurchase } from "../../domain/sales/sale-create";
import type { Db, Tx } from "../db/client";
import { releaseDiscountCode } from "../discount-codes";
import { AppError, notFound } from "../http/errors";
import { applyStockEffect, lockProducts } from "../inventory";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import {
  accountRoleOf,
  actorOf,
  movementAuthor,
  orRefuse,
  recordNewSale,
  releaseCreditHold,
  spendHeldCredit,
} from "../sales";
import { loadSettings } from "../settings";
import { dropOrderDeclaration, orderDeclarations, verifyOrderDeclaration } from "../transfers/schema";
import { unregisteredPurchases } from "./schema";
import { type StoredOrder, storedOrder } from "./stored-order";

const ADMINS = { roles: ["admin", "superadmin"] as const };
type Row = typeof unregisteredPurchases.$inferSelect;

function parseOrder(row: Row): StoredOrder {
  const parsed = storedOrder.safeParse(row.order);
  if (!parsed.success) throw new AppError("domain_rule", msg.invalidInput);
  return parsed.data;
}

function toWebPurchase(row: Row, transfer: TransferDeclaration | null): WebPurchase {
  const parsed = storedOrder.safeParse(row.order);
  const o = parsed.success ? parsed.data : null;
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    customerName: row.customerName,
    customerEmail: o?.customerInfo.email ?? null,
    customerPhone: o?.customerInfo.phone ?? null,
    customerUserId: row.customerUserId,
    total: row.total,
    subtotal: o?.subtotal ?? row.total,
    shippingCost: o?.shippingCost ?? 0,
    promoItemsDiscount: o?.promoItemsDiscount ?? 0,
    appliedDiscount: o?.appliedDiscount ?? null,
    items: o?.items ?? [],
    shippingInfo: {
      address: o?.shippingInfo.address ?? null,
      city: o?.shippingInfo.city ?? null,
      department: o?.shippingInfo.department ?? null,
      note: o?.shippingInfo.note ?? null,
    },
    paymentMethod: o?.paymentMethod ?? null,
    status: row.status,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    transfer,
  };
}

export async function listWebPurchases(db: Db): Promise<WebPurchaseList> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(unregisteredPurchases).orderBy(desc(unregisteredPurchases.createdAt)).limit(500),
    db.select({ n: count() }).from(unregisteredPurchases).where(eq(unregisteredPurchases.isRead, false)),
  ]);
  const declared = await orderDeclarations(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toWebPurchase(r, declared.get(r.id) ?? null)), unread: unread?.n ?? 0 };
}

export async function getWebPurchase(db: Db, id: string): Promise<WebPurchase> {
  const [row] = await db.select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
  if (!row) throw notFound(msg.webPurchaseNotFound);
  return toWebPurchase(row, (await orderDeclarations(db, [id])).get(id) ?? null);
}

async function update(
  db: Db,
  id: string,
  values: Partial<Pick<Row, "isRead" | "status">>,
): Promise<WebPurchase> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(unregisteredPurchases)
      .set(values)
      .where(eq(unregisteredPurchases.id, id))
      .returning();
    if (!row) throw notFound(msg.webPurchaseNotFound);
    await publish(tx, { topic: "unregistered_purchases", id, audience: ADMINS });
    return toWebPurchase(row, (await orderDeclarations(tx, [id])).get(id) ?? null);
  });
}

export const markWebPurchaseRead = (db: Db, id: string) => update(db, id, { isRead: true });
export const setWebPurchaseStatus = (db: Db, id: string, status: string) => update(db, id, { status });

/**
 * Deleting a web purchase gives back the discount-code use its checkout claimed, the saldo a
 * favor it held and the bank reference its buyer declared.
 */
export async function deleteWebPurchase(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(unregisteredPurchases)
      .where(eq(unregisteredPurchases.id, id))
      .returning();
    if (!deleted) throw notFound(msg.webPurchaseNotFound);
    const parsed = storedOrder.safeParse(deleted.order);
    if (parsed.success) await releaseDiscountCode(tx, parsed.data.appliedDiscount?.code);
    await releaseCreditHold(tx, id);
    await dropOrderDeclaration(tx, id);
    await publish(tx, { topic: "unregistered_purchases", id, audience: ADMINS });
  });
}

/**
 * docs/product/states.md convert a web purchase into a sale, in one transaction: the purchase row is locked
 * (two admins clicking at once convert it once), the units move from stock to
 * inProgressStock (enough stock required), the sale is created with originalUnregisteredId
 * and 'Venta Convertida desde Compra Web', and the purchase is deleted.
 */
export async function convertToSale(
  db: Db,
  id: string,
  user: SessionUser,
): Promise<{ saleId: string; orderNumber: string }> {
  return db.transaction((tx) => convertToSaleIn(tx, id, user));
}

/**
 * The conversion inside a caller's transaction: Convertir, and a bank-statement credit confirmed
 * for the purchase's declared transfer (the bank-statements feature), convert the same way.
 */
export async function convertToSaleIn(
  tx: Tx,
  id: string,
  user: SessionUser,
): Promise<{ saleId: string; orderNumber: string }> {
  const actor = actorOf(user);
  const [row] = await tx
    .select()
    .from(unregisteredPurchases)
    .where(eq(unregisteredPurchases.id, id))
    .for("update");
  if (!row) throw notFound(msg.webPurchaseNotFound);
  const order = parseOrder(row);
  // The sale keeps the purchase's id, so the customer's order number never changes.
  const saleId = row.id;
  const locked = await lockProducts(
    tx,
    order.items.map((i) => i.productId),
  );
  const { extraDiscount, ...priced } = order;
  const created = orRefuse(
    convertWebPurchase({ ...priced, extraDiscount }, [...locked.values()], {
      ...actor,
      saleId,
      purchaseId: row.id,
    }),
  );
  await applyStockEffect(tx, created.stock, locked, movementAuthor(user));
  // An apartado chosen at checkout (docs/decisions/0253) opens now: its term runs from today.
  const opened = order.layaway
    ? openLayaway(created.sale, created.history, shopDay(actor.now), layawayTermsOf(await loadSettings(tx)))
    : created;
  const userId = row.customerUserId ?? order.customerInfo.userId;
  await recordNewSale(
    tx,
    {
      source: "web-purchase",
      webPurchaseId: row.id,
      id: saleId,
      sale: opened.sale,
      buyer: {
        customerId: null,
        userId,
        name: order.customerName ?? order.customerInfo.name ?? row.customerName,
        email: order.customerInfo.email,
        phone: order.customerInfo.phone,
        accountRole: await accountRoleOf(tx, userId),
      },
      shipping: order.shippingInfo,
      saleDate: row.createdAt.toISOString(),
    },
    opened.history,
    user.id,
  );
  // Saldo a favor the buyer spent at checkout pays the sale now, as traspasos (docs/decisions/0251).
  await spendHeldCredit(tx, row.id, saleId, user);
  await tx.delete(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
  await verifyOrderDeclaration(tx, saleId, user.id);
  await publish(tx, { topic: "unregistered_purchases", id, audience: ADMINS });
  if (userId) {
    await notifyUser(tx, userId, {
      title: msg.purchaseRegisteredTitle,
      body: msg.purchaseRegisteredBody(orderNumber(saleId), formatMoney(created.sale.total)),
      type: "purchase",
      link: `/client/purchases/${saleId}`,
    });
  }
  return { saleId, orderNumber: orderNumber(saleId) };
}
