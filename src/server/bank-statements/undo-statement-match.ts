import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { undoBankConfirmation } from "../../domain/bank-statements/undo-confirmation";
import { PAYMENT_KINDS } from "../../domain/journal/entries";
import { orderNumber } from "../../domain/kernel/roles";
import type { Db, Tx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { moneyEntries, standingEntry } from "../journal";
import { publish } from "../live/bus";
import { findSaleByOrderId, fromDomain, mutateSaleIn, saleChangeGuard } from "../sales";
import { transferDeclarations } from "../transfers/schema";
import { ADMINS } from "./admins-audience";
import { bankStatementLines } from "./schema";

/** A payment of the sale recorded (in the journal) after `paymentId`'s standing entry. */
async function paidLater(tx: Tx, saleId: string, paymentId: string): Promise<boolean> {
  const [confirmed] = await tx
    .select({ at: moneyEntries.createdAt })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.paymentId, paymentId), isNull(moneyEntries.reverses)))
    .orderBy(moneyEntries.createdAt)
    .limit(1);
  if (!confirmed) return false;
  const later = await tx
    .select({ id: moneyEntries.id })
    .from(moneyEntries)
    .where(
      and(
        eq(moneyEntries.subjectId, saleId),
        inArray(moneyEntries.kind, [...PAYMENT_KINDS]),
        ne(moneyEntries.paymentId, paymentId),
        gt(moneyEntries.createdAt, confirmed.at),
        standingEntry("money_entries"),
      ),
    )
    .limit(1);
  return later.length > 0;
}

/**
 * An admin takes back a statement confirmation (docs/decisions/0245), in one transaction holding
 * the line's, the declaration's and the sale's locks: the payment a web order's confirmation
 * recorded is reversed in the journal (refused once the sale has an invoice or a later payment),
 * the declaration waits for the bank again, the line is free, and the sale's history says so.
 */
export async function undoMatch(db: Db, lineId: string, user: SessionUser) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for("update");
    if (!line) throw notFound(m.lineNotFound);
    if (!line.declarationId) throw new AppError("conflict", m.lineNotMatched);
    const [d] = await tx
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, line.declarationId))
      .for("update");
    const sale = d ? await findSaleByOrderId(tx, d.orderId) : null;
    if (!d || !sale) throw new AppError("conflict", m.lineNotMatched);
    // A web order's confirmation recorded its payment; an abono's only verified what staff typed.
    const recordedByConfirmation = d.paidByConfirmation ? d.paymentId : null;
    if (recordedByConfirmation) await saleChangeGuard.ask(tx, sale.id, "unconfirm");
    const laterPayment = recordedByConfirmation
      ? await paidLater(tx, sale.id, recordedByConfirmation)
      : false;
    await mutateSaleIn(tx, sale.id, user, undefined, (locked, actor) =>
      fromDomain(
        locked,
        undoBankConfirmation(
          locked,
          { paymentId: recordedByConfirmation, reference: d.reference, amount: line.credit, laterPayment },
          actor,
        ),
      ),
    );
    await tx
      .update(transferDeclarations)
      .set({
        verifiedAt: null,
        verifiedBy: null,
        ...(recordedByConfirmation ? { paymentId: null, paidByConfirmation: false } : {}),
      })
      .where(eq(transferDeclarations.id, d.id));
    await tx
      .update(bankStatementLines)
      .set({ declarationId: null, matchedAt: null, matchedBy: null })
      .where(eq(bankStatementLines.id, line.id));
    await publish(tx, { topic: "unregistered_purchases", id: d.orderId, audience: ADMINS });
    const number = orderNumber(d.orderId);
    return { message: m.undone(number), orderNumber: number, saleId: sale.id };
  });
}
