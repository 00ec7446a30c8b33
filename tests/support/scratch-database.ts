import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made for one test or benchmark run, dropped by it at the end. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<random>` on the server of `adminUrl` (a connection string to any database
 * there, usually TEST_DATABASE_URL). Throws when PostgreSQL does not answer within 3 s.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The same, or null when there is no `adminUrl` or PostgreSQL does not answer: the caller then
 * runs on PGlite only, so a machine without PostgreSQL still runs it.
 */
export async function scratchDatabaseIfAvailable(
  adminUrl: string | undefined,
  prefix: string,
): Promise<ScratchDatabase | null> {
  if (!adminUrl) return null;
  return createScratchDatabase(adminUrl, prefix).catch(() => null);
}
