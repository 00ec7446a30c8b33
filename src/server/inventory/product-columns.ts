import { sql } from "drizzle-orm";
import { products } from "../products/schema";

/** The product's own low-stock threshold (the product editor sets it; null = the store's). */
export function ownThreshold(row: { lowStockThreshold: number | null }): number | null {
  return row.lowStockThreshold;
}

/** SQL of the same threshold, for the low-stock filter. */
export const ownThresholdSql = sql<number | null>`${products.lowStockThreshold}`;

/** A deleted (archived) product leaves the inventory; its movements stay. */
export const notArchived = sql`${products.archivedAt} is null`;
