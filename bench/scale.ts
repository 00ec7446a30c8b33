import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addShopDays } from "../src/domain/reports/reports";
import { signInOverHttp } from "../tests/support/sign-in";
import { shopToday } from "./filled-demo-shop";
import { type LoadResult, measure, printTable, report, startServer, target } from "./lib";
import { type KeptShop, keptShop } from "./shop/kept-shop";
import { SCALES, type Scale } from "./shop/plan";

/** One screen's request: what a person opens, searches or filters, or downloads (`csv`). */
interface Probe {
  name: string;
  path: string;
  csv?: boolean;
}

/**
 * What the back office asks of the shop: every list with its search and filters, every report
 * and dashboard, the biggest customer's statement, the serial lookup, and every CSV export.
 */
export function probesOf(shop: KeptShop): Probe[] {
  const today = shopToday();
  const month = `from=${today.slice(0, 8)}01&to=${today}`;
  const year = `from=${addShopDays(today, -364)}&to=${today}`;
  const statement = `/api/customers/${shop.facts.biggestCustomerId}/statement`;
  return [
    { name: "Órdenes", path: "/api/sales" },
    { name: "Órdenes, search by name", path: "/api/sales?q=l%C3%B3pez" },
    { name: "Órdenes, Abonado this month", path: `/api/sales?status=Abonado&${month}` },
    { name: "Órdenes, pending balance", path: "/api/sales?pending=yes" },
    { name: "Inventario", path: "/api/inventory" },
    { name: "Inventario, search", path: "/api/inventory?q=presage" },
    { name: "Inventario, low stock by price", path: "/api/inventory?stock=low&sort=price&dir=desc" },
    { name: "Inventario, brand", path: "/api/inventory?brand=Seiko" },
    { name: "Inventario, movements this month", path: `/api/inventory/movements?${month}` },
    { name: "Serial lookup", path: `/api/inventory/serials/${shop.facts.serial}` },
    { name: "Clientes", path: "/api/customers" },
    { name: "Clientes, search", path: "/api/customers?q=l%C3%B3pez" },
    { name: "Compras Web", path: "/api/web-purchases" },
    { name: "Cobros con tarjeta", path: "/api/card-payments" },
    { name: "Servicio, open", path: "/api/service-orders" },
    { name: "Servicio, search all", path: "/api/service-orders?view=all&q=seiko" },
    { name: "Servicio, uncollected", path: "/api/service-orders?view=uncollected" },
    { name: "Facturas", path: "/api/invoices" },
    { name: "Facturas, notas de crédito", path: "/api/invoices?kind=nota_credito" },
    { name: "Facturas, search", path: "/api/invoices?q=00000012" },
    { name: "Caja, sessions", path: "/api/cash-drawer/sessions" },
    { name: "Caja, dashboard", path: "/api/cash-drawer/dashboard" },
    { name: "Dashboard", path: "/api/reports/dashboard" },
    { name: "Reportes › Ventas (month)", path: `/api/reports/sales?${month}` },
    { name: "Reportes › Ventas (year by week)", path: `/api/reports/sales?${year}&grain=week` },
    { name: "Reportes › Flujo de caja (month)", path: `/api/reports/cash-flow?${month}` },
    { name: "Reportes › Flujo de caja (year by month)", path: `/api/reports/cash-flow?${year}&grain=month` },
    { name: "Reportes › Vendedores (month)", path: `/api/reports/sellers?${month}` },
    { name: "Reportes › Productos (month)", path: `/api/reports/products?${month}` },
    { name: "Reportes › Tarjetas (month)", path: `/api/reports/cards?${month}` },
    { name: "Reportes › Por cobrar", path: `/api/reports/receivable?asOf=${today}` },
    { name: "Reportes › Cobranza", path: "/api/reports/collections" },
    { name: "Reportes › Inventario", path: "/api/reports/inventory" },
    { name: "Reportes › Servicio (year)", path: `/api/reports/services?${year}` },
    { name: "Tarjetas, stats", path: "/api/card-payments/stats" },
    { name: "Statement, biggest customer (year)", path: `${statement}?${year}` },
    { name: "Statement PDF, biggest customer (month)", path: `${statement}.pdf?${month}` },
    { name: "CSV Órdenes", path: "/api/sales/export.csv", csv: true },
    { name: "CSV Por cobrar", path: `/api/reports/receivable/export.csv?asOf=${today}`, csv: true },
    { name: "CSV Cobranza", path: "/api/reports/collections/export.csv", csv: true },
    { name: "CSV Ventas (year by day)", path: `/api/reports/sales/export.csv?${year}&grain=day`, csv: true },
    { name: "CSV Facturas", path: "/api/invoices/export.csv", csv: true },
    { name: "CSV movements (month)", path: `/api/inventory/movements.csv?${month}`, csv: true },
    { name: "CSV Caja sessions", path: "/api/cash-drawer/sessions.csv", csv: true },
    { name: "CSV Servicio (year)", path: `/api/reports/services.csv?${year}`, csv: true },
  ];
}

