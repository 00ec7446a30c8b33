import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSale } from "../src/domain/sales/sale-create";
import { priceSale } from "../src/domain/sales/totals";
import { SERVICE_KINDS, SERVICE_STATES } from "../src/domain/service-orders/states";
import { openDatabase } from "../src/server/db/client";
import { newId } from "../src/server/db/ids";
import { recordNewSale } from "../src/server/sales";
import { serviceOrderEvents, serviceOrders } from "../src/server/service-orders/schema";
import { signInOverHttp } from "../tests/support/sign-in";
import { freshDatabase, type LoadResult, measure, printTable, startServer, target } from "./lib";

const ORDERS = 2_000;
const DAY = 86_400_000;

/**
 * Tops the demo desk up to 2,000 service orders, each with its sale written by the sales' own
 * writer (the record builder and the journal), spread over a year and every state; server stopped.
 */
async function fillDesk(dataDir: string, url: string | undefined): Promise<void> {
  const database = await openDatabase({ dataDir, url });
  try {
    const now = Date.now();
    for (let i = 0; i < ORDERS; i += 100) {
      await database.db.transaction(async (tx) => {
        for (let k = i; k < Math.min(i + 100, ORDERS); k++) {
          const at = new Date(now - (k % 365) * DAY - (k % 24) * 3_600_000);
          const amount = 20_000 + (k % 40) * 5_000;
          const sale = openSale(
            priceSale({
              lines: [],
              shippingCost: 0,
              discountCode: null,
              extraCosts: [{ description: "Servicio (estimado)", amount }],
            }),
            { amount: 0, reason: "" },
            0,
          );
          const saleId = newId();
          await recordNewSale(
            tx,
            {
              source: "service",
              id: saleId,
              sale,
              buyer: {
                customerId: null,
                userId: null,
                name: `Cliente de taller ${k}`,
                email: null,
                phone: `9${String(k).padStart(7, "0")}`,
                accountRole: null,
              },
              shipping: null,
              seller: null,
              saleDate: at.toISOString(),
              createdAt: at.toISOString(),
            },
            [
              {
                event: "Orden de Servicio Recibida",
                user: "Benchmark",
                timestamp: at.toISOString(),
                details: "",
              },
            ],
            null,
          );
          const state = SERVICE_STATES[k % SERVICE_STATES.length]!;
          const [order] = await tx
            .insert(serviceOrders)
            .values({
              saleId,
              claimCode: `B${String(k).padStart(5, "0")}`,
              state,
              kind: SERVICE_KINDS[k % SERVICE_KINDS.length]!,
              brand: ["Seiko", "Casio", "Citizen", "Orient"][k % 4]!,
              model: `Modelo ${k % 50}`,
              serial: k % 3 === 0 ? `BENCH-${k}` : null,
              problem: "No funciona",
              estimatedPrice: amount,
              receivedByName: "Benchmark",
              receivedAt: at,
              readyAt:
                state === "Listo para entregar" || state === "Entregado"
                  ? new Date(at.getTime() + DAY)
                  : null,
              deliveredAt: state === "Entregado" ? new Date(at.getTime() + 2 * DAY) : null,
            })
            .returning({ id: serviceOrders.id });
          await tx.insert(serviceOrderEvents).values({
            serviceOrderId: order!.id,
            state: "Recibido",
            userName: "Benchmark",
            at,
          });
        }
      });
    }
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
