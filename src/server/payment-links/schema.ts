import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { at, createdAt, id, money } from "../db/schema/columns";
import { sales } from "../sales/schema";

/**
 * A card payment link for a sale's balance (docs/product/operations.md): opened without an account by
 * whoever holds the token, paid once through the checkout's gateway. Only a hash of the token is
 * kept, so a leaked database cannot pay or read links. pending → paid in the transaction that
 * records the payment, or pending → replaced when the client makes a newer link for the sale; the card data of that payment stays here, next to its payment id.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    tokenHash: text().notNull(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    amount: money(),
    status: text().notNull().default("pending"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    createdAt: createdAt(),
    paidAt: at(),
    /** The sale payment this link recorded (Payment.paymentId). */
    paymentId: text(),
    gateway: text(),
    cardBrand: text(),
    cardLast4: text(),
    transactionId: text(),
    /** Made by the client or wholesaler from Mis Compras (at most one open per sale), not by staff. */
    madeByCustomer: boolean().notNull().default(false),
    /** When a newer client-made link for the same sale replaced this one (docs/decisions/0158). */
    replacedAt: at(),
  },
  (t) => [
    check("payment_links_status_valid", sql`${t.status} in ('pending', 'paid', 'replaced')`),
    check("payment_links_amount_positive", sql`${t.amount} > 0`),
    uniqueIndex("payment_links_token_idx").on(t.tokenHash),
    index("payment_links_sale_idx").on(t.saleId, t.createdAt),
    // One open client-made link per sale; making another replaces it (docs/decisions/0158).
    uniqueIndex("payment_links_one_open_customer_link_idx")
      .on(t.saleId)
      .where(sql`${t.madeByCustomer} and ${t.status} = 'pending'`),
  ],
);
