import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database } from "./client";

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");
/** Arbitrary constant: several instances starting together migrate one at a time. */
const MIGRATION_LOCK = 727_001;

export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(database.pglite, { migrationsFolder });
    return;
  }
  // The advisory lock is held by one session, so the migration runs on that same connection.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
