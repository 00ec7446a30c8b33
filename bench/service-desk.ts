import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { signInOverHttp } from "../tests/support/sign-in";
import { freshDatabase, type LoadResult, measure, printTable, startServer, target } from "./lib";
import { fillServiceOrders } from "./shop/fill-desk";

const ORDERS = 2_000;
const DAY = 86_400_000;

/** Tops the demo desk up to 2,000 service orders (bench/shop/fill-desk.ts); server stopped. */
async function fillDesk(dataDir: string, url: string | undefined): Promise<void> {
  const database = await openDatabase({ dataDir, url });
  try {
    await fillServiceOrders(database.db, ORDERS);
  } finally {
    await database.close();
  }
}

/**
 * The service desk with 2,000 orders, on PGlite and then on PostgreSQL when it answers: the desk's
 * list (open, searched, uncollected), an order's page, Órdenes (whose rows now ask the desk which
 * sales are repairs) and Reportes › Servicio over a year, beside /api/health in the same run,
 * 10 connections × 5 s each.
 */
export async function benchServiceDesk(): Promise<void> {
  await benchServiceDeskOn("pglite");
  const database = await freshDatabase();
  if (!database) {
    console.log("service desk on PostgreSQL: skipped (set TEST_DATABASE_URL)");
    return;
  }
  try {
    await benchServiceDeskOn("postgres", database.url);
  } finally {
    await database.drop();
  }
}

async function benchServiceDeskOn(kind: "pglite" | "postgres", url?: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-desk-"));
  const port = process.env.BENCH_DESK_PORT ?? "3605";
  const dbEnv: Record<string, string> = url ? { DATABASE_URL: url } : {};
  try {
    const seeding = await startServer({ ...dbEnv, DATA_DIR: dataDir, PORT: port, SEED_DEMO: "true" });
    await seeding.stop();
    await fillDesk(dataDir, url);
    const server = await startServer({ ...dbEnv, DATA_DIR: dataDir, PORT: port, SEED_DEMO: "false" });
    const origin = server.url.replace("127.0.0.1", "localhost");
    try {
      const cookie = await signInOverHttp(origin, "admin@demo.hn");
      const headers = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
      const all = (await (await fetch(`${origin}/api/service-orders?view=all`, { headers })).json()) as {
        total: number;
        rows: { id: string }[];
      };
      if (all.total < ORDERS) throw new Error(`only ${all.total} service orders`);
      const year = `from=${new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`;
      const targets: [string, string][] = [
        ["health", "/api/health"],
        ["desk_open", "/api/service-orders"],
        ["desk_search", "/api/service-orders?view=all&q=seiko&minAgeDays=30"],
        ["desk_uncollected", "/api/service-orders?view=uncollected"],
        ["desk_order", `/api/service-orders/${all.rows[0]!.id}`],
        ["orders_page", "/api/sales"],
        ["service_report_year", `/api/reports/services?${year}`],
      ];
      const rows: Array<[string, LoadResult]> = [];
      for (const [name, target] of targets) {
        rows.push([
          name,
          await measure({
            url: `${server.url}${target}`,
            headers: name === "health" ? {} : headers,
            connections: 10,
            duration: 5,
          }),
        ]);
      }
      printTable(`service-desk ${kind} (${all.total} orders)`, rows[0]![1], rows);
      // The targets are production's database: PGlite serves one query at a time, so 10
      // connections queue there and its figures show the queue, not the work.
      if (kind === "postgres")
        for (const [name, result] of rows.slice(1))
          target(`${name} p95, ${kind}`, result.p95, "≤", 100, "ms");
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServiceDesk();
