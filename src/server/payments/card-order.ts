import { eq, sql } from "drizzle-orm";
import type { SaleCustomerType } from "../../domain/customer-type";
import { HISTORY_EVENTS, historyEntry } from "../../domain/history";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { registerPayment } from "../../domain/payments";
import { ADMIN_ROLES } from "../../domain/roles";
import type { SaleItem } from "../../domain/sale";
import { openSale } from "../../domain/sale-create";
import { stockForStatusChange } from "../../domain/stock";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { cardPaymentNotifications, discountCodes } from "../db/schema";
import type { VerifiedCallback } from "../gateways/payments/types";
import { applyStockEffect, lockProducts } from "../inventory/stock-writer";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications/service";
import { insertSale } from "../sales/repository";

export type CardOrder = typeof cardPaymentNotifications.$inferSelect;

const gatewayActor = (order: CardOrder, now: string) => ({
  user: order.gateway === "pixelpay" ? "PixelPay" : "Pasarela de prueba",
  now,
});

/**
 * An approved, verified payment whose amount equals the stored total: in the caller's
 * transaction (the notification row locked) the order becomes a Completado card sale with
 * one full payment (domain `registerPayment`), its reserved units move to totalSold
 * (decision 0004), the notification turns `new` and staff and the buyer are told.
 */
export async function completeCardOrder(tx: Tx, order: CardOrder, payment: VerifiedCallback): Promise<void> {
  const now = new Date().toISOString();
  const actor = gatewayActor(order, now);
  const items = order.items as unknown as SaleItem[];
  const pending = openSale(
    {
      items,
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      extraCosts: [],
      extraCostsTotal: 0,
      promoItemsDiscount: order.promoItemsDiscount,
      appliedDiscount: order.appliedDiscount,
      total: order.amount,
    },
    { amount: 0, reason: "" },
    0,
  );
  const paid = registerPayment(
    pending,
    { amount: order.amount, date: now, type: "full", paymentId: newId() },
    actor,
  );
  if (!paid.ok) throw new Error(`card payment refused by the domain: ${paid.error.message}`);

  const locked = await lockProducts(
    tx,
    items.map((i) => i.productId),
  );
  const stock = stockForStatusChange(
    items,
    "Pendiente",
    paid.value.sale.status,
    [...locked.values()],
    order.orderId,
  );
  if (!stock.ok) throw new Error(stock.error.message);
  await applyStockEffect(tx, stock.value, locked, { userId: null, userName: actor.user });

  const shipping = (order.shippingInfo ?? {}) as Record<string, string | null>;
  const created = historyEntry(
    HISTORY_EVENTS.saleCreated,
    actor,
    `Compra web ${order.orderNumber} pagada con tarjeta por ${formatMoney(order.amount)}.`,
  );
  await insertSale(
    tx,
    {
      ...paid.value.sale,
      id: order.orderId,
      customerId: null,
      customerUserId: order.customerUserId,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      customerType: order.customerType as SaleCustomerType,
      shipping: {
        address: shipping.address ?? null,
        city: shipping.city ?? null,
        cityId: shipping.cityId ?? null,
        department: shipping.department ?? null,
        municipality: shipping.municipality ?? null,
        note: shipping.note ?? null,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
      },
      sellerId: null,
      sellerName: null,
      isCardPayment: true,
      paymentData: {
        cardBrand: payment.cardBrand,
        cardAccount: payment.cardLast4,
        transactionId: payment.transactionId,
      },
      originalUnregisteredId: null,
      saleDate: now,
    },
    [created, ...paid.value.history],
    null,
  );
  await tx
    .update(cardPaymentNotifications)
    .set({
      status: "new",
      saleId: order.orderId,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      transactionId: payment.transactionId,
    })
    .where(eq(cardPaymentNotifications.id, order.id));
  await publish(tx, { topic: "card_payment_notifications", id: order.id, audience: { roles: ADMIN_ROLES } });
  await publishOrderResult(tx, order);
  if (order.customerUserId) {
    await notifyUser(tx, order.customerUserId, {
      title: msg.purchaseNotificationTitle,
      body: msg.purchaseNotificationBody(order.orderNumber, formatMoney(order.amount)),
      type: "purchase",
      link: `/client/purchases/${order.orderId}`,
    });
  }
}

/**
 * The buyer's /payment/success page waits on this order: tell that browser (its owner cookie)
 * or that account, and nobody else (decision 0021). Topic `sales`: the page's query key.
 */
async function publishOrderResult(tx: Tx, order: CardOrder): Promise<void> {
  await publish(tx, {
    topic: "sales",
    id: order.orderId,
    audience: { userIds: [order.customerUserId], ownerTokenHashes: [order.ownerTokenHash] },
  });
}

/**
 * A declined, cancelled or expired card order gives its reserved units back (Pendiente →
 * Cancelado, decision 0004) and its discount-code use, exactly once: the caller holds the
 * notification row locked and only ever releases a `pending_payment` one.
 */
export async function releaseCardOrder(
  tx: Tx,
  order: CardOrder,
  status: "failed" | "expired",
): Promise<void> {
  const items = order.items as unknown as SaleItem[];
  const locked = await lockProducts(
    tx,
    items.map((i) => i.productId),
  );
  const stock = stockForStatusChange(items, "Pendiente", "Cancelado", [...locked.values()], order.orderId);
  if (!stock.ok) throw new Error(stock.error.message);
  await applyStockEffect(tx, stock.value, locked, { userId: null, userName: gatewayActor(order, "").user });
  if (order.appliedDiscount) {
    await tx
      .update(discountCodes)
      .set({ usageCount: sql`greatest(${discountCodes.usageCount} - 1, 0)` })
      .where(eq(discountCodes.code, order.appliedDiscount.code));
  }
  await tx
    .update(cardPaymentNotifications)
    .set({ status, releasedAt: new Date() })
    .where(eq(cardPaymentNotifications.id, order.id));
  await publishOrderResult(tx, order);
}
