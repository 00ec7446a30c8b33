import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { at, createdAt, id } from "../db/schema/columns";

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text().notNull(),
    subject: text().notNull(),
    category: text().notNull(),
    status: text().notNull().default("Abierto"),
    /** One of the customer's own purchases (a sale or a web purchase, same id), or null. */
    relatedPurchaseId: text(),
    /** The admin looking after it (decision 0081). */
    assignedToId: text().references(() => users.id, { onDelete: "set null" }),
    assignedToName: text(),
    /** Read state per side (decision 0082): each side's last message and last visit. */
    lastClientMessageAt: at(),
    lastStaffMessageAt: at(),
    clientReadAt: at(),
    staffReadAt: at(),
    createdAt: createdAt(),
    lastUpdatedAt: createdAt(),
  },
  (t) => [
    index("support_tickets_user_idx").on(t.userId, t.lastUpdatedAt),
    index("support_tickets_updated_idx").on(t.lastUpdatedAt),
    check(
      "support_tickets_status_valid",
      sql`${t.status} in ('Abierto', 'En Proceso', 'Resuelto', 'Cerrado')`,
    ),
    check(
      "support_tickets_category_valid",
      sql`${t.category} in ('Pedido', 'Pago', 'Envío', 'Garantía', 'Producto', 'Otro')`,
    ),
  ],
);

/** A ticket message's content{type, text} (docs/product/data.md); a photo message also names its WebP. */
export interface TicketMessageContent {
  type: "text" | "image";
  text: string;
  /** Storage key of the re-encoded WebP (never the upload itself), its size. */
  image?: { key: string; width: number; height: number };
}

export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: id(),
    ticketId: text()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    senderId: text(),
    senderName: text().notNull(),
    senderRole: text().notNull(),
    timestamp: createdAt(),
    content: jsonb().$type<TicketMessageContent>().notNull(),
    readAt: at(),
  },
  (t) => [index("support_ticket_messages_ticket_idx").on(t.ticketId, t.timestamp)],
);
