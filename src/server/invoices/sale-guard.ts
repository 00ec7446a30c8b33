import { and, asc, eq } from "drizzle-orm";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import type { GuardedSaleChange } from "../sales";
import { invoices } from "./schema";

/**
 * Invoiced sales (docs/decisions/0103): a sale with any invoice, valid or voided, is
 * never deleted (its numbers must stay traceable; the foreign key RESTRICTs it too), and a sale
 * with a valid invoice is not cancelled until that invoice is voided. Sales asks through its
 * change guard; invoices, built on sales, answers.
 */
async function refuseDeletingInvoiced(tx: Tx, saleId: string): Promise<void> {
  const [row] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.saleId, saleId))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  if (row) throw new AppError("conflict", invoiceMessages.saleInvoicedNoDelete(row.number));
}

async function refuseCancellingInvoiced(tx: Tx, saleId: string): Promise<void> {
  const number = await validInvoiceNumber(tx, saleId);
  if (number) throw new AppError("conflict", invoiceMessages.saleInvoicedNoCancel(number));
}

/** What a valid invoice printed is what the sale charges: its total and extra discount stay until it is voided. */
async function refuseRepricingInvoiced(tx: Tx, saleId: string): Promise<void> {
  const number = await validInvoiceNumber(tx, saleId);
  if (number) throw new AppError("conflict", invoiceMessages.saleInvoicedNoReprice(number));
}

/** A payment an invoice may have printed stays: with an invoice, valid or voided, the bank's confirmation is kept. */
async function refuseUnconfirmingInvoiced(tx: Tx, saleId: string): Promise<void> {
  const [row] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.saleId, saleId))
    .limit(1);
  if (row) throw new AppError("conflict", invoiceMessages.saleInvoicedNoUndo(row.number));
}

async function validInvoiceNumber(tx: Tx, saleId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), eq(invoices.status, "Emitida")));
  return row?.number;
}

const refusals: Record<GuardedSaleChange, (tx: Tx, saleId: string) => Promise<void>> = {
  delete: refuseDeletingInvoiced,
  cancel: refuseCancellingInvoiced,
  reprice: refuseRepricingInvoiced,
  unconfirm: refuseUnconfirmingInvoiced,
};

/** Refuses a change a sale's invoices forbid: invoices' answer to sales' change guard. */
export const refuseInvoicedChange = (tx: Tx, saleId: string, change: GuardedSaleChange) =>
  refusals[change](tx, saleId);
