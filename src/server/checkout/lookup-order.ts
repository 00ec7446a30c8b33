import { type Column, sql } from "drizzle-orm";
import { contactMatches } from "../../domain/checkout/order-access";
import { cardPaymentNotifications } from "../card-payments/schema";
import type { DbOrTx } from "../db/client";
import { sales } from "../sales/schema";
import { storedOrder } from "../web-purchases";
import { unregisteredPurchases } from "../web-purchases/schema";

interface Candidate {
  orderId: string;
  email: string | null;
  phone: string | null;
  createdAt: Date;
}

/** Rows whose id starts with the order number, read case-blind (ids are base62, numbers upper-cased). */
const numberIs = (column: Column, number: string) => sql`upper(left(${column}, 6)) = ${number}`;

/**
 * The order a guest names by its number and the email or phone they bought with (docs/decisions/0242):
 * sales, web purchases not yet converted and card orders not yet paid. Every table is asked every
 * time and the contact is compared after, so a missing order and a wrong email or phone take the
 * same work; both answer null. Two orders may share a number (six characters of the id): the
 * newest whose contact matches wins.
 */
export async function findOrderByNumber(db: DbOrTx, number: string, contact: string): Promise<string | null> {
  const [saleRows, purchaseRows, cardRows] = await Promise.all([
    db
      .select({
        orderId: sales.id,
        email: sales.customerEmail,
        phone: sales.customerPhone,
        createdAt: sales.createdAt,
      })
      .from(sales)
      .where(numberIs(sales.id, number)),
    db
      .select({
        orderId: unregisteredPurchases.id,
        order: unregisteredPurchases.order,
        createdAt: unregisteredPurchases.createdAt,
      })
      .from(unregisteredPurchases)
      .where(numberIs(unregisteredPurchases.id, number)),
    db
      .select({
        orderId: cardPaymentNotifications.orderId,
        email: cardPaymentNotifications.customerEmail,
        phone: cardPaymentNotifications.customerPhone,
        createdAt: cardPaymentNotifications.createdAt,
      })
      .from(cardPaymentNotifications)
      .where(numberIs(cardPaymentNotifications.orderId, number)),
  ]);
  const candidates: Candidate[] = [
    ...saleRows,
    ...purchaseRows.map((row) => {
      const info = storedOrder.shape.customerInfo.safeParse(row.order.customerInfo);
      return {
        orderId: row.orderId,
        email: info.success ? info.data.email : null,
        phone: info.success ? info.data.phone : null,
        createdAt: row.createdAt,
      };
    }),
    ...cardRows,
  ];
  const matching = candidates
    .filter((c) => contactMatches(contact, c))
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return matching[0]?.orderId ?? null;
}
