import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Registry } from "prom-client";
import { httpMetrics } from "../src/server/metrics/http-metrics";
import { type LoadResult, measure, printTable, report, startServer } from "./lib";

const TOKEN = "bench-metrics-token-0123456789abcdef0123";

/**
 * What the metrics cost a request (docs/decisions/0210): the same server (PGlite, demo data)
 * without METRICS_TOKEN and with it, health and the catalogue each beside its own health row, a
 * scrape of /metrics under load, and, in this process, the request hook's own work timed over a
 * million calls (the load figures on a shared machine move more than the hook costs).
 */
export async function benchMetrics(): Promise<void> {
  for (const [label, env] of [
    ["off", { METRICS_TOKEN: "" }],
    ["on", { METRICS_TOKEN: TOKEN }],
  ] as const) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-metrics-"));
    const server = await startServer({ DATA_DIR: dataDir, PORT: "3604", SEED_DEMO: "true", ...env });
    try {
      const targets: [string, string, Record<string, string>?][] = [
        ["health", "/api/health"],
        ["catalog", "/api/catalog"],
      ];
      if (label === "on") targets.push(["metrics_scrape", "/metrics", { authorization: `Bearer ${TOKEN}` }]);
      const rows: Array<[string, LoadResult]> = [];
      for (const [name, url, headers] of targets)
        rows.push([
          name,
          await measure({ url: `${server.url}${url}`, headers, connections: 10, duration: 5 }),
        ]);
      printTable(`metrics ${label}`, rows[0]![1], rows);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  // The hook's work per request: a route seen before, as in steady state.
  const record = httpMetrics(new Registry());
  const routes = ["/api/health", "/api/catalog", "/api/catalog/:id", "/api/sales/:id", undefined];
  const calls = 1_000_000;
  for (let i = 0; i < 10_000; i++) record("GET", routes[i % 5], 200, 1.5);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) record("GET", routes[i % 5], i % 50 ? 200 : 404, 1.5);
  const ns = Number(process.hrtime.bigint() - started) / calls;
  report("metrics request hook (in process)", { ns_per_request: Math.round(ns) });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMetrics();
