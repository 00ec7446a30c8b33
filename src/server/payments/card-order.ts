import { eq } from "drizzle-orm";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import { layawayTermsOf, openLayaway } from "../../domain/sales/layaway";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { registerPayment } from "../../domain/sales/payments";
import { openSale } from "../../domain/sales/sale-create";
import { cardPaymentNotifications } from "../card-payments/schema";
import { sendWithCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { releaseDiscountCode } from "../discount-codes";
import type { VerifiedCallback } from "../gateways/payments/types";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import {
  accountRoleOf,
  creditHeldBy,
  followStatusChange,
  queueOrderConfirmation,
  recordNewSale,
  releaseCreditHold,
  spendHeldCredit,
} from "../sales";
import { loadSettings } from "../settings";
import { type CardOrder, pendingCardOrder } from "./pending-order";

export type { CardOrder } from "./pending-order";

const gatewayActor = (order: CardOrder, now: string) => ({
  user: order.gateway === "pixelpay" ? "PixelPay" : "Pasarela de prueba",
  now,
});

/**
 * An approved, verified payment whose amount equals the stored charge: in the caller's
 * transaction (the notification row locked) the order becomes a card sale with its card payment
 * (domain `registerPayment`) — Completado when the card paid it all, or with the saldo a favor it
 * held spent as traspasos (0251); an apartado's deposit leaves it Abonado with its deadline
 * (0253). Its reserved units follow the status (decision 0004), the notification turns `new`
 * and staff and the buyer are told.
 */
export async function completeCardOrder(tx: Tx, order: CardOrder, payment: VerifiedCallback): Promise<void> {
  const now = new Date().toISOString();
  const actor = gatewayActor(order, now);
  const pending = pendingCardOrder(order);
  // Saldo a favor the buyer spent at checkout (docs/decisions/0251): the card paid the rest.
  // Only an account holds credit: a guest's order costs no statement for it.
  const credit = order.customerUserId ? await creditHeldBy(tx, order.orderId) : 0;
  // An apartado's card order charged its deposit (docs/decisions/0253): the sale is worth the order.
  const total = order.orderTotal ?? order.amount + credit;
  const opened = openSale(
    {
      items: pending.items,
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      extraCosts: [],
      extraCostsTotal: 0,
      promoItemsDiscount: order.promoItemsDiscount,
      appliedDiscount: pending.appliedDiscount,
      total,
    },
    { amount: 0, reason: "" },
    0,
  );
  const paid = registerPayment(
    opened,
    {
      amount: order.amount,
      date: now,
      type: order.amount < total ? "partial" : "full",
      method: "tarjeta",
      paymentId: newId(),
    },
    actor,
  );
  if (!paid.ok) throw new Error(`card payment refused by the domain: ${paid.error.message}`);
  const created = historyEntry(
    HISTORY_EVENTS.saleCreated,
    actor,
    order.layaway
      ? layawayMsg.historyWebDeposit(formatMoney(order.amount))
      : `Compra web ${order.orderNumber} pagada con tarjeta por ${formatMoney(order.amount)}.`,
  );
  const { sale, history } = order.layaway
    ? openLayaway(
        paid.value.sale,
        [created, ...paid.value.history],
        shopDay(now),
        layawayTermsOf(await loadSettings(tx)),
      )
    : { sale: paid.value.sale, history: [created, ...paid.value.history] };
  await followStatusChange(tx, { id: order.orderId, items: sale.items }, "Pendiente", sale.status, {
    userId: null,
    userName: actor.user,
  });
  await recordNewSale(
    tx,
    {
      source: "card",
      id: order.orderId,
      sale,
      buyer: {
        customerId: null,
        userId: order.customerUserId,
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        accountRole: await accountRoleOf(tx, order.customerUserId),
      },
      shipping: pending.shipping,
      card: {
        cardBrand: payment.cardBrand,
        cardAccount: payment.cardLast4,
        transactionId: payment.transactionId,
      },
      saleDate: now,
    },
    history,
    null,
  );
  // The buyer spends their own credit (the gateway charged none of it): written as theirs.
  if (credit > 0 && order.customerUserId)
    await spendHeldCredit(tx, order.orderId, order.orderId, {
      id: order.customerUserId,
      name: order.customerName,
    });
  await sendWithCommit(
    tx,
    tx
      .update(cardPaymentNotifications)
      .set({
        status: "new",
        saleId: order.orderId,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        transactionId: payment.transactionId,
      })
      .where(eq(cardPaymentNotifications.id, order.id)),
  );
  await publish(tx, { topic: "card_payment_notifications", id: order.id, audience: { roles: ADMIN_ROLES } });
  await publishOrderResult(tx, order);
  await queueOrderConfirmation(
    tx,
    {
      id: order.orderId,
      customerName: order.customerName,
      items: sale.items,
      subtotal: sale.subtotal,
      promoItemsDiscount: sale.promoItemsDiscount,
      appliedDiscount: sale.appliedDiscount,
      shippingCost: sale.shippingCost,
      method: "card",
      credit,
    },
    { address: order.customerEmail, name: order.customerName },
  );
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
 * or that account, and nobody else (decision 0242). Topic `sales`: the page's query key.
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
  const pending = pendingCardOrder(order);
  await followStatusChange(
    tx,
    { id: order.orderId, items: pending.items },
    "Pendiente",
    "Cancelado",
    { userId: null, userName: gatewayActor(order, "").user },
    undefined,
    { release: true },
  );
  await releaseDiscountCode(tx, pending.appliedDiscount?.code);
  // The saldo a favor it held is the buyer's to spend again (docs/decisions/0251).
  if (order.customerUserId) await releaseCreditHold(tx, order.orderId);
  await tx
    .update(cardPaymentNotifications)
    .set({ status, releasedAt: new Date() })
    .where(eq(cardPaymentNotifications.id, order.id));
  await publishOrderResult(tx, order);
}
