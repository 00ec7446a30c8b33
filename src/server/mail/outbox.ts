import { singleLineHeader } from "../../domain/mail/mail-retry";
import { sendWithCommit } from "../db/before-commit";
import type { DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import { type OutboxAttachment, outboxEmails } from "./schema";

/** One email as a feature asks for it; see enqueueEmail. */
export interface EmailToSend {
  /**
   * Cause and recipient, e.g. `abono:<paymentId>:<address>`: the same key never makes a second
   * row, so a retried request or a replayed callback does not send twice.
   */
  key: string;
  /** The template's name (Configuración › Correo shows and previews by it). */
  template: string;
  to: { address: string; name?: string };
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
  headers?: Record<string, string>;
}

/** The host part of Message-IDs, from MAIL_FROM's address (set once by the mail feature). */
let messageIdHost = "localhost";
/** BASE_URL, for links and the logo of emails queued by features that hold no configuration. */
let siteUrl = "http://localhost:3000";
export function setMailSite(baseUrl: string): void {
  siteUrl = baseUrl;
}
export const mailSiteUrl = () => siteUrl;
export function setMessageIdHost(from: string): void {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  messageIdHost = match?.[1] ?? "localhost";
}

/**
 * Writes an email into the outbox inside the caller's transaction, so it exists exactly when the
 * change that caused it commits (a rolled-back sale sends nothing). Sending is the worker's job:
 * the request never waits for the mail server. Returns false when the key was already queued.
 */
export async function enqueueEmail(tx: DbOrTx, email: EmailToSend): Promise<boolean> {
  const rows = await outboxInsert(tx, email);
  return rows.length > 0;
}

/**
 * enqueueEmail for a caller that need not know whether the key was queued before: on PostgreSQL
 * the insert travels with the transaction's COMMIT (db/before-commit.ts sendWithCommit).
 */
export async function enqueueEmailWithCommit(tx: Tx, email: EmailToSend): Promise<void> {
  await sendWithCommit(tx, outboxInsert(tx, email));
}

function outboxInsert(tx: DbOrTx, email: EmailToSend) {
  const id = newId();
  return tx
    .insert(outboxEmails)
    .values({
      id,
      idempotencyKey: email.key,
      template: email.template,
      toAddress: singleLineHeader(email.to.address),
      toName: singleLineHeader(email.to.name ?? ""),
      subject: singleLineHeader(email.subject),
      html: email.html,
      textBody: email.text,
      attachments: email.attachments ?? [],
      headers: Object.fromEntries(
        Object.entries(email.headers ?? {}).map(([k, v]) => [singleLineHeader(k), singleLineHeader(v)]),
      ),
      // Fixed now, so every attempt sends the same message (a resend is recognised as one).
      messageId: `<${id}@${messageIdHost}>`,
    })
    .onConflictDoNothing({ target: outboxEmails.idempotencyKey })
    .returning({ id: outboxEmails.id });
}
