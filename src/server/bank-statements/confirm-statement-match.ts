import { and, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { checkConfirmation } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { awayFromCounter } from "../journal";
import { publish } from "../live/bus";
import { findSaleByOrderId } from "../sales";
import { payWithVerifiedTransfer } from "../transfers";
import { transferDeclarations } from "../transfers/schema";
import { convertToSaleIn } from "../web-purchases";
import { ADMINS } from "./admins-audience";
import { openDeclarations } from "./match-candidates";
import { bankStatementLines } from "./schema";

/**
 * Staff confirm that a credit backs a declared transfer, in one transaction holding the line's and
 * the declaration's row locks: a web order's purchase is converted exactly as Convertir does, and
 * the bank's money is recorded as the sale's verified transfer payment; an abono's declaration
 * (its payment recorded already) is marked verified by them.
 * A line already matched or a declaration already verified is refused: never confirmed twice.
 * The money came by the bank, at no register: no cash drawer session lists it (docs/decisions/0252).
 */
export async function confirmMatch(
  db: Db,
  lineId: string,
  declarationId: string,
  user: SessionUser,
): Promise<{ message: string; orderNumber: string; saleId: string | null }> {
  return awayFromCounter(() => confirmIn(db, lineId, declarationId, user));
}

function confirmIn(db: Db, lineId: string, declarationId: string, user: SessionUser) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for("update");
    if (!line) throw notFound(m.lineNotFound);
    const [d] = await tx
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, declarationId))
      .for("update");
    const open = d ? (await openDeclarations(tx, d.accountKey)).find((x) => x.id === d.id) : undefined;
    const refusal = checkConfirmation(
      { credit: line.credit, accountKey: line.accountKey, matched: line.declarationId !== null },
      d
        ? {
            accountKey: d.accountKey,
            amount: open?.amount ?? d.amount,
            verified: d.verifiedAt !== null || !open,
          }
        : null,
      formatMoney,
    );
    if (!refusal.ok)
      throw new AppError(
        refusal.error.code === "conflict" ? "conflict" : "domain_rule",
        refusal.error.message,
      );
    const declaration = d!;
    const number = orderNumber(declaration.orderId);
    let saleId: string | null = null;
    if (declaration.paymentId) {
      // The declaration keeps the amount the bank backed, which is the abono's as it stands now.
      await tx
        .update(transferDeclarations)
        .set({ verifiedAt: new Date(), verifiedBy: user.id, amount: line.credit })
        .where(and(eq(transferDeclarations.id, declaration.id), isNull(transferDeclarations.verifiedAt)));
    } else {
      // Still in Compras Web: converted as Convertir does. Already a sale (converted by hand, or
      // a confirmation undone): only its payment is recorded.
      const sale = await findSaleByOrderId(tx, declaration.orderId);
      saleId = sale ? sale.id : (await convertToSaleIn(tx, declaration.orderId, user)).saleId;
      await payWithVerifiedTransfer(
        tx,
        saleId,
        declaration.id,
        { amount: line.credit, bookedOn: line.bookedOn },
        user,
      );
    }
    const [matched] = await tx
      .update(bankStatementLines)
      .set({ declarationId: declaration.id, matchedAt: new Date(), matchedBy: user.id })
      .where(and(eq(bankStatementLines.id, line.id), isNull(bankStatementLines.declarationId)))
      .returning({ id: bankStatementLines.id });
    if (!matched) throw new AppError("conflict", m.lineAlreadyMatched);
    await publish(tx, { topic: "unregistered_purchases", id: declaration.orderId, audience: ADMINS });
    return {
      message: declaration.paymentId ? m.confirmedAbono(number) : m.confirmedWebOrder(number),
      orderNumber: number,
      saleId,
    };
  });
}
