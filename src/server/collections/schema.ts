import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id } from "../db/schema/columns";

/**
 * Cobranza: each WhatsApp reminder staff sent about a customer's overdue balance (docs/decisions/0126).
 * The customer is the same key the receivable report groups by (a customer record, a web account,
 * or name and phone), so a reminder follows the customer whichever sale it was about.
 */
export const collectionReminders = pgTable(
  "collection_reminders",
  {
    id: id(),
    customerKey: text().notNull(),
    /** What the customer owed when reminded (centavos). */
    balance: integer().notNull(),
    sentById: text().references(() => users.id, { onDelete: "set null" }),
    sentByName: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [index("collection_reminders_customer_idx").on(t.customerKey, t.sentAt)],
);
