import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { DEMO_PRODUCTS } from "../src/server/demo/catalog-data";
import { checkData } from "../src/server/import";
import type { CheckoutLoadParams } from "./checkout-load";
import {
  ADMIN_URL,
  cpuSnapshot,
  databaseTransport,
  freshDatabase,
  measure,
  printTable,
  report,
  startServer,
  target,
} from "./lib";
import { productionNode } from "./production-node";

const PHONES = 10;
const DURATION_S = 8;
/** Units added to each watch first, so the figures measure checkouts, not sold-out refusals. */
const STOCK = 1_000_000;

async function json<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Gives every catalogue watch STOCK more units through the inventory API (an 'ingreso' movement
 * each, so the invariant checker's movements = stock holds afterwards) and returns their ids.
 */
export async function stockUp(origin: string): Promise<string[]> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "admin@demo.hn", password: "demo1234" }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const all = await json<{ items: { id: string; name: string }[] }>(
    await fetch(`${origin}/api/catalog?pageSize=48`),
    "catalogue",
  );
  // The demo's watches kept by serial take one serial per unit received: the bench buys the others.
  const serialized = new Set(DEMO_PRODUCTS.filter((p) => p.serialized).map((p) => p.name));
  const catalog = { items: all.items.filter((p) => !serialized.has(p.name)) };
  for (const { id } of catalog.items) {
    await json(
      await fetch(`${origin}/api/inventory/products/${id}/stock-increase`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify({ amount: STOCK, notes: "Banco de pruebas" }),
      }),
      "stock increase",
    );
  }
  return catalog.items.map((p) => p.id);
}

/**
 * After the load, straight from the database: no watch below zero, units still reserved, how the
 * card orders ended, and the invariant checker's verdict (every watch's movements add up to its
 * stock; every sale's amount paid follows its payments: docs/decisions/0114).
 */
async function stockCheck(databaseUrl: string): Promise<void> {
  const checked = await openDatabase({ url: databaseUrl });
  const verdict = await checkData(checked.db).finally(() => checked.close());
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stock = await db.query<{ products: string; oversold: string; min: number; reserved: string }>(
      `select count(*) as products, count(*) filter (where quantity < 0) as oversold,
              min(quantity) as min, sum(in_progress_stock) as reserved from products`,
    );
    const orders = await db.query<{ status: string; n: string }>(
      "select status, count(*) as n from card_payment_notifications group by status order by status",
    );
    const s = stock.rows[0]!;
    report("checkout stock afterwards (SQL)", {
      products: Number(s.products),
      "quantity < 0": Number(s.oversold),
      min_quantity: s.min,
      units_reserved: Number(s.reserved),
      card_orders: orders.rows.map((r) => `${r.status}:${r.n}`).join(" "),
      check_data: verdict.ok ? "ok" : `${verdict.violations.length} violations`,
      oversold: Number(s.oversold) === 0 ? "no" : "YES",
    });
  } finally {
    await db.end();
  }
}

/**
 * Card checkout end to end on the sandbox gateway: 10 connections, each a guest's phone quoting
 * its cart, placing a card order, paying it on the sandbox page (whose signed callback completes
 * the sale) and loading the paid order's result, for 8 s, on PostgreSQL, beside /api/health on
 * the same server; then the stock is checked with SQL.
 */
export async function benchCheckout(): Promise<void> {
  const database = await freshDatabase();
  if (!database) {
    console.log(`checkout: skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-checkout-"));
  // The runtime production runs (the Docker image's Node 24): CPU per request differs by version.
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      PORT: process.env.BENCH_CHECKOUT_PORT ?? "3605",
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
    },
    { node: productionNode() },
  );
  // Same host as BASE_URL: the API refuses a state-changing request from another origin.
  const origin = server.url.replace("127.0.0.1", "localhost");
  try {
    const products = await stockUp(origin);
    const cities = await json<{ id: string }[]>(await fetch(`${origin}/api/shipping-locations`), "cities");
    const params: CheckoutLoadParams = { origin, products, cityId: cities[0]!.id };
    const health = await measure({ url: `${origin}/api/health`, connections: PHONES, duration: DURATION_S });
    const databaseName = new URL(database.url).pathname.slice(1);
    const cpuBefore = await cpuSnapshot(server.process, databaseName);
    const load = await measure({
      url: origin,
      connections: PHONES,
      duration: DURATION_S,
      scenario: { module: "bench/checkout-load.ts", params },
    });
    const cpuAfter = await cpuSnapshot(server.process, databaseName);
    const step = (name: string) => load.steps[name]!;
    const complete = load.complete ?? {
      responses: 0,
      perSecond: 0,
      p50: Number.NaN,
      p95: Number.NaN,
      p99: Number.NaN,
      non2xx: 0,
    };
    printTable(`checkout (card, sandbox gateway), PostgreSQL, ${PHONES} phones`, health, [
      ["health", health],
      ["quote", { ...step("quote"), errors: load.errors }],
      ["place-order", step("place-order")],
      ["sandbox-pay (+ callback)", step("sandbox-pay")],
      ["order-result", step("order-result")],
      ["checkout end to end", complete],
    ]);
    report("checkout end to end", {
      phones: PHONES,
      checkouts_per_s: complete.perSecond,
      checkouts: complete.responses,
      database: "postgresql",
      database_via: databaseTransport(),
    });
    target("card checkouts end to end per second", complete.perSecond, "≥", 200, "/s");
    // CPU per checkout over the whole scenario run (its 1 s warm-up included, as are its checkouts).
    const checkouts = (complete.responses * (load.seconds + 1)) / load.seconds;
    report("checkout CPU per checkout", {
      server_ms: (cpuAfter.server - cpuBefore.server) / checkouts,
      postgres_ms: (cpuAfter.postgres - cpuBefore.postgres) / checkouts,
      postgres_own_db_ms: (cpuAfter.postgresDb - cpuBefore.postgresDb) / checkouts,
    });
    await stockCheck(database.url);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCheckout();
