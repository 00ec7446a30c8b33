import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { newId } from "../src/server/db/ids";
import { inventoryMovements } from "../src/server/inventory/schema";
import { products } from "../src/server/products/schema";
import { signInOverHttp } from "../tests/support/sign-in";
import { launchChromium } from "./browser";
import { freshDatabase, type LoadResult, measure, printTable, report, startServer, target } from "./lib";

const PRODUCTS = 2_000;
const BRANDS = [
  "Aurum",
  "Copán",
  "Cronos",
  "Halcón",
  "Nautika",
  "Vértice",
  "Orient",
  "Seiko",
  "Casio",
  "Citizen",
];

/** Tops the demo catalogue up to 2,000 products (each with its opening 'ingreso'), server stopped. */
async function fillCatalogue(dataDir: string, url: string | undefined): Promise<void> {
  const database = await openDatabase({ dataDir, url });
  try {
    const existing = await database.db.$count(products);
    const rows = Array.from({ length: PRODUCTS - existing }, (_, i) => ({
      id: newId(),
      name: `Reloj de prueba ${String(i + 1).padStart(4, "0")}`,
      brand: BRANDS[i % BRANDS.length]!,
      quantity: i % 17,
      inProgressStock: i % 3,
      totalSold: i % 11,
      salePrice: 150_000 + (i % 50) * 10_000,
      promoPrice: i % 7 === 0 ? 140_000 : null,
      isPublic: i % 5 !== 0,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      await database.db.insert(products).values(batch);
      await database.db.insert(inventoryMovements).values(
        batch
          .filter((p) => p.quantity > 0)
          .map((p) => ({
            productId: p.id,
            productName: p.name,
            type: "ingreso",
            quantityChange: p.quantity,
            stockBefore: 0,
            stockAfter: p.quantity,
            userName: "Benchmark",
          })),
      );
    }
  } finally {
    await database.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Inventario with 2,000 products, on PGlite and then on PostgreSQL when it answers: the list API
 * (first page, and a filtered, sorted one) beside /api/health in the same run, 10 connections ×
 * 5 s each (autocannon in its own process); then, on PGlite, the table's render time in Chromium:
 * navigation to its last row painted, median of 5 cold loads.
 */
export async function benchInventory(): Promise<void> {
  await benchInventoryOn("pglite");
  const database = await freshDatabase();
  if (!database) {
    console.log("inventory on PostgreSQL: skipped (set TEST_DATABASE_URL)");
    return;
  }
  try {
    await benchInventoryOn("postgres", database.url);
  } finally {
    await database.drop();
  }
}

export async function benchInventoryOn(kind: "pglite" | "postgres", url?: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-inventory-"));
  const port = process.env.BENCH_INVENTORY_PORT ?? "3604";
  const dbEnv: Record<string, string> = url ? { DATABASE_URL: url } : {};
  try {
    const seeding = await startServer({ ...dbEnv, DATA_DIR: dataDir, PORT: port, SEED_DEMO: "true" });
    await seeding.stop();
    await fillCatalogue(dataDir, url);
    const server = await startServer({ ...dbEnv, DATA_DIR: dataDir, PORT: port, SEED_DEMO: "false" });
    const origin = server.url.replace("127.0.0.1", "localhost");
    try {
      const cookie = await signInOverHttp(origin, "admin@demo.hn");
      const headers = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
      const first = (await (await fetch(`${origin}/api/inventory?pageSize=1`, { headers })).json()) as {
        total: number;
      };
      if (first.total < PRODUCTS) throw new Error(`only ${first.total} products`);
      const targets: [string, string][] = [
        ["health", "/api/health"],
        ["inventory_list", "/api/inventory"],
        ["inventory_filtered", "/api/inventory?q=reloj&stock=low&sort=quantity&dir=desc&brand=Casio"],
        ["inventory_last_page", "/api/inventory?page=40&sort=totalSold&dir=desc"],
        ["movements", "/api/inventory/movements"],
      ];
      const rows: Array<[string, LoadResult]> = [];
      for (const [name, url] of targets) {
        rows.push([
          name,
          await measure({
            url: `${server.url}${url}`,
            headers: name === "health" ? {} : headers,
            connections: 10,
            duration: 5,
          }),
        ]);
      }
      printTable(`inventory-api ${kind} (${first.total} products)`, rows[0]![1], rows);
      const [health, list] = [rows[0]![1], rows[1]![1]];
      target(`inventory list ÷ health, ${kind}`, list.perSecond / health.perSecond, "≥", 0.3, "");
      if (kind === "postgres") return;

      const browser = await launchChromium();
      try {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await context.addCookies(
            cookie.split("; ").map((pair) => {
              const at = pair.indexOf("=");
              return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
            }),
          );
          const page = await context.newPage();
          const start = performance.now();
          await page.goto(`${origin}/admin/inventory`, { waitUntil: "commit" });
          await page.waitForFunction(
            () => document.querySelectorAll('[data-testid="inventory-row"]').length >= 50,
            undefined,
            { polling: "raf", timeout: 30_000 },
          );
          // The frame after the rows are in the DOM is the one that paints them.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          times.push(performance.now() - start);
          await context.close();
        }
        report("inventory-table (Chromium, 1280×900, 50 of 2,000 rows)", {
          render_to_last_row_ms_median: median(times),
          runs: times.map((t) => Math.round(t)).join("/"),
        });
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchInventory();
