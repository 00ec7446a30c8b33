import { and, eq } from "drizzle-orm";
import { cardPaymentNotifications } from "../card-payments/schema";
import type { Db } from "../db/client";
import { releaseCardOrder } from "./card-order";

/** The gateway could not even open its page: give the units back at once instead of in 15 minutes. */
export async function releaseCardOrderNow(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(cardPaymentNotifications)
      .where(
        and(
          eq(cardPaymentNotifications.orderId, orderId),
          eq(cardPaymentNotifications.status, "pending_payment"),
        ),
      )
      .for("update");
    if (order) await releaseCardOrder(tx, order, "failed");
  });
}
