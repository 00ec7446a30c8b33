import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { at, createdAt, id, money } from "../db/schema/columns";

/**
 * A card checkout: the pending order (stock reserved) and the staff alert in one row
 * (docs/product/data.md card payment notification). The order is stored once: these columns,
 * its lines in `items` and its address in `shippingInfo` (docs/decisions/0045). pending_payment → new → viewed → processed;
 * `failed`/`expired` when the payment never came and the stock was released.
 */
export const cardPaymentNotifications = pgTable(
  "card_payment_notifications",
  {
    id: id(),
    orderId: text().notNull(),
    orderNumber: text().notNull(),
    customerName: text().notNull(),
    customerEmail: text(),
    customerPhone: text(),
    customerUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** What the card charges: the order's total, less saldo a favor held (0251), or an apartado's deposit. */
    amount: money(),
    /** An apartado opened at checkout (docs/decisions/0253): the card pays its deposit, the sale is worth `orderTotal`. */
    layaway: boolean().notNull().default(false),
    orderTotal: integer(),
    subtotal: money(),
    shippingCost: money(),
    promoItemsDiscount: money(),
    appliedDiscount: jsonb().$type<{ code: string; percentage: number; amount: number } | null>(),
    cardBrand: text(),
    cardLast4: text(),
    transactionId: text(),
    shippingAddress: text(),
    shippingCity: text(),
    shippingInfo: jsonb().$type<Record<string, unknown>>(),
    customerType: text().notNull().default("web-unregistered"),
    /** The order's lines, parsed by one schema (src/server/payments/pending-order.ts). */
    items: jsonb().$type<Array<Record<string, unknown>>>().notNull(),
    itemCount: integer().notNull(),
    status: text().notNull().default("pending_payment"),
    isDirectPurchase: boolean().notNull().default(true),
    saleId: text(),
    sellerId: text(),
    sellerName: text(),
    source: text().notNull().default("checkout"),
    gateway: text().notNull(),
    ownerTokenHash: text(),
    expiresAt: at(),
    releasedAt: at(),
    createdAt: createdAt(),
    viewedAt: at(),
    processedAt: at(),
  },
  (t) => [
    check(
      "card_payment_notifications_status_valid",
      sql`${t.status} in ('pending_payment', 'new', 'viewed', 'processed', 'failed', 'expired')`,
    ),
    uniqueIndex("card_payment_notifications_order_idx").on(t.orderId),
    index("card_payment_notifications_created_idx").on(t.createdAt),
    index("card_payment_notifications_pending_idx").on(t.status, t.expiresAt),
  ],
);
