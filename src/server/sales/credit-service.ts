import { and, eq, ne, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { saleStatus } from "../../contracts/sales/sales";
import type { CreditRefundInput, CreditTarget } from "../../contracts/sales/sales-credit";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { refundCredit, transferCredit } from "../../domain/sales/credit";
import { creditMsg } from "../../domain/sales/messages-credit";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { hasPendingBalance } from "../../domain/sales/totals";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import { AppError, notFound } from "../http/errors";
import { actorOf } from "./actor";
import { assertCreditNotHeld } from "./credit-holds";
import { orRefuse } from "./domain-result";
import { loadSale } from "./load-sale";
import { fromDomain, mutateSale, mutateSaleIn, type SaleAuthor } from "./mutate";
import { sales } from "./schema";

/** The same customer: the same customer record, or the same customer account. */
function sameCustomer(a: SaleRecord, b: SaleRecord): boolean {
  return (
    (a.customerId !== null && a.customerId === b.customerId) ||
    (a.customerUserId !== null && a.customerUserId === b.customerUserId)
  );
}

/**
 * A traspaso on this sale and a "saldo a favor" payment on the other, in the caller's transaction:
 * both rows are locked in id order first, so two transfers between the same sales in opposite
 * directions queue instead of deadlocking.
 */
export async function transferCreditIn(
  tx: Tx,
  id: string,
  user: SaleAuthor,
  input: { amount: number; toSaleId: string; version?: number },
) {
  for (const locked of [id, input.toSaleId].sort()) {
    await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, locked)).for("update");
  }
  const [from, target] = await Promise.all([loadSale(tx, id), loadSale(tx, input.toSaleId)]);
  if (!from || !target) throw notFound(msg.orderNotFound);
  if (from.id !== target.id && !sameCustomer(from, target)) {
    throw new AppError("domain_rule", creditMsg.targetOtherCustomer);
  }
  // What a waiting web order keeps of this customer's credit is not the admin's to move (0251).
  await assertCreditNotHeld(tx, from, input.amount);
  const actor = actorOf(user);
  const both = orRefuse(
    transferCredit(
      from,
      target,
      { amount: input.amount, paymentId: newId(), date: actor.now },
      actor,
      orderNumber,
    ),
  );
  // The rows are locked and were just read: each mutation writes what the rule decided.
  const notice = creditMsg.creditApplied(formatMoney(input.amount), orderNumber(target.id));
  const moved = await mutateSaleIn(tx, id, user, input.version, (current) => ({
    record: { ...current, ...both.from.sale },
    history: both.from.history,
    notices: [notice],
  }));
  await mutateSaleIn(tx, target.id, user, undefined, (current) => ({
    record: { ...current, ...both.to.sale },
    history: both.to.history,
    notices: [],
  }));
  return moved;
}

/**
 * Admins' operations on a customer's credit (docs/decisions/0251) and on what a cancelled sale
 * kept (0161). Each is one transaction on locked rows, through mutateSale like every dialog write.
 */
export const saleCredit = {
  refund: (db: Db, id: string, user: SessionUser, input: CreditRefundInput) =>
    mutateSale(db, id, user, input.version, async (sale, actor, tx) => {
      await assertCreditNotHeld(tx, sale, input.amount);
      const change = fromDomain(
        sale,
        refundCredit(sale, input.amount, actor, { method: input.method, date: input.date }),
      );
      return { ...change, notices: [creditMsg.creditRefunded(formatMoney(input.amount))] };
    }),

  /**
   * A traspaso on this sale and a "saldo a favor" payment on the other, in one transaction: both
   * rows are locked in id order first, so two transfers between the same sales in opposite
   * directions queue instead of deadlocking.
   */
  transfer: (
    db: Db,
    id: string,
    user: SessionUser,
    input: { amount: number; toSaleId: string; version?: number },
  ) => db.transaction((tx) => transferCreditIn(tx, id, user, input)),

  /** The customer's other sales that still owe something, for the dialog's "Aplicar a otra orden". */
  targets: async (db: Db, id: string): Promise<CreditTarget[]> => {
    const sale = await loadSale(db, id);
    if (!sale) throw notFound(msg.orderNotFound);
    const same = [
      sale.customerId ? eq(sales.customerId, sale.customerId) : undefined,
      sale.customerUserId ? eq(sales.customerUserId, sale.customerUserId) : undefined,
    ].filter((c) => c !== undefined);
    if (!same.length) return [];
    const rows = await db
      .select({
        id: sales.id,
        status: sales.status,
        // The domain's balanceDue, restated for the list: total − extra discount − paid, never below 0.
        balance: sql<number>`greatest(0, ${sales.total} - ${sales.extraDiscountAmount} - ${sales.amountPaid})::int`,
      })
      .from(sales)
      .where(and(ne(sales.id, id), or(...same)))
      .orderBy(sales.saleDate);
    return rows
      .filter((r) => hasPendingBalance({ status: saleStatus.parse(r.status), balance: r.balance }))
      .map((r) => ({ id: r.id, orderNumber: orderNumber(r.id), balance: r.balance }));
  },
};
