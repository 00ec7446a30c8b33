import { eq, or } from "drizzle-orm";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { cardPaymentNotifications } from "../card-payments/schema";
import type { DbOrTx } from "../db/client";
import { findSaleByOrderId } from "../sales";
import { unregisteredPurchases } from "../web-purchases/schema";

export type WebPurchaseRow = typeof unregisteredPurchases.$inferSelect;
export type CardPaymentRow = typeof cardPaymentNotifications.$inferSelect;

/** Where an order id was found (docs/product/operations.md "Sales lookup by id"). */
export type OrderLookup =
  | { kind: "sale"; sale: SaleRecord }
  | { kind: "web_purchase"; purchase: WebPurchaseRow }
  | { kind: "card_payment"; notification: CardPaymentRow };

/**
 * docs/product/operations.md: sales; then sales whose originalUnregisteredId matches (a converted web purchase);
 * then unregistered_purchases; then card_payment_notifications (by order id or its own id).
 */
export async function lookupOrder(db: DbOrTx, id: string): Promise<OrderLookup | null> {
  const sale = await findSaleByOrderId(db, id);
  if (sale) return { kind: "sale", sale };
  const [purchase] = await db.select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
  if (purchase) return { kind: "web_purchase", purchase };
  const [notification] = await db
    .select()
    .from(cardPaymentNotifications)
    .where(or(eq(cardPaymentNotifications.orderId, id), eq(cardPaymentNotifications.id, id)));
  return notification ? { kind: "card_payment", notification } : null;
}
