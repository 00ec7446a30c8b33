import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshDatabase, type LoadResult, measure, printTable, report, rssMb, startServer } from "./lib";

/**
 * Public catalog API against /api/health in the same run: 10 connections,
 * 5 s each, on the embedded database and then on PostgreSQL when it answers. The catalogue's
 * answers are cached until a live event (docs/decisions/0140); the rows measure that steady state.
 */
export async function benchCatalog(): Promise<void> {
  await benchCatalogOn("pglite", {});
  const database = await freshDatabase();
  if (!database) {
    console.log("catalog-api on PostgreSQL: skipped (set TEST_DATABASE_URL)");
    return;
  }
  try {
    await benchCatalogOn("postgres", { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

async function benchCatalogOn(kind: string, env: Record<string, string>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-catalog-"));
  const server = await startServer({ DATA_DIR: dataDir, PORT: "3602", SEED_DEMO: "true", ...env });
  try {
    // Chromium's Accept-Encoding: the catalog JSON (~6 KB) is then compressed per response.
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const first = (await (await fetch(`${server.url}/api/catalog?pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    const targets: [string, string, Record<string, string>?][] = [
      ["health", "/api/health"],
      ["catalog", "/api/catalog"],
      ["catalog_compressed", "/api/catalog", browser],
      ["catalog_filtered", "/api/catalog?onOffer=true&inStock=true&sort=price_asc&q=a"],
      ["product", `/api/catalog/${first.items[0]!.id}`],
      ["home_html", "/", browser],
    ];
    await new Promise((r) => setTimeout(r, 3_000));
    const idle = await rssMb(server.process.pid!);
    const rows: Array<[string, LoadResult]> = [];
    let underLoad = 0;
    for (const [name, url, headers] of targets) {
      const measured = measure({ url: `${server.url}${url}`, headers, connections: 10, duration: 5 });
      // Sampled in the middle of the catalogue's measured window.
      if (name === "catalog")
        setTimeout(async () => {
          underLoad = await rssMb(server.process.pid!);
        }, 3_500);
      rows.push([name, await measured]);
    }
    printTable(`catalog-api on ${kind}`, rows[0]![1], rows);
    report(`catalog-api on ${kind} server memory`, { rss_idle_mb: idle, rss_under_load_mb: underLoad });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCatalog();
