import { eq } from "drizzle-orm";
import { planCreditSpend } from "../../domain/sales/credit-spend";
import type { Tx } from "../db/client";
import { type CreditOwner, creditSources, heldCredit } from "./credit-holds";
import { transferCreditIn } from "./credit-service";
import { orRefuse } from "./domain-result";
import type { SaleAuthor } from "./mutate";
import { creditHolds } from "./schema";

/**
 * Spending saldo a favor on a new sale (docs/decisions/0251): at the counter (admins) and at web
 * checkout. The credit stays on the sales it came from until it is spent; each part of a spend is
 * a traspaso (0251), and a web order waiting for its payment keeps its part in `credit_holds`.
 */

/**
 * Pays `amount` of `toSaleId` with the owner's credit, in the caller's transaction: the sources are
 * locked, the plan leaves what waiting orders hold, and each part is a traspaso from its sale.
 */
export async function spendCreditIn(
  tx: Tx,
  author: SaleAuthor,
  owner: CreditOwner,
  toSaleId: string,
  amount: number,
): Promise<void> {
  const sources = await creditSources(tx, owner, { lock: true, except: toSaleId });
  const parts = orRefuse(planCreditSpend(sources, amount, await heldCredit(tx, owner.userId)));
  for (const part of parts) {
    await transferCreditIn(tx, part.saleId, author, { amount: part.amount, toSaleId });
  }
}

/**
 * A web order keeps `amount` of its buyer's credit while its card or transfer is awaited. Refused
 * (nothing written) when that much is not free.
 */
export async function holdCredit(tx: Tx, orderId: string, userId: string, amount: number): Promise<void> {
  const sources = await creditSources(tx, { customerId: null, userId }, { lock: true });
  orRefuse(planCreditSpend(sources, amount, await heldCredit(tx, userId)));
  await tx.insert(creditHolds).values({ orderId, customerUserId: userId, amount });
}

/**
 * The order became a sale: what it held is spent on it as traspasos, and the hold ends. Returns
 * what was spent. The hold is deleted first, so the plan counts only the other orders' holds.
 */
export async function spendHeldCredit(
  tx: Tx,
  orderId: string,
  saleId: string,
  author: SaleAuthor,
): Promise<number> {
  const [hold] = await tx.delete(creditHolds).where(eq(creditHolds.orderId, orderId)).returning();
  if (!hold) return 0;
  await spendCreditIn(tx, author, { customerId: null, userId: hold.customerUserId }, saleId, hold.amount);
  return hold.amount;
}
