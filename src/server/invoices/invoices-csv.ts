import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { type ListQuery, selectInvoices } from "./invoice-query";
import { toRow } from "./invoice-rows";

const plain = decimalLempiras;

/** The monthly declaration's CSV: every number of the period, voided ones with zero amounts and their reason. */
export async function invoicesCsv(db: Db, q: ListQuery): Promise<string> {
  const rows = (await selectInvoices(db, q)).map(toRow);
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
  ];
  const lines = rows.map((r) => {
    const voided = r.status === "Anulada";
    return [
      shopDay(r.issuedAt),
      r.number,
      r.cai,
      r.buyerName,
      r.buyerRtn ?? "",
      plain(0),
      plain(voided ? 0 : r.taxableBase),
      plain(voided ? 0 : r.isv),
      plain(voided ? 0 : r.total),
      r.status,
      r.voidReason ?? "",
    ];
  });
  return csvDocument(header, lines);
}
