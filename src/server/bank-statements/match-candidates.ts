import { and, asc, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DeclaredTransfer, StatementCredit } from "../../domain/bank-statements/bank-statements";
import { TRANSFER_METHOD } from "../../domain/transfers/transfers";
import type { DbOrTx } from "../db/client";
import { journalPayments } from "../journal";
import { sales } from "../sales/schema";
import { transferDeclarations } from "../transfers/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { bankStatementLines } from "./schema";

/**
 * Matching: the declared transfers still waiting for the bank and the credits no declaration holds
 * yet, as the reconciliation, the confirmation and Compras Web's filter read them.
 */

export type OpenDeclaration = DeclaredTransfer & {
  kind: "web-order" | "abono";
  orderId: string;
  customerName: string | null;
  reference: string;
};

/** The sale a declaration's order is (a converted web order keeps its id; a sale's balance declared by its buyer). */
const converted = alias(sales, "converted_sale");

/**
 * Declared transfers still waiting for the bank: a buyer's (for their web order still in Compras
 * Web, or for what their sale still owes — a converted order's balance, also after a confirmation
 * was undone) and an abono's whose payment still exists and is still a transfer, none verified.
 */
export async function openDeclarations(db: DbOrTx, key?: string): Promise<OpenDeclaration[]> {
  const rows = await db
    .select({
      d: transferDeclarations,
      purchaseName: unregisteredPurchases.customerName,
      convertedName: converted.customerName,
      saleName: sales.customerName,
      abonoAmount: journalPayments.amount,
    })
    .from(transferDeclarations)
    .leftJoin(
      unregisteredPurchases,
      and(isNull(transferDeclarations.paymentId), eq(unregisteredPurchases.id, transferDeclarations.orderId)),
    )
    .leftJoin(
      converted,
      and(
        isNull(transferDeclarations.paymentId),
        eq(converted.originalUnregisteredId, transferDeclarations.orderId),
      ),
    )
    .leftJoin(journalPayments, eq(journalPayments.id, transferDeclarations.paymentId))
    .leftJoin(
      sales,
      and(isNotNull(transferDeclarations.paymentId), eq(sales.id, transferDeclarations.orderId)),
    )
    .where(
      and(
        isNull(transferDeclarations.verifiedAt),
        key ? eq(transferDeclarations.accountKey, key) : undefined,
        or(
          and(
            isNull(transferDeclarations.paymentId),
            or(isNotNull(unregisteredPurchases.id), isNotNull(converted.id)),
          ),
          // An abono edited into cash or card since is no longer a transfer to back.
          and(isNotNull(transferDeclarations.paymentId), eq(journalPayments.method, TRANSFER_METHOD)),
        ),
      ),
    )
    .orderBy(asc(transferDeclarations.paidOn), asc(transferDeclarations.id));
  return rows.map(({ d, purchaseName, convertedName, saleName, abonoAmount }) => ({
    id: d.id,
    accountKey: d.accountKey,
    paidOn: d.paidOn,
    // An abono's amount may have been edited since it was declared: the bank must back what it says now.
    amount: abonoAmount ?? d.amount,
    referenceKey: d.referenceKey,
    kind: d.paymentId ? "abono" : "web-order",
    orderId: d.orderId,
    customerName: (d.paymentId ? saleName : (purchaseName ?? convertedName)) || null,
    reference: d.reference,
  }));
}

export async function unmatchedCredits(db: DbOrTx, key?: string) {
  return db
    .select()
    .from(bankStatementLines)
    .where(
      and(
        key ? eq(bankStatementLines.accountKey, key) : undefined,
        isNull(bankStatementLines.declarationId),
        gt(bankStatementLines.credit, 0),
      ),
    );
}

export type LineRow = typeof bankStatementLines.$inferSelect;

export const asCredit = (l: LineRow): StatementCredit => ({
  id: l.id,
  accountKey: l.accountKey,
  date: l.bookedOn,
  amount: l.credit,
  reference: l.reference,
  description: l.description,
});
