import { count, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/session";
import type { WebPurchase, WebPurchaseList } from "../../contracts/web-purchases";
import { convertWebPurchase, formatMoney } from "../../domain";
import { msg } from "../../domain/messages";
import { orderNumber } from "../../domain/roles";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { unregisteredPurchases } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { applyStockEffect, lockProducts } from "../inventory/stock-writer";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications/service";
import { actorOf, movementAuthor } from "../sales/actor";
import { orRefuse } from "../sales/domain-result";
import { insertSale } from "../sales/repository";
import { type StoredOrder, storedOrder } from "./stored-order";

const ADMINS = { roles: ["admin", "superadmin"] as const };
type Row = typeof unregisteredPurchases.$inferSelect;

function parseOrder(row: Row): StoredOrder {
  const parsed = storedOrder.safeParse(row.order);
  if (!parsed.success) throw new AppError("domain_rule", msg.invalidInput);
  return parsed.data;
}

function toWebPurchase(row: Row): WebPurchase {
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
  };
}

export async function listWebPurchases(db: Db): Promise<WebPurchaseList> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(unregisteredPurchases).orderBy(desc(unregisteredPurchases.createdAt)).limit(500),
    db.select({ n: count() }).from(unregisteredPurchases).where(eq(unregisteredPurchases.isRead, false)),
  ]);
  return { items: rows.map(toWebPurchase), unread: unread?.n ?? 0 };
}

export async function getWebPurchase(db: Db, id: string): Promise<WebPurchase> {
  const [row] = await db.select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
  if (!row) throw notFound(msg.webPurchaseNotFound);
  return toWebPurchase(row);
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
    return toWebPurchase(row);
  });
}

export const markWebPurchaseRead = (db: Db, id: string) => update(db, id, { isRead: true });
export const setWebPurchaseStatus = (db: Db, id: string, status: string) => update(db, id, { status });

export async function deleteWebPurchase(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(unregisteredPurchases)
      .where(eq(unregisteredPurchases.id, id))
      .returning({ id: unregisteredPurchases.id });
    if (!deleted.length) throw notFound(msg.webPurchaseNotFound);
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
  const actor = actorOf(user);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(unregisteredPurchases)
      .where(eq(unregisteredPurchases.id, id))
      .for("update");
    if (!row) throw notFound(msg.webPurchaseNotFound);
    const order = parseOrder(row);
    const saleId = newId();
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
    const userId = row.customerUserId ?? order.customerInfo.userId;
    await insertSale(
      tx,
      {
        ...created.sale,
        id: saleId,
        customerId: null,
        customerUserId: userId,
        customerName: order.customerName ?? order.customerInfo.name ?? row.customerName,
        customerEmail: order.customerInfo.email,
        customerPhone: order.customerInfo.phone,
        customerType: order.customerType ?? (userId ? "web-registered" : "web-unregistered"),
        shipping: { ...order.shippingInfo, carrier: null, trackingNumber: null, trackingUrl: null },
        sellerId: null,
        sellerName: null,
        isCardPayment: false,
        paymentData: null,
        originalUnregisteredId: row.id,
        saleDate: row.createdAt.toISOString(),
      },
      created.history,
      user.id,
    );
    await tx.delete(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
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
  });
}
