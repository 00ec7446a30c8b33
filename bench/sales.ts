import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import {
  ADMIN_URL,
  cpuSnapshot,
  databaseTransport,
  freshDatabase,
  type LoadResult,
  measure,
  printTable,
  report,
  startServer,
  target,
} from "./lib";
import { nodeVersion, productionNode } from "./production-node";
import type { SalesLoadParams } from "./sales-load";

/** Connections of the sale+abono load, each its own staff session (bench/two-instances.ts splits them). */
export const STAFF = 10;
export const DURATION_S = 8;

/** `count` sessions of the demo's admin, signed in at `origin`: the load's staff. */
export function signInStaff(origin: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${origin}/api/auth/sign-in/email`, {
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
}

/** Sale+abono pairs per second of a sales-load run: the abonos the server accepted. */
export function pairsPerSecond(load: LoadResult): number {
  const payment = load.steps["register-payment"]!;
  return (payment.responses - payment.non2xx) / load.seconds;
}

/**
 * Registering a sale and a payment: 10 staff sessions, each connection registering
 * a one-watch sale and then an abono on it, for 8 s, on PostgreSQL, beside /api/health on the
 * same server. Both go through the real HTTP API: auth, validation, row locks, stock movements,
 * history and live events.
 */
export async function benchSales(): Promise<void> {
  const database = await freshDatabase();
  if (!database) {
    console.log(`sales: skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-sales-"));
  // The runtime production runs (the Docker image's Node 24): CPU per request differs by version.
  const node = productionNode();
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      PORT: process.env.BENCH_SALES_PORT ?? "3603",
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
    },
    { node },
  );
  // Same host as BASE_URL: the API refuses a state-changing request from another origin.
  const origin = server.url.replace("127.0.0.1", "localhost");
  const base = origin;
  try {
    // Plenty of stock, so the figures measure the work of a sale, not refusals.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query("update products set quantity = 1000000");
    // Watches kept by serial number are sold by their serial (docs/decisions/0247): this load sells by count.
    const products = (
      await db.query<{ id: string }>("select id from products where not serialized order by id")
    ).rows.map((r) => r.id);
    await db.end();

    const cookies = await signInStaff(origin, STAFF);
    const health = await measure({ url: `${base}/api/health`, connections: STAFF, duration: DURATION_S });
    // Every new customer has an email, so each abono queues its receipt (the outbox on), as the
    // sale path's target asks; BENCH_SALES_EMAIL=false leaves customers without one.
    const customerEmail = process.env.BENCH_SALES_EMAIL !== "false";
    const params: SalesLoadParams = { origin, cookies, products, customerEmail };
    const databaseName = new URL(database.url).pathname.slice(1);
    const cpuBefore = await cpuSnapshot(server.process, databaseName);
    const sales = await measure({
      url: base,
      connections: STAFF,
      duration: DURATION_S,
      scenario: { module: "bench/sales-load.ts", params },
    });
    const cpuAfter = await cpuSnapshot(server.process, databaseName);
    const sale = sales.steps["register-sale"]!;
    const payment = sales.steps["register-payment"]!;
    printTable(
      `sales, PostgreSQL, ${STAFF} staff sessions${customerEmail ? ", abono receipts queued" : ""}`,
      health,
      [
        ["health", health],
        ["register-sale", { ...sale, errors: sales.errors }],
        ["register-payment", payment],
      ],
    );
    const pairRate = pairsPerSecond(sales);
    report("sales sale+payment", {
      staff: STAFF,
      pairs_per_s: pairRate,
      database: "postgresql",
      server_node: nodeVersion(node),
      database_via: databaseTransport(),
    });
    // CPU per pair over the whole scenario run (its 1 s warm-up included, as are its pairs).
    const pairs = (payment.responses * (sales.seconds + 1)) / sales.seconds;
    const cpu = {
      server_ms: (cpuAfter.server - cpuBefore.server) / pairs,
      postgres_ms: (cpuAfter.postgres - cpuBefore.postgres) / pairs,
      postgres_own_db_ms: (cpuAfter.postgresDb - cpuBefore.postgresDb) / pairs,
      // The load generator's (autocannon) in the measured window: on 2 cores, what the three
      // together use per pair bounds the rate (2,000 ms a second ÷ their sum).
      load_generator_ms: sales.loadCpuMs / payment.responses,
    };
    report("sales CPU per sale+payment", cpu);
    // PostgreSQL's own limit on this host, for scale: pgbench's TPC-B-like transaction (five
    // statements, each its own round trip) from 10 clients, on the same database, right after.
    const pgbenchTps = await pgbench(database.url, STAFF, DURATION_S);
    if (pgbenchTps !== null)
      report("sales beside pgbench", {
        pgbench_tpcb_tps: pgbenchTps,
        pgbench_transactions_per_pair: pgbenchTps / pairRate,
      });
    if (customerEmail) {
      target("sale + abono pairs per second", pairRate, "≥", 250, "/s");
      target("sale + abono: server CPU per pair", cpu.server_ms, "≤", 3.5, "ms");
      target("sale + abono: PostgreSQL CPU per pair", cpu.postgres_own_db_ms, "≤", 3, "ms");
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * pgbench's transactions per second on `url` (its tables made in that database, scale 1), or null
 * when pgbench is not installed.
 */
async function pgbench(url: string, clients: number, seconds: number): Promise<number | null> {
  const run = promisify(execFile);
  try {
    await run("pgbench", ["-i", "-s", "1", "-q", url]);
    const { stdout } = await run("pgbench", [
      "-M",
      "prepared",
      "-c",
      String(clients),
      "-j",
      "2",
      "-T",
      String(seconds),
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    return tps ? Number(tps[1]) : null;
  } catch (error) {
    console.log(`sales: pgbench skipped (${(error as Error).message.split("\n")[0]})`);
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSales();
