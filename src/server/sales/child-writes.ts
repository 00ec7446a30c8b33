import type { AuthoredHistoryEntry } from "../../domain/sales/sale-record";
import type { Tx } from "../db/client";
import { saleHistory } from "./schema";

/** The rows of a sale's history entries, as a new sale and a saved one both write them. */

export function historyInsert(
  tx: Tx,
  saleId: string,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
) {
  return tx.insert(saleHistory).values(
    history.map((h) => ({
      saleId,
      event: h.event,
      user: h.user,
      userId: h.userId ?? actorUserId,
      timestamp: new Date(h.timestamp),
      details: h.details,
    })),
  );
}
