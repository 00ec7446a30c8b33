import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ProductHolds } from "../../domain/products/product";
import type { Tx } from "../db/client";
import { FeatureHook } from "../hooks";

/**
 * What still holds a product about to be archived, each feature built on products answering
 * from its own records (open sales, card orders awaiting payment, web purchases awaiting
 * conversion). Asked with the product's row locked; the parts are summed and judged by the
 * domain's checkProductDeletion.
 */
export const productHolds = new FeatureHook<[tx: Tx, productId: string], Partial<ProductHolds>>(
  "what still holds this product",
);

/** Every feature's holds on a product, added up. */
export async function holdsOn(tx: Tx, productId: string): Promise<ProductHolds> {
  const total: ProductHolds = { openSaleNumbers: [], pendingCardOrders: 0, webPurchasesAwaiting: 0 };
  for (const part of await productHolds.ask(tx, productId)) {
    total.openSaleNumbers.push(...(part.openSaleNumbers ?? []));
    total.pendingCardOrders += part.pendingCardOrders ?? 0;
    total.webPurchasesAwaiting += part.webPurchasesAwaiting ?? 0;
  }
  return total;
}

/** A product just created, with the stock it opens with, and who created it. */
export interface NewProduct {
  id: string;
  name: string;
  quantity: number;
  /** A serialized product's opening units, one serial each; null for a product not kept by serial. */
  serials: string[] | null;
}

/**
 * Told, in the creating transaction, that a product exists with its opening stock: the
 * inventory, built on products, writes the opening 'ingreso' there so its ledger starts where
 * the stock does.
 */
export const productCreated = new FeatureHook<
  [tx: Tx, product: NewProduct, author: { userId: string; userName: string }, note: string],
  void
>("a product was created with its opening stock");

/** Whether a JSON array of order items (as card orders and web purchases store them) holds the product. */
export const itemsHoldProduct = (items: SQLWrapper, productId: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${items}) e where e->>'productId' = ${productId})`;
