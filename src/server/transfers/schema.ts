import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { TransferDeclaration } from "../../contracts/transfers/transfers";
import { users } from "../auth/schema";
import type { DbOrTx } from "../db/client";
import { at, createdAt, id, money } from "../db/schema/columns";

/**
 * A bank transfer somebody declared: the buyer of a web order (into which of the store's
 * accounts, the bank's reference, the day, and the comprobante if attached) or staff registering
 * an abono by transfer. `orderId` is the web purchase's id, which its sale keeps after conversion.
 * The unique index on (account_key, reference_key) is the last word on "one use per reference":
 * two declarations racing with the same reference cannot both commit.
 */
export const transferDeclarations = pgTable(
  "transfer_declarations",
  {
    id: id(),
    orderId: text().notNull(),
    /** The payment (its id in the money journal) this transfer backs; null for a web order's declaration. */
    paymentId: text(),
    /** The payment was recorded by the bank statement's confirmation (a web order's), not typed by staff. */
    paidByConfirmation: boolean().notNull().default(false),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    /** domain accountKey(accountNumber). */
    accountKey: text().notNull(),
    reference: text().notNull(),
    /** domain referenceKey(reference). */
    referenceKey: text().notNull(),
    paidOn: date({ mode: "string" }).notNull(),
    amount: money(),
    /** Storage key of the comprobante (a re-encoded WebP or the PDF as sent), private. */
    proofKey: text(),
    proofType: text(),
    proofBytes: integer(),
    declaredBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    verifiedAt: at(),
    verifiedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("transfer_declarations_reference_idx").on(t.accountKey, t.referenceKey),
    // One open declaration per order at a time: a later one (a converted order's balance) may
    // follow once the earlier is verified or paid.
    uniqueIndex("transfer_declarations_order_idx")
      .on(t.orderId)
      .where(sql`${t.paymentId} is null and ${t.verifiedAt} is null`),
    index("transfer_declarations_payment_idx").on(t.paymentId),
    check("transfer_declarations_amount_nonnegative", sql`${t.amount} >= 0`),
    check(
      "transfer_declarations_proof_type",
      sql`${t.proofType} is null or ${t.proofType} in ('image/webp', 'application/pdf')`,
    ),
    check("transfer_declarations_reference_key_nonempty", sql`length(${t.referenceKey}) > 0`),
  ],
);

type Row = typeof transferDeclarations.$inferSelect;

/** A declaration as the API shows it (staff's screens, the buyer's result page). */
export function toDeclaration(row: Row): TransferDeclaration {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentId: row.paymentId,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    reference: row.reference,
    paidOn: row.paidOn,
    amount: row.amount,
    proofType: row.proofType,
    declaredAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

/**
 * The web orders' own declarations (not their abonos'), by order id, the newest when a converted
 * order's balance was declared after the first. Here, beside the table, so Compras Web, Mis
 * Compras and the result page read them without depending on the transfers feature.
 */
export async function orderDeclarations(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, TransferDeclaration>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(transferDeclarations)
    .where(and(isNull(transferDeclarations.paymentId), inArray(transferDeclarations.orderId, [...orderIds])))
    .orderBy(asc(transferDeclarations.createdAt));
  return new Map(rows.map((r) => [r.orderId, toDeclaration(r)]));
}

/**
 * Converting a web purchase is staff's word that its transfer arrived: the order's declaration
 * (if any) is marked verified by them, and the buyer can no longer change it.
 */
export async function verifyOrderDeclaration(tx: DbOrTx, orderId: string, userId: string): Promise<void> {
  await tx
    .update(transferDeclarations)
    .set({ verifiedAt: new Date(), verifiedBy: userId })
    .where(
      and(
        eq(transferDeclarations.orderId, orderId),
        isNull(transferDeclarations.paymentId),
        isNull(transferDeclarations.verifiedAt),
      ),
    );
}

/** A deleted web purchase no longer holds the reference its buyer declared: the declaration goes with it. */
export async function dropOrderDeclaration(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .delete(transferDeclarations)
    .where(and(eq(transferDeclarations.orderId, orderId), isNull(transferDeclarations.paymentId)));
}
