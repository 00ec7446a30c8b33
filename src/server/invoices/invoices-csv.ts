import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { type ListQuery, selectInvoices } from "./invoice-query";
import { listedRow } from "./invoice-rows";

/**
 * The monthly declaration's CSV (the sales book): every number of the period, facturas and notas
 * de crédito (docs/decisions/0249), voided ones with zero amounts and their reason. The columns
 * of before come first, in their order; then the document's type and, for a nota de crédito, the
 * factura it modifies.
 *
 * Netting: a nota de crédito's amounts are written as negative numbers, so the sum of any column
 * over any rows (a month, a day, the whole file) is already the net of facturas less notas de
 * crédito. No net or subtotal line is added: a spreadsheet summing the column would count it twice.
 */
export async function invoicesCsv(db: Db, q: ListQuery): Promise<string> {
  const rows = (await selectInvoices(db, q)).map(listedRow);
  const header = [
    m.dateLabel,
    m.numberLabel,
    m.caiLabel,
    m.buyerLabel,
    m.buyerRtnShort,
    m.exemptLabel,
    m.taxableLabel,
    m.isvLabel,
    m.totalLabel,
    m.statusLabel,
    m.voidReasonShort,
    m.kindLabel,
    m.creditedLabel,
  ];
  const lines = rows.map((r) => {
    const voided = r.status === "Anulada";
    const credit = r.kind === "nota_credito";
    // Plain decimals (-1150.00): the CSV writer keeps a number as a number, negative ones too, so the columns sum.
    const amount = (centavos: number) => decimalLempiras(voided ? 0 : credit ? -centavos : centavos);
    return [
      shopDay(r.issuedAt),
      r.number,
      r.cai,
      r.buyerName,
      r.buyerRtn ?? "",
      amount(0),
      amount(r.taxableBase),
      amount(r.isv),
      amount(r.total),
      r.status,
      r.voidReason ?? "",
      credit ? m.kindCreditNote : m.kindFactura,
      r.creditedNumber ?? "",
    ];
  });
  return csvDocument(header, lines);
}
