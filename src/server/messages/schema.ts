import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id } from "../db/schema/columns";

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
