import { eq } from "drizzle-orm";
import type { SaleRecord } from "../../domain/sales/sale-record";
import type { DbOrTx } from "../db/client";
import { loadSale } from "./load-sale";
import { sales } from "./schema";

/**
 * The sale an order id names: the sale itself, or the sale a web purchase of that id became
 * (the first two steps of the order lookup, docs/product/operations.md; checkout's order lookup
 * goes on to web purchases and card orders).
 */
export async function findSaleByOrderId(db: DbOrTx, id: string): Promise<SaleRecord | null> {
  const direct = await loadSale(db, id);
  if (direct) return direct;
  const [converted] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(eq(sales.originalUnregisteredId, id));
  return converted ? loadSale(db, converted.id) : null;
}
