import { type InvoiceRow, invoiceDocument } from "../../contracts/invoices/invoices";
import type { invoices } from "./schema";

/** An invoice row as the screens list it, its order number and CAI read from its frozen document. */

export type InvoiceDb = typeof invoices.$inferSelect;

export function toRow(r: InvoiceDb): InvoiceRow {
  const doc = invoiceDocument.parse(r.document);
  return {
    id: r.id,
    number: r.number,
    saleId: r.saleId,
    orderNumber: doc.orderNumber,
    status: r.status,
    issuedAt: r.issuedAt.toISOString(),
    issuedByName: r.issuedByName,
    buyerName: r.buyerName,
    buyerRtn: r.buyerRtn,
    cai: doc.cai,
    total: r.total,
    taxableBase: r.taxableBase,
    isv: r.isv,
    voidReason: r.voidReason,
    voidedAt: r.voidedAt?.toISOString() ?? null,
  };
}
