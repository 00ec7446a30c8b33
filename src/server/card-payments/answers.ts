import { and, eq, sql } from "drizzle-orm";
import type { ProductHolds } from "../../domain/products/product";
import type { Tx } from "../db/client";
import { itemsHoldProduct, productHolds } from "../products";
import { cardPaymentNotifications } from "./schema";

/** Card orders still awaiting their payment with a line of this product. */
async function pendingCardOrdersHolding(tx: Tx, productId: string): Promise<Partial<ProductHolds>> {
  const [card] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(cardPaymentNotifications)
    .where(
      and(
        eq(cardPaymentNotifications.status, "pending_payment"),
        itemsHoldProduct(cardPaymentNotifications.items, productId),
      ),
    );
  return { pendingCardOrders: card?.n ?? 0 };
}

/** Card payments' answers to the hooks of the features below it. */
export function answerHooks(): void {
  productHolds.answer("card-payments", pendingCardOrdersHolding);
}
