import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { initialiseDataDirInChild, PGLITE_START_PARAMS } from "./pglite-memory";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
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

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection string (null for PGlite). */
  url: string | null;
  listen: Listen;
  close(): Promise<void>;
}

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
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
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
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
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
