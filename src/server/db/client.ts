import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { withBeforeCommit } from "./before-commit";
import { lockDataDir } from "./data-dir-lock";
import { initialiseDataDirInChild, PGLITE_START_PARAMS } from "./pglite-memory";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * What a raw `execute` resolves to on both drivers: node-postgres' QueryResult and PGlite's
 * Results each carry the rows as `rows`, so a raw query's rows are typed without naming the driver.
 */
export interface RowsResult<T> {
  rows: T[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
export type Db = PgDatabase<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: services accept both so they compose. */
export type DbOrTx = Db | Tx;

/**
 * LISTEN on a channel; returns the function that stops listening. `onListening(false)` says the
 * connection was lost (notifications sent meanwhile are missed), `onListening(true)` that it is back.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onListening?: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

interface Connection {
  db: Db;
  listen: Listen;
  close(): Promise<void>;
}

/**
 * The open database. PGlite also hands out its drizzle database under the driver's own type,
 * which PGlite's migrator asks for (Db is the shape both drivers share).
 */
export type Database = Connection &
  (
    | { kind: "pglite"; url: null; pglite: PgliteDatabase<Schema> }
    | {
        kind: "postgres";
        /** The PostgreSQL connection string. */
        url: string;
      }
  );

/** Embedded PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL at `url`. */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  // One process per data directory (data-dir-lock.ts); released on close, taken over after a crash.
  let unlock: (() => Promise<void>) | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(dir);
  }
  const client = await openPgliteClient(dir).catch(async (error: unknown) => {
    await unlock?.();
    throw error;
  });
  const pglite = withBeforeCommit(drizzlePglite(client, { schema, casing: "snake_case" }));
  return {
    db: pglite,
    pglite,
    kind: "pglite",
    url: null,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    close: async () => {
      await client.close();
      await unlock?.();
    },
  };
}

/** A new data directory is created by a child process; memory settings for a small shop (pglite-memory.ts). */
async function openPgliteClient(dir: string | undefined): Promise<PGlite> {
  if (dir) await initialiseDataDirInChild(dir);
  return PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
}

/** Connections the server drops (restart, failover, a test dropping its database) must not crash us. */
const CONNECTION_LOST = new Set(["57P01", "57P02", "57P03", "ECONNRESET"]);
function onConnectionError(error: Error & { code?: string }) {
  if (!CONNECTION_LOST.has(error.code ?? "")) console.error("PostgreSQL connection error", error);
}

async function openPostgres(url: string): Promise<Database> {
  // A connection attempt to a host that stopped answering fails after 5 s instead of hanging the
  // request (it then answers 503, src/server/db/connection-errors.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle pooled connection that dies emits 'error' on the pool; unhandled, it would end the
  // process. The pool simply opens a new connection on next use.
  pool.on("error", onConnectionError);
  const db: Db = withBeforeCommit(drizzlePg(pool, { schema, casing: "snake_case" }));
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    url,
    listen: async (channel, onPayload, onListening) => {
      const stop = await listenForever(url, channel, onPayload, onListening);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection holds the LISTEN (a pooled one cannot). If it is lost, it is opened
 * again after a second, so live updates resume by themselves after a database restart.
 */
async function listenForever(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListening?: (listening: boolean) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleRetry);
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("error", onConnectionError);
    next.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    next.on("end", () => {
      if (client === next) onListening?.(false);
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    const reconnected = client !== null;
    client = next;
    if (reconnected) onListening?.(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
