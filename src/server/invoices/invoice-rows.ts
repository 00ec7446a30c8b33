import { sql } from "drizzle-orm";
import { type InvoiceRow, invoiceDocument } from "../../contracts/invoices/invoices";
import { invoices } from "./schema";

/**
 * An invoice row (a factura or a nota de crédito) as the screens list it, its order number, CAI
 * and, for a note, its factura's number read from its frozen document.
 */

export type InvoiceDb = typeof invoices.$inferSelect;

/**
 * What a list reads of each invoice: its columns but the document, and the three fields the row
 * shows from it, taken out in SQL. Parsing thousands of whole documents to show three strings was
 * most of Reportes › Facturas' time at ten times the data (docs/decisions/0256).
 */
export const listedColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  saleId: invoices.saleId,
  status: invoices.status,
  issuedAt: invoices.issuedAt,
  issuedByName: invoices.issuedByName,
  buyerName: invoices.buyerName,
  buyerRtn: invoices.buyerRtn,
  total: invoices.total,
  taxableBase: invoices.taxableBase,
  isv: invoices.isv,
  voidReason: invoices.voidReason,
  voidedAt: invoices.voidedAt,
  orderNumber: sql<string>`${invoices.document}->>'orderNumber'`,
  cai: sql<string>`${invoices.document}->>'cai'`,
  creditedNumber: sql<string | null>`${invoices.document}->'credited'->>'number'`,
};
type ListedDb = Omit<
  InvoiceDb,
  "document" | "creditedInvoiceId" | "returnId" | "caiId" | "issuedById" | "voidedByName" | "discounts"
> & {
  orderNumber: string;
  cai: string;
  creditedNumber: string | null;
};

export function listedRow(r: ListedDb): InvoiceRow {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    creditedNumber: r.kind === "nota_credito" ? r.creditedNumber : null,
    saleId: r.saleId,
    orderNumber: r.orderNumber,
    status: r.status,
    issuedAt: r.issuedAt.toISOString(),
    issuedByName: r.issuedByName,
    buyerName: r.buyerName,
    buyerRtn: r.buyerRtn,
    cai: r.cai,
    total: r.total,
    taxableBase: r.taxableBase,
    isv: r.isv,
    voidReason: r.voidReason,
    voidedAt: r.voidedAt?.toISOString() ?? null,
  };
}

/** A whole invoice row, its document parsed (an issue's answer, a sale's invoices). */
export function toRow(r: InvoiceDb): InvoiceRow {
  const doc = invoiceDocument.parse(r.document);
  return listedRow({
    ...r,
    orderNumber: doc.orderNumber,
    cai: doc.cai,
    creditedNumber: doc.kind === "nota_credito" ? doc.credited.number : null,
  });
}
