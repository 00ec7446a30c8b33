import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { products } from "./schema";

/**
 * The wholesale prices of these products (docs/decisions/0071), read only when the buyer is a
 * wholesaler: checkout and Registrar Venta price a wholesaler's lines with them (domain `priceFor`).
 */
export async function wholesalePricesOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, number | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, wholesalePrice: products.wholesalePrice })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.wholesalePrice]));
}