/**
 * `BENCH_SCALE_PROBES=<regex>` measures only the probes whose name matches (a fix's before and
 * after); the summary then compares those. Unset, every probe.
 */
const only = process.env.BENCH_SCALE_PROBES ? new RegExp(process.env.BENCH_SCALE_PROBES, "u") : null;
const chosen = (probe: Probe) => !only || only.test(probe.name);

/** Each list, report and export on one shop: p95 at 10 connections (a CSV: one at a time). */
async function measureShop(shop: KeptShop, port: string): Promise<Map<string, LoadResult>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tienda-bench-scale-${shop.plan.scale}x-`));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: port,
    DATABASE_URL: shop.url,
    SEED_DEMO: "false",
  });
  const results = new Map<string, LoadResult>();
  try {
    const base = server.url.replace("127.0.0.1", "localhost");
    const cookie = await signInOverHttp(base, "admin@demo.hn");
    const headers = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
    results.set("health", await measure({ url: `${base}/api/health`, duration: 3 }));
    for (const probe of probesOf(shop).filter(chosen)) {
      // A request that fails would measure an error page: each must answer 200 first.
      const first = await fetch(`${base}${probe.path}`, { headers });
      if (first.status !== 200) throw new Error(`${probe.name}: ${first.status} ${await first.text()}`);
      results.set(
        probe.name,
        await measure({ url: `${base}${probe.path}`, headers, duration: 3, connections: probe.csv ? 1 : 10 }),
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * The shop at 1× and at 10× (bench/shop: built once, kept in PostgreSQL): every screen's p95 at
 * each scale beside /api/health in the same run, and the growth as a ratio. Targets at 10×: every
 * screen under 100 ms p95 at 10 connections, every CSV under 1 s.
 */
export async function benchScale(): Promise<void> {
  const measured = new Map<Scale, Map<string, LoadResult>>();
  for (const scale of SCALES) {
    const shop = await keptShop(scale);
    if (!shop) {
      console.log("scale: skipped (no PostgreSQL)");
      return;
    }
    if (shop.builtSeconds !== null) report(`scale shop ${scale}× built`, { seconds: shop.builtSeconds });
    const results = await measureShop(shop, String(3_710 + scale));
    measured.set(scale, results);
    const { health, ...rest } = Object.fromEntries(results);
    printTable(
      `scale ${scale}× (${shop.plan.sales} sales, ${shop.plan.products} products, ${shop.plan.customers} customers)`,
      health!,
      Object.entries(rest),
    );
  }
  const small = measured.get(1)!;
  const large = measured.get(10)!;
  for (const probe of large.keys()) {
    if (probe === "health") continue;
    const [one, ten] = [small.get(probe)!, large.get(probe)!];
    report(`scale ${probe}`, { p95_1x_ms: one.p95, p95_10x_ms: ten.p95, growth: ten.p95 / one.p95 });
  }
  report("scale health", { p95_1x_ms: small.get("health")!.p95, p95_10x_ms: large.get("health")!.p95 });
  for (const [name, figures] of large) {
    if (name === "health") continue;
    if (name.startsWith("CSV")) target(`${name} p95 at 10×, one at a time`, figures.p95, "<", 1_000, "ms");
    else target(`${name} p95 at 10×, 10 connections`, figures.p95, "<", 100, "ms");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
