import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { mailRetryDelayMs, statusAfterMailFailure } from "../../domain/mail/mail-retry";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { publish } from "../live/bus";
import { runJob } from "../metrics";
import { loadSettings } from "../settings";
import { produceAttachment } from "./attachments";
import { type OutboxAttachment, outboxEmails } from "./schema";
import type { MailSender, SendFailure } from "./transport";

interface ClaimedRow {
  id: string;
  to_address: string;
  to_name: string;
  subject: string;
  html: string | null;
  text_body: string | null;
  attachments: OutboxAttachment[];
  headers: Record<string, string>;
  message_id: string;
  attempts: number;
}

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Takes due rows for this worker: the rows are locked only for this one statement
 * (FOR UPDATE SKIP LOCKED, so workers never wait on each other), and marked with a lease
 * (claimed_until) that keeps other workers away while the message is sent with no lock held.
 * A worker that dies mid-send leaves its lease to expire; another then sends the row again with
 * the same Message-ID.
 */
export async function claimDueEmails(db: Db, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const result = await db.execute<ClaimedRow & Record<string, unknown>>(sql`
    update outbox_emails set claimed_until = now() + ${leaseMs} * interval '1 millisecond',
      attempts = attempts + 1
    where id in (
      select id from outbox_emails
      where status = 'queued' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id, to_address, to_name, subject, html, text_body, attachments, headers, message_id, attempts`);
  return result.rows;
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly sender: MailSender,
    private readonly mail: Config["mail"],
    private readonly log: Log,
    /** Rows taken per claim. */
    private readonly batch = 20,
  ) {}

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = runJob("mail_worker", () => this.drain())
        .then(() => undefined)
        .catch((err) => this.log.error({ err }, "mail worker failed"))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.mail.pollMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.sender.close();
  }

  /** Sends everything due now; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const rows = await claimDueEmails(this.db, this.batch, this.mail.leaseMs);
      if (rows.length === 0) return sent;
      const replyTo = (await loadSettings(this.db)).storeEmail || undefined;
      const results = await Promise.all(rows.map((row) => this.sendOne(row, replyTo)));
      const ok = results.filter(Boolean).length;
      sent += ok;
      // Configuración › Correo refetches: one event per batch, not per email.
      await publish(this.db, { topic: "outbox_emails", id: null, audience: { roles: ADMIN_ROLES } });
      // Another round only while the queue is full and the server takes everything: a failed row
      // waits for its backoff and the next tick, not for a tight loop within this one.
      if (rows.length < this.batch || ok < rows.length) return sent;
    }
  }

  private async sendOne(row: ClaimedRow, replyTo: string | undefined): Promise<boolean> {
    try {
      const attachments = await Promise.all(row.attachments.map((a) => produceAttachment(this.db, a)));
      await this.sender.send({
        messageId: row.message_id,
        to: { name: row.to_name, address: row.to_address },
        replyTo,
        subject: row.subject,
        html: row.html ?? "",
        text: row.text_body ?? "",
        headers: row.headers,
        attachments,
      });
    } catch (error) {
      await this.markFailed(row, error as SendFailure);
      return false;
    }
    await this.db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: new Date(), claimedUntil: null, lastError: null })
      .where(eq(outboxEmails.id, row.id));
    return true;
  }

  private async markFailed(row: ClaimedRow, failure: SendFailure): Promise<void> {
    const status = statusAfterMailFailure(failure.responseCode, row.attempts, this.mail.maxAttempts);
    const delay = mailRetryDelayMs(row.attempts, this.mail.retryBaseMs, this.mail.retryMaxMs);
    this.log.warn({ id: row.id, error: failure.message, status }, "email not sent");
    await this.db
      .update(outboxEmails)
      .set({
        status,
        claimedUntil: null,
        lastError: String(failure.message ?? failure).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + delay),
      })
      .where(eq(outboxEmails.id, row.id));
  }
}

/** Drops the bodies of emails older than `days` that are no longer waiting (the list keeps the rest). */
export async function purgeOldBodies(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .update(outboxEmails)
    .set({ html: null, textBody: null, attachments: [], purgedAt: now })
    .where(
      and(
        lt(outboxEmails.createdAt, cutoff),
        ne(outboxEmails.status, "queued"),
        isNull(outboxEmails.purgedAt),
      ),
    )
    .returning({ id: outboxEmails.id });
  return rows.length;
}
