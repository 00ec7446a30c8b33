import { sql } from "drizzle-orm";
import { productImageUrl } from "../gateways/image-storage";
import { productImages, products } from "../products/schema";

/** The product's own low-stock threshold (the product editor sets it; null = the store's). */
export function ownThreshold(row: { lowStockThreshold: number | null }): number | null {
  return row.lowStockThreshold;
}

/** SQL of the same threshold, for the low-stock filter. */
export const ownThresholdSql = sql<number | null>`${products.lowStockThreshold}`;

/** A deleted (archived) product leaves the inventory; its movements stay. */
export const notArchived = sql`${products.archivedAt} is null`;

/**
 * A product's first picture as two columns of a query over `products` (its storage key and its
 * smallest variant's width), so a read of products brings its thumbnails without a second
 * statement (the cart's quote, the sale's product lock).
 */
export const firstPictureColumns = {
  imageKey: sql<string | null>`(select ${productImages.storageKey} from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.position} = 0)`,
  imageWidth: sql<
    number | null
  >`(select min(w) from ${productImages}, unnest(${productImages.variantWidths}) w
    where ${productImages.productId} = ${products.id} and ${productImages.position} = 0)`,
};

/** The thumbnail's address from those columns; null for a product without a picture. */
export function firstPictureUrl(row: { imageKey: string | null; imageWidth: number | null }): string | null {
  // A picture without variants keeps the old answer of Math.min() over none.
  return row.imageKey === null ? null : productImageUrl(row.imageKey, row.imageWidth ?? Math.min());
}
