import { type Db, openDatabase } from "../../src/server/db/client";
import type { TestApp } from "./test-app";

/**
 * The test app's database as a second server instance would reach it: on PostgreSQL a pool of
 * its own (other connections, so row locks and SKIP LOCKED really meet); on PGlite, which one
 * process holds through one connection, the same handle, so two jobs run together interleave
 * transaction by transaction.
 */
export async function secondInstanceDb(t: TestApp): Promise<{ db: Db; close(): Promise<void> }> {
  const database = t.ctx.database;
  if (database.kind === "pglite") return { db: database.db, close: async () => {} };
  const other = await openDatabase({ url: database.url });
  return { db: other.db, close: () => other.close() };
}
