import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id, money } from "../db/schema/columns";

/** A web purchase by bank transfer awaiting staff confirmation (docs/product/data.md, states.md). */
export const unregisteredPurchases = pgTable(
  "unregistered_purchases",
  {
    id: id(),
    /** The order data as placed (items, totals, customerInfo, shippingInfo, appliedDiscount). */
    order: jsonb().$type<Record<string, unknown>>().notNull(),
    customerName: text().notNull(),
    customerUserId: text().references(() => users.id, { onDelete: "set null" }),
    total: money(),
    status: text().notNull().default("Pendiente de Confirmación"),
    isRead: boolean().notNull().default(false),
    /** Hash of the browser token that lets a guest see its own order on /payment/success. */
    ownerTokenHash: text(),
    createdAt: createdAt(),
  },
  (t) => [index("unregistered_purchases_created_idx").on(t.createdAt)],
);
