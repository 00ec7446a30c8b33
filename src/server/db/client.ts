import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { withBeforeCommit } from "./before-commit";
import { lockDataDir } from "./data-dir-lock";
import { PipelinedClient } from "./pipeline";

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
/**
 * The database as services use it: tables are imported from their owner's schema.ts, so the
 * client carries no schema of its own (no relational `db.query`; the platform names no table).
 */
type NoSchema = Record<string, never>;
export type Db = PgDatabase<RowsResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Tx = PgTransaction<RowsResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
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

/** The connection pool's state now (PostgreSQL); read at scrape time by the metrics feature. */
export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted. */
  waiting: number;
  max: number;
}

interface Connection {
  db: Db;
  listen: Listen;
  /** The pool's state; null for the embedded database, which has one connection and no pool. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

/**
 * The open database. PGlite also hands out its drizzle database under the driver's own type,
 * which PGlite's migrator asks for (Db is the shape both drivers share).
 */
export type Database = Connection &
  (
    | { kind: "pglite"; url: null; pglite: PgliteDatabase & { $client: PGlite } }
    | {
        kind: "postgres";
        /** The PostgreSQL connection string. */
        url: string;
      }
  );

/**
 * Embedded PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL at `url`.
 * `pgliteImage` starts an in-memory PGlite from a data directory dumped earlier (`dumpDataDir`)
 * instead of running initdb: the tests start one database per file from a migrated image.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  pgliteImage?: Blob;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null, opts.pgliteImage);
}

async function openPglite(dataDir: string | null, image: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  // One process per data directory (data-dir-lock.ts); released on close, taken over after a crash.
  let unlock: (() => Promise<void>) | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(dir);
  }
  const client = await openPgliteClient(dir, image).catch(async (error: unknown) => {
    await unlock?.();
    throw error;
  });
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const pglite = withBeforeCommit(drizzlePglite(client, { casing: "snake_case" }));
  return {
    db: pglite,
    pglite,
    kind: "pglite",
    url: null,
    poolUse: () => null,
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

/**
 * A new data directory is created by a child process; memory settings for a small shop (pglite-memory.ts).
 * PGlite and its drizzle driver are imported only here: a server on PostgreSQL never loads them
 * (docs/decisions/0213).
 */
async function openPgliteClient(dir: string | undefined, image: Blob | undefined): Promise<PGlite> {
  const { initialiseDataDirInChild, pgliteExtensions, pgliteStartParams } = await import("./pglite-memory");
  const { PGlite } = await import("@electric-sql/pglite");
  if (dir) await initialiseDataDirInChild(dir);
  return PGlite.create(dir, {
    startParams: pgliteStartParams(PGlite.defaultStartParams),
    extensions: pgliteExtensions,
    ...(image ? { loadDataDir: image } : {}),
  });
}

/** Connections the server drops (restart, failover, a test dropping its database) must not crash us. */
const CONNECTION_LOST = new Set(["57P01", "57P02", "57P03", "ECONNRESET"]);
function onConnectionError(error: Error & { code?: string }) {
  if (!CONNECTION_LOST.has(error.code ?? "")) console.error("PostgreSQL connection error", error);
}

async function openPostgres(url: string): Promise<Database> {
  // A connection attempt to a host that stopped answering fails after 5 s instead of hanging the
  // request (it then answers 503, src/server/db/connection-errors.ts).
  const max = 10;
  // Each connection pipelines (db/pipeline.ts): a transaction's statements that do not wait for
  // one another share a round trip (docs/decisions/0254).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    Client: PipelinedClient,
    // No JIT compilation (docs/decisions/0256): it costs 100–300 ms a statement once a report's
    // estimate crosses its threshold, more than the statement itself takes at ten times our data.
    options: "-c jit=off",
  });
  // An idle pooled connection that dies emits 'error' on the pool; unhandled, it would end the
  // process. The pool simply opens a new connection on next use.
  pool.on("error", onConnectionError);
  const db: Db = withBeforeCommit(drizzlePg(pool, { casing: "snake_case" }), true);
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    url,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
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
