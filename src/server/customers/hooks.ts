import type { Tx } from "../db/client";
import { FeatureHook } from "../hooks";

/**
 * How many records of a feature built on customers name this customer record (sales do): a
 * record some record names is kept, not deleted (docs/decisions/0060). Asked in the deleting
 * transaction, with the customer's row locked.
 */
export const customerUses = new FeatureHook<[tx: Tx, customerId: string], number>(
  "how many records name this customer",
);
