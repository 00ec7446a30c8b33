import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteExtensions } from "../src/server/db/pglite-memory";
import { ADMIN_URL, freshDatabase, startServer } from "./lib";

/** Today on the shop's calendar (UTC−6, no daylight saving), as the reports' query strings take it. */
export const shopToday = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * The money history of the bench sales `bench000…001` to `sales` (inserted by the caller's fill),
 * as journal entries: `perSale` partial payments five days apart from the sale's date, and for one sale in 20 a
 * refund and the history line of its cancellation 25 days after the sale. Then `analyze`.
 */
export const paymentsFill = (sales: number, perSale: number) => `
insert into money_entries (id, subject_id, kind, amount, date, recorded_by, payment_id, payment_type, method, operation)
select 'benchp' || lpad((g * 10 + k)::text, 14, '0'), 'bench' || lpad(g::text, 15, '0'), 'received', 50000,
  now() - ((g % 400) || ' days')::interval + (k * 5 || ' days')::interval, 'Bench',
  'benchp' || lpad((g * 10 + k)::text, 14, '0'), 'partial',
  (array['efectivo','transferencia','tarjeta'])[1 + (g + k) % 3], 'Bench'
from generate_series(1, ${sales}) g, generate_series(1, ${perSale}) k;
insert into money_entries (id, subject_id, kind, amount, date, recorded_by, method, operation)
select 'benchr' || lpad(g::text, 14, '0'), 'bench' || lpad(g::text, 15, '0'), 'refunded', 200000,
  now() - ((g % 400) || ' days')::interval + interval '25 days', 'Bench', 'efectivo', 'Bench'
from generate_series(20, ${sales}, 20) g;
insert into sale_history (id, sale_id, event, "user", details, timestamp)
select 'benchh' || lpad(g::text, 14, '0'), 'bench' || lpad(g::text, 15, '0'), 'Actualización de Venta', 'Bench',
  'Estado: Abonado → Cancelado.', now() - ((g % 400) || ' days')::interval + interval '25 days'
from generate_series(20, ${sales}, 20) g;
analyze;`;

export type DatabaseLabel = "PostgreSQL" | "PGlite";

/**
 * Runs `measure` against the demo shop grown by `fill` (one SQL script), on PostgreSQL when it
 * answers and then on PGlite, each behind a server of its own (`base` is its same-origin URL).
 * PGlite's data directory is filled while its server is down (one process holds a data directory):
 * a first start seeds it, the fill runs, and the server starts again.
 */
export async function onFilledDemoShop(
  opts: { name: string; fill: string; postgresPort: string; pglitePort: string },
  measure: (label: DatabaseLabel, base: string) => Promise<void>,
): Promise<void> {
  const database = await freshDatabase();
  if (!database) console.log(`${opts.name} (PostgreSQL): skipped (no PostgreSQL at ${ADMIN_URL})`);
  else {
    const dataDir = await mkdtemp(path.join(tmpdir(), `tienda-bench-${opts.name}-`));
    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: opts.postgresPort,
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
    });
    try {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query(opts.fill);
      await c.end();
      await measure("PostgreSQL", server.url.replace("127.0.0.1", "localhost"));
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }
  // BENCH_POSTGRES_ONLY=true: the PostgreSQL half alone (a quicker run when only its figures are wanted).
  if (process.env.BENCH_POSTGRES_ONLY === "true") return;
  const dataDir = await mkdtemp(path.join(tmpdir(), `tienda-bench-${opts.name}-pglite-`));
  try {
    const first = await startServer({ DATA_DIR: dataDir, PORT: opts.pglitePort, SEED_DEMO: "true" });
    await first.stop();
    const lite = new PGlite(path.join(dataDir, "pglite"), { extensions: pgliteExtensions });
    await lite.exec(opts.fill);
    await lite.close();
    const server = await startServer({ DATA_DIR: dataDir, PORT: opts.pglitePort, SEED_DEMO: "true" });
    try {
      await measure("PGlite", server.url.replace("127.0.0.1", "localhost"));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
