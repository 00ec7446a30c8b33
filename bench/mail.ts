import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startTestSmtp } from "../tests/support/smtp";
import { stockUp } from "./checkout";
import { ADMIN_URL, freshDatabase, measure, printTable, report, startServer } from "./lib";
import { signInStaff } from "./sales";
import type { SalesLoadParams } from "./sales-load";

const EMAILS = 1000;
const STAFF = 10;
const DURATION_S = 8;

/**
 * Email (docs/decisions/0175): how many emails per second one server's worker hands to a local SMTP
 * server (smtp-server in this process, parsing each message), on PostgreSQL; then register-sale and
 * abono with the abono receipt email on (every new customer has an address, a mail server is
 * configured) and off (no mail server), each beside /api/health on the same server.
 */
export async function benchMail(): Promise<void> {
  const smtp = await startTestSmtp();
  try {
    await throughput(smtp.url, () => smtp.messages.length);
    smtp.messages.length = 0;
    await salesWithMail(smtp.url, true);
    await salesWithMail(null, false);
  } finally {
    await smtp.stop();
  }
}

async function withServer<T>(
  env: Record<string, string>,
  port: string,
  run: (base: string, db: pg.Client) => Promise<T>,
): Promise<T | null> {
  const database = await freshDatabase();
  if (!database) {
    console.log(`mail: skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`);
    return null;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-mail-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: port,
    DATABASE_URL: database.url,
    SEED_DEMO: "true",
    MAIL_POLL_MS: "50",
    ...env,
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    return await run(server.url.replace("127.0.0.1", "localhost"), db);
  } finally {
    await db.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** EMAILS rows written at once into the outbox; the time until the worker has sent them all. */
async function throughput(smtpUrl: string, received: () => number): Promise<void> {
  await withServer({ SMTP_URL: smtpUrl }, process.env.BENCH_MAIL_PORT ?? "3605", async (base, db) => {
    const health = await measure({ url: `${base}/api/health`, connections: STAFF, duration: 4 });
    await db.query("delete from outbox_emails");
    const started = performance.now();
    await db.query(
      `insert into outbox_emails (id, idempotency_key, template, to_address, to_name, subject, html, text_body, message_id)
       select 'bench' || g, 'bench:' || g, 'bench', 'cliente' || g || '@prueba.hn', 'Cliente ' || g,
              'Recibo de su abono ' || g, '<p>Gracias por su abono número ' || g || '.</p>',
              'Gracias por su abono número ' || g || '.', '<bench' || g || '@tienda.hn>'
       from generate_series(1, $1::int) g`,
      [EMAILS],
    );
    for (;;) {
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from outbox_emails where status = 'sent'",
      );
      if (Number(rows[0]!.n) >= EMAILS) break;
      if (performance.now() - started > 300_000) throw new Error(`mail: only ${rows[0]!.n} sent in 300 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    printTable("mail, PostgreSQL, health before the send", health, [["health", health]]);
    report("mail emails through SMTP", {
      emails: EMAILS,
      per_s: EMAILS / seconds,
      received: received(),
      health_req_s: health.perSecond,
      database: "postgresql",
    });
  });
}

/** bench/sales.ts's scenario with customers that have an email: abono receipts on or off. */
async function salesWithMail(smtpUrl: string | null, on: boolean): Promise<void> {
  const env: Record<string, string> = smtpUrl ? { SMTP_URL: smtpUrl } : { MAIL_ENABLED: "false" };
  await withServer(env, process.env.BENCH_MAIL_SALES_PORT ?? "3606", async (base, db) => {
    // The watches sold by count, stocked up as the sales bench's twin does (not those kept by serial).
    const products = await stockUp(base);
    const origin = base;
    const cookies = await signInStaff(origin, STAFF);
    const health = await measure({ url: `${base}/api/health`, connections: STAFF, duration: DURATION_S });
    const params: SalesLoadParams = { origin, cookies, products, customerEmail: true };
    const sales = await measure({
      url: base,
      connections: STAFF,
      duration: DURATION_S,
      scenario: { module: "bench/sales-load.ts", params },
    });
    const sale = sales.steps["register-sale"]!;
    const payment = sales.steps["register-payment"]!;
    const label = on ? "mail on" : "mail off";
    printTable(`sales with abono receipt email ${label}, PostgreSQL, ${STAFF} staff sessions`, health, [
      ["health", health],
      ["register-sale", { ...sale, errors: sales.errors }],
      ["register-payment", payment],
    ]);
    const queued = await db.query<{ n: string }>(
      "select count(*) as n from outbox_emails where template like 'abono%'",
    );
    report(`mail sales ${label}`, {
      pairs_per_s: (payment.responses - payment.non2xx) / sales.seconds,
      receipts_queued: Number(queued.rows[0]!.n),
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMail();
