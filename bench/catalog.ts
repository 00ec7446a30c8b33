import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, report, startServer } from "./lib";

const RUN = { connections: 10, durationMs: 5000 };

/** Public catalog API against /api/health in the same run (issue 4): req/s and p99 at 10 connections. */
export async function benchCatalog(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-catalog-"));
  const server = await startServer({ DATA_DIR: dataDir, PORT: "3602" });
  try {
    // Chromium's Accept-Encoding: the catalog JSON (~6 KB) is then compressed per response.
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const targets: [string, string, Record<string, string>?][] = [
      ["health", "/api/health"],
      ["catalog", "/api/catalog"],
      ["catalog_compressed", "/api/catalog", browser],
      ["catalog_filtered", "/api/catalog?onOffer=true&inStock=true&sort=price_asc&q=a"],
      ["product", ""],
    ];
    const first = (await (await fetch(`${server.url}/api/catalog?pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    targets[4]![1] = `/api/catalog/${first.items[0]!.id}`;
    const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, url, headers] of targets) {
      await load(`${server.url}${url}`, { connections: 10, durationMs: 800, headers }); // warm-up
      results[name] = await load(`${server.url}${url}`, { ...RUN, headers });
    }
    const health = results.health!;
    for (const [name] of targets) {
      const r = results[name]!;
      report(`catalog-api ${name}`, {
        req_per_s: r.perSecond,
        p99_ms: r.p99,
        errors: r.errors,
        throughput_vs_health: r.perSecond / health.perSecond,
        p99_vs_health: r.p99 / health.p99,
      });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCatalog();
