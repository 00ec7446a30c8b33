import { and, desc, eq } from "drizzle-orm";
import type { OutboxEmail, OutboxEmailSummary } from "../../contracts/mail/mail";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { mailMsg } from "../../domain/mail/messages-mail";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { invalid, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { produceAttachment } from "./attachments";
import type { MailBrand } from "./html";
import { outboxEmails } from "./schema";
import { mailTemplates } from "./templates";

type Row = typeof outboxEmails.$inferSelect;

function summary(row: Row): OutboxEmailSummary {
  return {
    id: row.id,
    template: row.template,
    toAddress: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    status: row.status as OutboxEmailSummary["status"],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    attachments: row.attachments.map((a) => ({ filename: a.filename })),
    purged: row.purgedAt !== null,
  };
}

export async function listOutbox(db: Db, status: Row["status"] | undefined, limit: number) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(status ? eq(outboxEmails.status, status) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  return rows.map(summary);
}

async function loadRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw notFound(mailMsg.emailNotFound);
  return row;
}

export async function outboxEmail(db: Db, id: string): Promise<OutboxEmail> {
  const row = await loadRow(db, id);
  return { ...summary(row), html: row.html, text: row.textBody };
}

export async function outboxAttachment(db: Db, id: string, index: number) {
  const attachment = (await loadRow(db, id)).attachments[index];
  if (!attachment) throw notFound(mailMsg.attachmentNotFound);
  return produceAttachment(db, attachment);
}

/**
 * Reenviar: a failed or waiting email is tried again now; a sent one is copied into a new row
 * (a new Message-ID, so the customer's mail program shows it again).
 */
export async function resendEmail(db: Db, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, id)).for("update");
    if (!row) throw notFound(mailMsg.emailNotFound);
    if (row.purgedAt || row.html === null) throw invalid(mailMsg.emailPurged);
    await publish(tx, { topic: "outbox_emails", id: row.id, audience: { roles: ADMIN_ROLES } });
    if (row.status !== "sent") {
      await tx
        .update(outboxEmails)
        .set({ status: "queued", nextAttemptAt: new Date(), claimedUntil: null })
        .where(and(eq(outboxEmails.id, id)));
      return { id };
    }
    const copyId = newId();
    const { id: _, createdAt: _c, sentAt: _s, lastError: _l, ...content } = row;
    await tx.insert(outboxEmails).values({
      ...content,
      id: copyId,
      idempotencyKey: `${row.idempotencyKey}:reenvio:${copyId}`,
      messageId: row.messageId.replace(row.id, copyId),
      status: "queued",
      attempts: 0,
      nextAttemptAt: new Date(),
      claimedUntil: null,
    });
    return { id: copyId };
  });
}

export function templatePreviews(brand: MailBrand) {
  return mailTemplates().map((t) => {
    const rendered = t.sample(brand);
    return { template: t.template, label: t.label, ...rendered };
  });
}
