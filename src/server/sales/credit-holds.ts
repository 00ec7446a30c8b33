import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { TOLERANCE } from "../../domain/kernel/money";
import { type CreditSource, checkCreditNotHeld, spendableCredit } from "../../domain/sales/credit-spend";
import { availableToReturn, creditBalance } from "../../domain/sales/sale-ledger";
import type { SaleRecord } from "../../domain/sales/sale-record";
import type { Db, Tx } from "../db/client";
import { orRefuse } from "./domain-result";
import { creditSql } from "./list-service";
import { creditHolds, sales } from "./schema";

/**
 * Spending saldo a favor on a new sale (docs/decisions/0251): at the counter (admins) and at web
 * checkout. The credit stays on the sales it came from until it is spent; each part of a spend is
 * a traspaso (0251), and a web order waiting for its payment keeps its part in `credit_holds`.
 */

/** Whose credit: the customer record, the customer account, or both (the same customer, 0251). */
export interface CreditOwner {
  customerId: string | null;
  userId: string | null;
}

function ownedBy(owner: CreditOwner) {
  const same = [
    owner.customerId ? eq(sales.customerId, owner.customerId) : undefined,
    owner.userId ? eq(sales.customerUserId, owner.userId) : undefined,
  ].filter((c) => c !== undefined);
  return same.length ? or(...same) : undefined;
}

/**
 * The owner's sales with saldo a favor, oldest first. `lock` takes their rows first (id order, as
 * every traspaso does), so two spends of one customer's credit queue instead of both reading it.
 */
export async function creditSources(
  db: Db | Tx,
  owner: CreditOwner,
  options: { lock?: boolean; except?: string } = {},
): Promise<CreditSource[]> {
  const owned = ownedBy(owner);
  if (!owned) return [];
  const where = options.except ? and(owned, ne(sales.id, options.except)) : owned;
  if (options.lock) {
    await db.select({ id: sales.id }).from(sales).where(where).orderBy(asc(sales.id)).for("update");
  }
  const rows = await db
    .select({ saleId: sales.id, credit: sql<number>`(${creditSql})::bigint` })
    .from(sales)
    .where(and(where, sql`${creditSql} > ${TOLERANCE}`))
    .orderBy(asc(sales.saleDate), asc(sales.id));
  return rows.map((r) => ({ saleId: r.saleId, credit: Number(r.credit) }));
}

/** What the account's waiting web orders keep of its credit. */
export async function heldCredit(db: Db | Tx, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${creditHolds.amount}), 0)::bigint` })
    .from(creditHolds)
    .where(eq(creditHolds.customerUserId, userId));
  return Number(row?.held ?? 0);
}

/** The credit the owner may spend now: their saldo a favor less what waiting orders hold. */
export async function availableCredit(db: Db | Tx, owner: CreditOwner): Promise<number> {
  const [sources, held] = await Promise.all([creditSources(db, owner), heldCredit(db, owner.userId)]);
  return spendableCredit(sources, held);
}

/** The credit an order holds (0 when none), read in the caller's transaction. */
export async function creditHeldBy(db: Db | Tx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ amount: creditHolds.amount })
    .from(creditHolds)
    .where(eq(creditHolds.orderId, orderId));
  return row?.amount ?? 0;
}

/** The order failed, expired or was deleted: its credit is free again. */
export async function releaseCreditHold(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(creditHolds).where(eq(creditHolds.orderId, orderId));
}

/**
 * An admin's refund or traspaso of one sale's credit leaves what waiting web orders hold of the
 * customer's (read in the caller's transaction, the sale's row locked).
 */
export async function assertCreditNotHeld(tx: Tx, sale: SaleRecord, amount: number): Promise<void> {
  const held = await heldCredit(tx, sale.customerUserId);
  if (held <= 0) return;
  const sources = await creditSources(tx, { customerId: sale.customerId, userId: sale.customerUserId });
  const notCredit = availableToReturn(sale) - creditBalance(sale);
  orRefuse(checkCreditNotHeld(amount, sources, held, notCredit));
}
