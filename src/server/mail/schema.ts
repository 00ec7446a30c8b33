import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../db/schema/columns";

/** A file attached to an email, produced when the email is sent (never stored): see mail/attachments.ts. */
export interface OutboxAttachment {
  filename: string;
  /** Which producer makes it (e.g. "saleReceipt") and for which row. */
  source: string;
  ref: string;
}

/**
 * The outbox (docs/decisions/0175): every email the store sends is a row written in the same
 * transaction as the change that causes it, then sent by the mail worker. One row per cause and
 * recipient (idempotencyKey); the Message-ID is fixed when the row is written, so a resend after a
 * crash is the same message to the receiving side. The bodies are purged after MAIL_PURGE_DAYS.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: id(),
    idempotencyKey: text().notNull(),
    /** Which template wrote it (the preview and the list show it). */
    template: text().notNull(),
    toAddress: text().notNull(),
    toName: text().notNull().default(""),
    subject: text().notNull(),
    html: text(),
    textBody: text(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra headers (List-Unsubscribe for reminders). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    messageId: text().notNull(),
    /** queued → sent, or failed when the server refuses it for good (or after MAIL_MAX_ATTEMPTS). */
    status: text().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker takes the row. */
    claimedUntil: at(),
    lastError: text(),
    sentAt: at(),
    purgedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbox_emails_status_valid", sql`${t.status} in ('queued', 'sent', 'failed')`),
    check("outbox_emails_attempts_nonnegative", sql`${t.attempts} >= 0`),
    uniqueIndex("outbox_emails_key_idx").on(t.idempotencyKey),
    index("outbox_emails_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("outbox_emails_created_idx").on(t.createdAt),
  ],
);

/** Addresses that asked for no more payment reminders (one-click unsubscribe); receipts still go. */
export const mailUnsubscribes = pgTable("mail_unsubscribes", {
  address: text().primaryKey(),
  createdAt: createdAt(),
});
