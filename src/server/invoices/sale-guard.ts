import { and, asc, eq } from "drizzle-orm";
import { fullyCredited } from "../../domain/invoices/credit-note";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import type { GuardedSaleChange } from "../sales";
import { creditedSoFar } from "./credited";
import { invoices } from "./schema";

/**
 * Invoiced sales (docs/decisions/0249): a sale with any invoice, valid or voided, is
 * never deleted (its numbers must stay traceable; the foreign key RESTRICTs it too), and a sale
 * with a valid invoice is not cancelled until that invoice is voided or fully credited by its
 * notas de crédito (0249). A return is allowed: its nota de crédito documents it. Sales asks
 * through its change guard; invoices, built on sales, answers.
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
  const [valid] = await tx
    .select({ id: invoices.id, number: invoices.number, total: invoices.total })
    .from(invoices)
    .where(validFactura(saleId));
  if (!valid) return;
  // Everything it billed came back, documented by its notas de crédito: nothing left to void.
  if (fullyCredited(valid, await creditedSoFar(tx, valid.id))) return;
  throw new AppError("conflict", invoiceMessages.saleInvoicedNoCancel(valid.number));
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

/** The sale's valid factura (its notas de crédito are valid documents too, of another kind). */
const validFactura = (saleId: string) =>
  and(eq(invoices.saleId, saleId), eq(invoices.status, "Emitida"), eq(invoices.kind, "factura"));

async function validInvoiceNumber(tx: Tx, saleId: string): Promise<string | undefined> {
  const [row] = await tx.select({ number: invoices.number }).from(invoices).where(validFactura(saleId));
  return row?.number;
}

const refusals: Record<GuardedSaleChange, (tx: Tx, saleId: string) => Promise<void>> = {
  delete: refuseDeletingInvoiced,
  cancel: refuseCancellingInvoiced,
  reprice: refuseRepricingInvoiced,
  unconfirm: refuseUnconfirmingInvoiced,
  // A return on an invoiced sale is allowed: its nota de crédito documents it (issueCreditNote,
  // in the return's own transaction; docs/decisions/0249).
  return: async () => {},
};

/** Refuses a change a sale's invoices forbid: invoices' answer to sales' change guard. */
export const refuseInvoicedChange = (tx: Tx, saleId: string, change: GuardedSaleChange) =>
  refusals[change](tx, saleId);
