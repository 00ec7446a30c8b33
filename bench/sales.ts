import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { report, startServer } from "./lib";

const STAFF = 10;
const DURATION_MS = 8000;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's, or null when PostgreSQL does not answer. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `tienda_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Registering a sale and a payment (issue 5): 10 staff sessions in parallel, each registering
 * a one-watch sale and then an abono on it, for 8 s, on PostgreSQL. Both go through the real
 * HTTP API: auth, validation, row locks, stock movements, history and live events.
 */
export async function benchSales(): Promise<void> {
  const database = await freshDatabase();
  if (!database) {
    console.log(`sales: skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-sales-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: "3603",
    DATABASE_URL: database.url,
    SEED_DEMO: "true",
  });
  // Same host as BASE_URL: the API refuses a state-changing request from another origin.
  const origin = server.url.replace("127.0.0.1", "localhost");
  const base = origin;
  try {
    // Plenty of stock, so the figures measure the work of a sale, not refusals.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query("update products set quantity = 1000000");
    const products = (await db.query<{ id: string }>("select id from products order by id")).rows.map(
      (r) => r.id,
    );
    await db.end();

    const cookies = await Promise.all(
      Array.from({ length: STAFF }, async () => {
        const res = await fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ email: "admin@demo.hn", password: "demo1234" }),
        });
        return res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
      }),
    );
    const post = async (cookie: string, url: string, body: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { id?: string };
      return { ms: performance.now() - t0, ok: res.status === 200, json };
    };
    const saleMs: number[] = [];
    const payMs: number[] = [];
    let errors = 0;
    const run = async (cookie: string, i: number, until: number, record: boolean) => {
      let n = i;
      while (performance.now() < until) {
        const productId = products[n++ % products.length]!;
        const sale = await post(cookie, "/api/sales", {
          customer: { kind: "new", name: `Cliente banco ${n}`, phone: "9999-0000" },
          items: [{ productId, quantity: 1, price: 100_000 }],
          shipping: { mode: "pickup" },
        });
        if (!sale.ok) {
          if (errors++ === 0) console.log("first refusal:", JSON.stringify(sale.json));
          continue;
        }
        const pay = await post(cookie, `/api/sales/${sale.json.id}/payments`, {
          amount: 40_000,
          date: "2025-06-01",
          type: "partial",
        });
        if (!pay.ok) errors++;
        if (record) {
          saleMs.push(sale.ms);
          payMs.push(pay.ms);
        }
      }
    };
    await Promise.all(cookies.map((c, i) => run(c, i * 7, performance.now() + 1000, false))); // warm-up
    const started = performance.now();
    await Promise.all(cookies.map((c, i) => run(c, i * 7, started + DURATION_MS, true)));
    const seconds = (performance.now() - started) / 1000;
    saleMs.sort((a, b) => a - b);
    payMs.sort((a, b) => a - b);
    report("sales register-sale", {
      staff: STAFF,
      ops_per_s: saleMs.length / seconds,
      p50_ms: pct(saleMs, 50),
      p99_ms: pct(saleMs, 99),
      errors,
    });
    report("sales register-payment", {
      staff: STAFF,
      ops_per_s: payMs.length / seconds,
      p50_ms: pct(payMs, 50),
      p99_ms: pct(payMs, 99),
    });
    report("sales sale+payment", {
      staff: STAFF,
      pairs_per_s: saleMs.length / seconds,
      database: "postgresql",
    });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSales();
