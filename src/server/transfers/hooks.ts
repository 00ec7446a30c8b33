import type { DbOrTx } from "../db/client";
import { FeatureHook } from "../hooks";

/** What a transfer declaration needs of the web order it pays: who owns it, when it was placed, its total. */
export interface PendingWebOrder {
  customerUserId: string | null;
  ownerTokenHash: string | null;
  createdAt: Date;
  total: number;
}

/**
 * The web order awaiting its transfer with this id, locked for the declaring transaction, or
 * null. Answered by web purchases, which owns those orders and sits above transfers (it verifies
 * and drops their declarations).
 */
export const pendingWebOrder = new FeatureHook<[tx: DbOrTx, orderId: string], PendingWebOrder | null>(
  "the pending web order a transfer pays",
);
