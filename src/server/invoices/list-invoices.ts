import type { Db } from "../db/client";
import { type ListQuery, selectInvoices } from "./invoice-query";
import { toRow } from "./invoice-rows";

/** Reportes › Facturas. Totals count only valid (Emitida) invoices. */
export async function listInvoices(db: Db, q: ListQuery) {
  const rows = (await selectInvoices(db, q)).map(toRow);
  const valid = rows.filter((r) => r.status === "Emitida");
  const sum = (k: "total" | "taxableBase" | "isv") => valid.reduce((s, r) => s + r[k], 0);
  return {
    rows,
    totals: { count: valid.length, total: sum("total"), taxableBase: sum("taxableBase"), isv: sum("isv") },
  };
}
