import { sql } from "drizzle-orm";
import { collectAtScrape } from "../metrics";

/**
 * The outbox as Prometheus sees it, read at scrape time in one query over the queued rows (the
 * partial index `outbox_emails_due_idx` holds exactly those): how many wait, and for how long the
 * oldest has. A growing age means mail is not leaving (no SMTP_URL, the server refusing, the worker stuck).
 */
collectAtScrape({
  gauges: {
    mail_outbox_waiting: "Emails waiting in the outbox (queued, not sent yet).",
    mail_outbox_oldest_waiting_seconds:
      "Age in seconds of the oldest email still waiting (0 when none waits).",
  },
  async collect({ db }) {
    const { rows } = await db.execute<{ waiting: number; oldest: number }>(sql`
      select count(*)::int as waiting,
        coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from outbox_emails where status = 'queued'`);
    const row = rows[0];
    return { mail_outbox_waiting: row?.waiting ?? 0, mail_outbox_oldest_waiting_seconds: row?.oldest ?? 0 };
  },
});
