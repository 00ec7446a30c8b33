import type { InvoiceRow } from "../../contracts/invoices/invoices";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";

/** A document's type as the lists say it; a nota de crédito names the factura it modifies (docs/decisions/0249). */
export function kindText(r: Pick<InvoiceRow, "kind" | "creditedNumber">): string {
  return r.kind === "nota_credito" ? `${m.kindCreditNote} · ${r.creditedNumber ?? ""}` : m.kindFactura;
}
