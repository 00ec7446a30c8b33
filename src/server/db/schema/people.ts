import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, id } from "./columns";

/** A customer record with no account (docs/product/data.md: role 'customer' in the merged list). */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    city: text(),
    address: text(),
    /** Registro Tributario Nacional, 14 digits, optional (docs/decisions/0060). */
    rtn: text(),
    notes: text().notNull().default(""),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("customers_name_idx").on(t.name)],
);

/** users/{uid}/notifications (docs/product/data.md). */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    type: text().notNull().default("other"),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_notifications_type_valid", sql`${t.type} in ('purchase', 'message', 'other')`),
    index("user_notifications_user_idx").on(t.userId, t.createdAt),
  ],
);

export const internalMessages = pgTable(
  "internal_messages",
  {
    id: id(),
    /** A new thread's threadId is its first message's own id (docs/product/operations.md). */
    threadId: text().notNull(),
    participantIds: text().array().notNull(),
    senderId: text().references(() => users.id, { onDelete: "set null" }),
    senderName: text().notNull(),
    subject: text().notNull().default(""),
    content: text().notNull(),
    /** True once every participant has read it (kept for docs/product/data.md; decision 0085). */
    isRead: boolean().notNull().default(false),
    /** Participants who have read this message (the sender from the start): per-participant read state (decision 0085). */
    readBy: text().array().notNull().default(sql`'{}'::text[]`),
    /** Users who deleted the thread for themselves. */
    deletedBy: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("internal_messages_thread_idx").on(t.threadId, t.createdAt),
    index("internal_messages_participants_idx").using("gin", t.participantIds),
  ],
);

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
