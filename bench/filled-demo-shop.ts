import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { ADMIN_URL, freshDatabase, startServer } from "./lib";

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
  const dataDir = await mkdtemp(path.join(tmpdir(), `tienda-bench-${opts.name}-pglite-`));
  try {
    const first = await startServer({ DATA_DIR: dataDir, PORT: opts.pglitePort, SEED_DEMO: "true" });
    await first.stop();
    const lite = new PGlite(path.join(dataDir, "pglite"));
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
