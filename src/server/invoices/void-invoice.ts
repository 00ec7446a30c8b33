import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { invoices } from "./schema";

/** Voids an invoice with its reason (decision 0103): the number stays used; the sale may be invoiced again or cancelled. */
export async function voidInvoice(db: Db, id: string, user: SessionUser, reason: string) {
  if (!reason.trim()) throw new AppError("invalid_input", m.voidReasonRequired, "reason");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!row) throw notFound(m.invoiceNotFound);
    if (row.status === "Anulada") throw new AppError("conflict", m.alreadyVoided);
    await tx
      .update(invoices)
      .set({ status: "Anulada", voidReason: reason.trim(), voidedAt: new Date(), voidedByName: user.name })
      .where(eq(invoices.id, id));
    await publish(tx, { topic: "sales", id: row.saleId, audience: { roles: ["admin", "superadmin"] } });
    return { message: m.invoiceVoided(row.number) };
  });
}
