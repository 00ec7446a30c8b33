import { and, asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Db } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { invoices } from "./schema";

/**
 * Voids a factura or a nota de crédito with its reason (decision 0249): the number stays
 * used; the sale may be invoiced again or cancelled. A factura with valid notas de crédito is
 * voided only after them, so no valid note ever modifies a voided factura (the factura's row lock
 * queues this against a note being issued).
 */
export async function voidInvoice(db: Db, id: string, user: SessionUser, reason: string) {
  if (!reason.trim()) throw new AppError("invalid_input", m.voidReasonRequired, "reason");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!row) throw notFound(m.invoiceNotFound);
    if (row.status === "Anulada") throw new AppError("conflict", m.alreadyVoided);
    if (row.kind === "factura") {
      const notes = await tx
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.creditedInvoiceId, id), eq(invoices.status, "Emitida")))
        .orderBy(asc(invoices.number));
      if (notes.length)
        throw new AppError("conflict", m.facturaHasCreditNotes(notes.map((n) => n.number).join(", ")));
    }
    await tx
      .update(invoices)
      .set({ status: "Anulada", voidReason: reason.trim(), voidedAt: new Date(), voidedByName: user.name })
      .where(eq(invoices.id, id));
    await publish(tx, { topic: "sales", id: row.saleId, audience: { roles: ["admin", "superadmin"] } });
    return { message: m.invoiceVoided(row.number) };
  });
}
