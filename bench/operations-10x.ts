import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { runImport } from "../src/server/import";
import { signInOverHttp } from "../tests/support/sign-in";
import { generateExport } from "../tests/support/test-export";
import { freshDatabase, measure, printTable, report, rssMb, startServer, target } from "./lib";
import { IDLE_MS, mb, NODE_VERSION, probe, startProbedServer } from "./memory";
import { backupAndRestore } from "./operations-backup";
import { keptShop } from "./shop/kept-shop";

const SALES = 50_000;
const PORT = process.env.BENCH_OPERATIONS_PORT ?? "3650";

/**
 * The old app's export at ten times the import bench's size, into a fresh PostgreSQL database
 * (production's), migrations first as `npm run import` does. The import runs the invariant
 * checker inside its transaction (`check:data`'s checker): its violations are reported.
 */
async function importAtScale(): Promise<void> {
  const scratch = await freshDatabase();
  if (!scratch) {
    console.log("operations 10×: skipped (PostgreSQL does not answer; set TEST_DATABASE_URL)");
    return;
  }
  const database = await openDatabase({ url: scratch.url });
  try {
    await applyMigrations(database);
    // Every sale paid, so the export is clean; its few deliberately bad documents are skipped by design.
    const generated = generateExport({ sales: SALES, paymentsPerSale: 3, everySalePaid: true });
    const started = performance.now();
    const result = await runImport(database.db, generated.data);
    const seconds = (performance.now() - started) / 1000;
    report("operations 10×: import into PostgreSQL", {
      sales: result.counts.sales?.imported ?? 0,
      skipped: result.counts.sales?.skipped ?? 0,
      seconds,
      sales_per_s: (result.counts.sales?.imported ?? 0) / seconds,
      check_violations: result.check.violations.length,
    });
    target(`import ${SALES.toLocaleString("en")} sales`, seconds, "<", 180, "s");
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** The compiled server on the shop as production restarts it: its data already there, no demo seed. */
const shopEnv = (url: string, dataDir: string) => ({
  DATABASE_URL: url,
  SEED_DEMO: "false",
  DATA_DIR: dataDir,
  PORT,
});

/**
 * Three starts on the shop (the median judged: one start on a shared machine is noise), then
 * /api/health on the last one, so the run's figures have the machine's speed beside them.
 */
async function startupOnShop(url: string, dataDir: string): Promise<void> {
  const readyMs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer(shopEnv(url, dataDir));
    readyMs.push(server.readyMs);
    try {
      if (i === 2) {
        const health = await measure({ url: `${server.url}/api/health`, connections: 10, duration: 2 });
        printTable("operations 10×: health of the server started on the 10× shop", health, [
          ["health", health],
        ]);
      }
    } finally {
      await server.stop();
    }
  }
  const median = [...readyMs].sort((a, b) => a - b)[1]!;
  report("operations 10×: start-up on the shop (compiled, PostgreSQL)", {
    median_ms: median,
    starts_ms: readyMs.map((ms) => ms.toFixed(0)).join("/"),
  });
  target("start-up on the 10× shop (median of 3)", median / 1000, "<", 5, "s");
}

/** The lists a back office opens first; each asked a few times, as a morning's first minutes do. */
const LISTS = ["/api/sales", "/api/inventory", "/api/reports/dashboard"];

/**
 * Idle RSS on production's Node after an admin opened Órdenes, Inventario and the dashboard on
 * the shop, as bench/memory.ts measures it (3 s idle, then the probe's figures after a full GC):
 * what the shop's size leaves resident once the answers have been built and sent.
 */
async function memoryOnShop(url: string, dataDir: string): Promise<void> {
  const probeFile = path.join(tmpdir(), `tienda-operations-probe-${process.pid}.json`);
  const server = await startProbedServer(shopEnv(url, dataDir), "compiled", probeFile);
  try {
    const cookie = await signInOverHttp(server.url, "admin@demo.hn", "demo1234");
    let peak = 0;
    for (let round = 0; round < 3; round++)
      for (const list of LISTS) {
        const res = await fetch(`${server.url}${list}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${list} answered ${res.status}`);
        await res.arrayBuffer();
        peak = Math.max(peak, await rssMb(server.process.pid!));
      }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await rssMb(server.process.pid!);
    const p = await probe(server, probeFile);
    report(`operations 10×: memory on the shop after the lists, Node ${NODE_VERSION}`, {
      rss_idle_mb: idle,
      rss_peak_during_lists_mb: peak,
      rss_after_gc_mb: mb(p.rss),
      js_heap_used_mb: mb(p.heapUsed),
      js_heap_total_mb: mb(p.heapTotal),
      external_mb: mb(p.external),
    });
    target(`memory on the 10× shop after the lists, idle, Node ${NODE_VERSION}`, idle, "≤", 200, "MB");
  } finally {
    await server.stop();
    await rm(probeFile, { force: true });
  }
}

/**
 * Operations at ten times the data (bench/README.md): an old export of 50,000 sales imported;
 * then on the kept 10× shop (bench/shop/kept-shop.ts, built on first use) a backup and restore
 * with the project's CLIs, the server's start-up, and its idle memory after the main lists.
 */
export async function benchOperations10x(): Promise<void> {
  await importAtScale();
  const shop = await keptShop(10);
  if (!shop) return;
  await backupAndRestore(shop.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-ops-server-"));
  try {
    await startupOnShop(shop.url, dataDir);
    await memoryOnShop(shop.url, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOperations10x();
