import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { formatMoney } from "../../domain/kernel/money";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import {
  type LinkStatus,
  linkPaymentType,
  linkTakesCharge,
  paymentInTime,
} from "../../domain/payment-links/payment-links";
import { recordLateCardPayment } from "../../domain/sales/credit";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import { registerPayment } from "../../domain/sales/payments";
import { balanceDue } from "../../domain/sales/totals";
import { users } from "../auth/schema";
import { cardPaymentNotifications } from "../card-payments/schema";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import type { VerifiedCallback } from "../gateways/payments/types";
import { paymentGatewayEvents } from "../gateways/schema";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import { fromDomain, loadSale, mutateSaleIn } from "../sales";
import { paymentLinks } from "./schema";

export type LinkCallbackResult = "applied" | "ignored";

/**
 * A verified gateway callback for a payment link, in the callback's transaction (its event row
 * already inserted, so a replay never gets here). The link row is locked first: a callback and
 * the browser's return racing each other queue on it, and the second sees it paid. An approved
 * payment for the link's amount, in time, that the sale's balance still allows, is recorded by
 * the domain's registerPayment (tarjeta, Pago Completo when it settles the sale, else Abono al
 * Crédito); the link turns paid with the card data and admins get the card-payment notification.
 */
export async function applyLinkCallback(
  tx: Tx,
  gateway: string,
  cb: VerifiedCallback,
  eventId: string,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<LinkCallbackResult> {
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, cb.orderId)).for("update");
  if (!link) {
    log.warn({ orderId: cb.orderId, gateway }, "card payment callback for an unknown payment link");
    return "ignored";
  }
  // A declined or cancelled card leaves the link open: the customer may try another card.
  if (cb.outcome !== "approved") return "ignored";
  const mark = (outcome: string) =>
    tx.update(paymentGatewayEvents).set({ outcome }).where(eq(paymentGatewayEvents.id, eventId));
  if (cb.amount !== link.amount) {
    await mark("amount_mismatch");
    log.error({ orderId: link.id, expected: link.amount, got: cb.amount }, "payment link amount mismatch");
    await alertAdmins(tx, link.saleId, cb);
    return "ignored";
  }
  const sale = await loadSale(tx, link.saleId, { forUpdate: true });
  if (!sale || !linkTakesCharge(link.status as LinkStatus) || !paymentInTime(link, now)) {
    await mark("link_refused");
    log.error({ orderId: link.id, status: link.status }, "approved payment for a link that cannot take it");
    await alertAdmins(tx, link.saleId, cb);
    return "ignored";
  }
  const paymentId = newId();
  const author = { id: null, name: m.gatewayUser(gateway) };
  const payable = linkPaymentType(link.amount, { status: sale.status, balance: balanceDue(sale) });
  await mutateSaleIn(tx, link.saleId, author, undefined, (current, actor) => {
    const date = now.toISOString();
    // The card was charged: the money is recorded either way (docs/decisions/0162). A sale that no
    // longer owes it (settled by an abono meanwhile, or cancelled) takes it as a late tarjeta
    // payment, and what exceeds what is owed becomes the customer's Saldo a favor.
    const change = fromDomain(
      current,
      payable.ok
        ? registerPayment(
            current,
            { amount: link.amount, date, type: payable.value, method: "tarjeta", paymentId },
            actor,
          )
        : recordLateCardPayment(current, { amount: link.amount, date, paymentId }, actor),
    );
    const card = historyEntry(
      HISTORY_EVENTS.paymentRegistered,
      actor,
      m.paymentHistory(
        formatMoney(link.amount),
        cb.cardBrand ?? "—",
        cb.cardLast4 ?? "—",
        cb.transactionId ?? "—",
      ),
    );
    return { ...change, history: [...change.history, card] };
  });
  await tx
    .update(paymentLinks)
    .set({
      status: "paid",
      paidAt: now,
      paymentId,
      gateway,
      cardBrand: cb.cardBrand,
      cardLast4: cb.cardLast4,
      transactionId: cb.transactionId,
    })
    .where(eq(paymentLinks.id, link.id));
  const [notification] = await tx
    .insert(cardPaymentNotifications)
    .values({
      orderId: link.id,
      orderNumber: orderNumber(link.saleId),
      customerName: sale.customerName,
      customerEmail: sale.customerEmail,
      customerPhone: sale.customerPhone,
      customerUserId: sale.customerUserId,
      amount: link.amount,
      cardBrand: cb.cardBrand,
      cardLast4: cb.cardLast4,
      transactionId: cb.transactionId,
      items: [],
      itemCount: 0,
      status: "new",
      isDirectPurchase: false,
      saleId: link.saleId,
      source: "payment-link",
      gateway,
    })
    .returning({ id: cardPaymentNotifications.id });
  await publish(tx, {
    topic: "card_payment_notifications",
    id: notification!.id,
    audience: { roles: ADMIN_ROLES },
  });
  return "applied";
}

/** Money was taken that no payment records: every admin is told, to refund or register it by hand. */
async function alertAdmins(tx: Tx, saleId: string, cb: VerifiedCallback) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...ADMIN_ROLES]));
  const body = m.unrecordedBody(orderNumber(saleId), formatMoney(cb.amount ?? 0), cb.transactionId ?? "—");
  for (const admin of admins) {
    await notifyUser(tx, admin.id, {
      title: m.unrecordedTitle,
      body,
      type: "other",
      link: `/admin/orders?order=${saleId}`,
    });
  }
}
