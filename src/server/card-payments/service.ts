import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type {
  CardNotification,
  CardNotificationList,
  CardPaymentStats,
} from "../../contracts/card-payments/card-payments";
import {
  advanceCardNotification,
  type CardNotificationStatus,
  chargesSince,
  type GatewayCharge,
} from "../../domain/card-payments/notifications";
import { RECENT_CARD_PAYMENTS } from "../../domain/kernel/constants";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import { shopPeriodStarts } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { moneyEntries } from "../journal";
import { publish } from "../live/bus";
import { sales } from "../sales/schema";
import { cardPaymentNotifications } from "./schema";

const ADMINS = { roles: ADMIN_ROLES };
/** Staff see a card payment once the gateway confirmed it; a checkout still at the gateway is not news. */
const PAID_STATUSES = ["new", "viewed", "processed"];

type Row = typeof cardPaymentNotifications.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toNotification(r: Row): CardNotification {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    saleId: r.saleId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    amount: r.amount,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    transactionId: r.transactionId,
    shippingCity: r.shippingCity,
    itemCount: r.itemCount,
    status: r.status as CardNotification["status"],
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    viewedAt: iso(r.viewedAt),
    processedAt: iso(r.processedAt),
  };
}

/** Newest first (docs/product/roles.md); `unseen` counts the 'new' ones for the bell's badge. */
export async function listCardNotifications(db: Db, limit: number): Promise<CardNotificationList> {
  const paid = inArray(cardPaymentNotifications.status, PAID_STATUSES);
  const [rows, [unseen]] = await Promise.all([
    db
      .select()
      .from(cardPaymentNotifications)
      .where(paid)
      .orderBy(desc(cardPaymentNotifications.createdAt), desc(cardPaymentNotifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.status, "new")),
  ]);
  return { items: rows.map(toNotification), unseen: unseen?.n ?? 0 };
}

/** docs/product/states.md: new → viewed (viewedAt) → processed (processedAt); forward only, repeats harmless. */
export async function advanceNotification(
  db: Db,
  id: string,
  to: Extract<CardNotificationStatus, "viewed" | "processed">,
): Promise<CardNotification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.id, id))
      .for("update");
    if (!row || !PAID_STATUSES.includes(row.status)) throw notFound();
    const state = {
      status: row.status as CardNotificationStatus,
      viewedAt: iso(row.viewedAt),
      processedAt: iso(row.processedAt),
    };
    const next = advanceCardNotification(state, to, new Date().toISOString());
    if (next === state) return toNotification(row);
    const [updated] = await tx
      .update(cardPaymentNotifications)
      .set({
        status: next.status,
        viewedAt: next.viewedAt ? new Date(next.viewedAt) : null,
        processedAt: next.processedAt ? new Date(next.processedAt) : null,
      })
      .where(eq(cardPaymentNotifications.id, id))
      .returning();
    await publish(tx, { topic: "card_payment_notifications", id, audience: ADMINS });
    return toNotification(updated!);
  });
}

const CARD_SALE_COLUMNS = {
  id: sales.id,
  customerName: sales.customerName,
  // What the card checkout charged (docs/decisions/0253): the total less saldo a favor spent, or
  // an apartado's deposit; a card sale from before the checkout kept its order reads its total.
  total: sql<number>`coalesce((select n.amount from card_payment_notifications n
    where n.order_id = ${sales}.${sql.identifier(sales.id.name)}), ${sales}.${sql.identifier(sales.total.name)})`.mapWith(
    Number,
  ),
  createdAt: sales.createdAt,
  cardBrand: sales.cardBrand,
  cardAccount: sales.cardAccount,
  transactionId: sales.transactionId,
};

/** docs/product/operations.md statistics from sales with isCardPayment, plus the 10 most recent card payments. */
export async function cardPaymentStats(db: Db, now = new Date()): Promise<CardPaymentStats> {
  // "Today", "last 7 days" and "this month" are the shop's calendar (docs/product/operations.md).
  const starts = shopPeriodStarts(now);
  const earliest = new Date(
    Math.min(starts.today.getTime(), starts.last7Days.getTime(), starts.month.getTime()),
  );
  const rows = await db
    .select(CARD_SALE_COLUMNS)
    .from(sales)
    .where(and(eq(sales.isCardPayment, true), gte(sales.createdAt, earliest)))
    .orderBy(desc(sales.createdAt));
  const recentRows = await db
    .select(CARD_SALE_COLUMNS)
    .from(sales)
    .where(eq(sales.isCardPayment, true))
    .orderBy(desc(sales.createdAt))
    .limit(RECENT_CARD_PAYMENTS);
  // Every gateway charge (card checkouts and payment links) is a journal entry marked as the
  // gateway's (docs/decisions/0252); a charge reversed since (its payment deleted) comes off.
  const charges: GatewayCharge[] = await db
    .select({ at: moneyEntries.date, amount: moneyEntries.amount })
    .from(moneyEntries)
    .where(
      and(
        eq(moneyEntries.viaGateway, true),
        eq(moneyEntries.kind, "received"),
        gte(moneyEntries.date, earliest),
      ),
    );
  const period = (from: Date) => {
    const inside = rows.filter((r) => r.createdAt >= from);
    return {
      count: inside.length,
      totalAmount: inside.reduce((sum, r) => sum + r.total, 0),
      payments: inside.map((r) => ({
        saleId: r.id,
        orderNumber: orderNumber(r.id),
        customerName: r.customerName,
        amount: r.total,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  };
  return {
    today: period(starts.today),
    last7Days: period(starts.last7Days),
    month: period(starts.month),
    allCharges: {
      today: chargesSince(charges, starts.today),
      last7Days: chargesSince(charges, starts.last7Days),
      month: chargesSince(charges, starts.month),
    },
    recent: recentRows.map((r) => ({
      saleId: r.id,
      orderNumber: orderNumber(r.id),
      customerName: r.customerName,
      amount: r.total,
      cardBrand: r.cardBrand,
      cardAccount: r.cardAccount,
      transactionId: r.transactionId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
