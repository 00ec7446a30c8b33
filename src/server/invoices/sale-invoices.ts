import { desc, eq } from "drizzle-orm";
import { invoiceTotals, nextInvoiceNumber } from "../../domain/invoices/invoice";
import { msg } from "../../domain/kernel/messages";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { loadSale } from "../sales";
import { loadSettings } from "../settings";
import { activeCai, today, warningsOf } from "./active-cai";
import { threshold } from "./buyer-rtn-threshold";
import { toRow } from "./invoice-rows";
import { invoices } from "./schema";

/** The sale's facturas and notas de crédito, newest first, with the active factura range's warnings. */
export async function saleInvoices(db: Db, saleId: string) {
  const sale = await loadSale(db, saleId);
  if (!sale) throw notFound(msg.orderNotFound);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.saleId, saleId))
    .orderBy(desc(invoices.issuedAt));
  const data = await loadSettings(db);
  const cai = await activeCai(db, "factura", false);
  const next = cai ? nextInvoiceNumber(cai, today()) : null;
  return {
    invoices: rows.map(toRow),
    warnings: warningsOf(cai),
    buyerRtnThreshold: threshold(data),
    // Shown before issuing: a fiscal number cannot be reused, so the person confirms this one.
    next: { number: next?.ok ? next.value.number : null, total: invoiceTotals(sale).total },
  };
}
