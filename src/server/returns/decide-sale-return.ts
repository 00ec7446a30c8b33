import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { DecideReturnInput } from "../../contracts/returns/returns";
import { msg } from "../../domain/kernel/messages";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { mutateSaleIn } from "../sales";
import { applyReturnIn } from "./apply-return";
import { readReturnRow } from "./return-rows";
import { saleReturns } from "./schema";

/**
 * An admin answers a seller's return: applied by the same rules as their own (lines re-valued
 * now, the admin chooses the money's destination), or rejected with a reason in the sale's
 * history. A return already answered is refused, so two admins cannot both apply it.
 */
export async function decideSaleReturn(
  db: Db,
  returnId: string,
  user: SessionUser,
  input: DecideReturnInput,
) {
  return db.transaction(async (tx) => {
    const [pending] = await tx.select().from(saleReturns).where(eq(saleReturns.id, returnId)).for("update");
    if (!pending) throw notFound(msg.orderNotFound);
    if (pending.status !== "Solicitada") throw new AppError("conflict", m.requestNotPending);
    const number = m.returnNumber(pending.number);
    if (input.decision === "apply") {
      const { outcome } = await applyReturnIn(
        tx,
        pending.saleId,
        user,
        {
          lines: pending.lines.map((l) => ({
            line: l.line,
            quantity: l.quantity,
            serials: l.serials,
            destination: l.destination,
          })),
          reason: pending.reason,
          lateReason: input.lateReason,
          refund: input.refund,
        },
        returnId,
      );
      const row = await readReturnRow(tx, returnId);
      if (!row) throw notFound(msg.orderNotFound);
      return { ...outcome, return: row };
    }
    const outcome = await mutateSaleIn(tx, pending.saleId, user, undefined, (sale, actor) => ({
      record: sale,
      history: [
        historyEntry(HISTORY_EVENTS.returnRejected, actor, m.historyRejected(number, input.reason.trim())),
      ],
      notices: [m.rejected(number)],
    }));
    await tx
      .update(saleReturns)
      .set({
        status: "Rechazada",
        rejectReason: input.reason.trim(),
        decidedById: user.id,
        decidedByName: user.name,
        decidedAt: new Date(),
      })
      .where(eq(saleReturns.id, returnId));
    const row = await readReturnRow(tx, returnId);
    if (!row) throw notFound(msg.orderNotFound);
    return { ...outcome, return: row };
  });
}
