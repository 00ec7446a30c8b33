import { type InvoiceRow, invoiceDocument } from "../../contracts/invoices/invoices";
import type { invoices } from "./schema";

/**
 * An invoice row (a factura or a nota de crédito) as the screens list it, its order number, CAI
 * and, for a note, its factura's number read from its frozen document.
 */

export type InvoiceDb = typeof invoices.$inferSelect;

export function toRow(r: InvoiceDb): InvoiceRow {
  const doc = invoiceDocument.parse(r.document);
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    creditedNumber: doc.kind === "nota_credito" ? doc.credited.number : null,
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
