import type { DbOrTx } from "../db/client";
import { FeatureHook } from "../hooks";

/**
 * How many records of a feature built on shipping name each of these locations (sales ship to
 * them), by location id; a location missing from the map has none. Staff's list shows the count,
 * and a location some record names is deactivated instead of deleted.
 */
export const shippingLocationUses = new FeatureHook<
  [db: DbOrTx, locationIds: readonly string[]],
  ReadonlyMap<string, number>
>("how many records name these shipping locations");

/** The uses of every location asked about, summed over the features that answer. */
export async function usesOf(db: DbOrTx, locationIds: readonly string[]): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  if (locationIds.length === 0) return total;
  for (const answer of await shippingLocationUses.ask(db, locationIds))
    for (const [id, n] of answer) total.set(id, (total.get(id) ?? 0) + n);
  return total;
}
