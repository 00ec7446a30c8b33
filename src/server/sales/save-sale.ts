import { msg } from "../../domain/kernel/messages";
import type { HistoryEntry } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import { loadSale, SALE_PARTS } from "./load-sale";
import { fromRow } from "./sale-row";
import { writeSale } from "./write-sale";

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * Saves a changed sale loaded with `forUpdate`. `expectedVersion` (what the person's screen
 * showed) guards against a stale edit: if someone else saved in between, the change is refused
 * with a clear message instead of silently overwriting theirs.
 */
export async function saveSale(
  tx: Tx,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
  expectedVersion?: number,
): Promise<SaleRecord> {
  if (expectedVersion !== undefined && expectedVersion !== after.version)
    throw new AppError("conflict", msg.staleWrite, "version");
  const before = await loadSale(tx, after.id);
  if (!before) throw new Error(`sale ${after.id} vanished inside its own transaction`);
  const { row } = await (await writeSale(tx, before, after, history, actorUserId)).saved;
  return { ...after, version: row.version };
}

/**
 * Saves `after` over `before` (both the same sale, `before` as loadSale read it under the row
 * lock) writing only the parts that changed. `saved` is the sale as loadSale would now read it,
 * with its history: the row comes back from the UPDATE, and the parts written and the history are
 * read in that same statement (the rest cannot have changed while the row is locked). It is
 * answered with the commit on PostgreSQL (db/before-commit.ts sendWithCommit): read it after the
 * transaction, or inside at the cost of a round trip.
 */
export async function saveLockedSale(
  tx: Tx,
  before: SaleRecord,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
): Promise<{ saved: Promise<{ sale: SaleRecord; history: HistoryEntry[] }> }> {
  const { written, saved } = await writeSale(tx, before, after, history, actorUserId, true);
  const reread = SALE_PARTS.filter((part) => written[part]);
  return {
    saved: saved.then(({ row, children }) => ({
      sale: { ...fromRow(row), ...pick(before, SALE_PARTS), ...pick(children, reread) },
      history: children.history,
    })),
  };
}
