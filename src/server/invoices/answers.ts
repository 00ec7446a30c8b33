import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { serialSale } from "../inventory";
import { saleChangeGuard } from "../sales";
import { refuseInvoicedChange } from "./sale-guard";
import { invoices } from "./schema";

/** The valid factura of a watch's sale, for its serial's lookup. */
async function invoiceOfSerial(tx: Tx, saleId: string): Promise<{ invoiceNumber?: string }> {
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), eq(invoices.status, "Emitida"), eq(invoices.kind, "factura")));
  return invoice ? { invoiceNumber: invoice.number } : {};
}

/** Invoices' answers to the hooks of the features below it. */
export function answerHooks(): void {
  saleChangeGuard.answer("invoices", refuseInvoicedChange);
  serialSale.answer("invoices", invoiceOfSerial);
}
