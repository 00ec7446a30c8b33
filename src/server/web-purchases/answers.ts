import { eq, sql } from "drizzle-orm";
import type { ProductHolds } from "../../domain/products/product";
import type { DbOrTx, Tx } from "../db/client";
import { itemsHoldProduct, productHolds } from "../products";
import { type PendingWebOrder, pendingWebOrder } from "../transfers";
import { unregisteredPurchases } from "./schema";

/** The web order awaiting its transfer, locked: what a buyer's declaration checks and pays. */
async function lockPendingWebOrder(tx: DbOrTx, id: string): Promise<PendingWebOrder | null> {
  const [row] = await tx
    .select({
      customerUserId: unregisteredPurchases.customerUserId,
      ownerTokenHash: unregisteredPurchases.ownerTokenHash,
      createdAt: unregisteredPurchases.createdAt,
      total: unregisteredPurchases.total,
    })
    .from(unregisteredPurchases)
    .where(eq(unregisteredPurchases.id, id))
    .for("update");
  return row ?? null;
}

/** Web purchases awaiting conversion with a line of this product. */
async function webPurchasesHolding(tx: Tx, productId: string): Promise<Partial<ProductHolds>> {
  const [web] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(unregisteredPurchases)
    .where(itemsHoldProduct(sql`coalesce(${unregisteredPurchases.order}->'items', '[]'::jsonb)`, productId));
  return { webPurchasesAwaiting: web?.n ?? 0 };
}

/** Web purchases' answers to the hooks of the features below it. */
export function answerHooks(): void {
  pendingWebOrder.answer("web-purchases", lockPendingWebOrder);
  productHolds.answer("web-purchases", webPurchasesHolding);
}
