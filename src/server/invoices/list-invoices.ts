import type { Db } from "../db/client";
import { type ListQuery, selectInvoices } from "./invoice-query";
import { listedRow } from "./invoice-rows";

/**
 * Reportes › Facturas: facturas and notas de crédito. Totals count only valid (Emitida) documents
 * and net: a nota de crédito subtracts what it credits (docs/decisions/0249).
 */
export async function listInvoices(db: Db, q: ListQuery) {
  const rows = (await selectInvoices(db, q)).map(listedRow);
  const valid = rows.filter((r) => r.status === "Emitida");
  const sign = (r: (typeof rows)[number]) => (r.kind === "nota_credito" ? -1 : 1);
  const sum = (k: "total" | "taxableBase" | "isv") => valid.reduce((s, r) => s + sign(r) * r[k], 0);
  return {
    rows,
    totals: { count: valid.length, total: sum("total"), taxableBase: sum("taxableBase"), isv: sum("isv") },
  };
}
