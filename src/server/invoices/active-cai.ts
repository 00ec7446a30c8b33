import { and, eq } from "drizzle-orm";
import {
  type DocumentKind,
  nextInvoiceNumber,
  type RangeState,
  rangeWarnings,
} from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { invoiceCais } from "./schema";

/**
 * The active CAI range of a kind of document (facturas, notas de crédito: docs/decisions/0249):
 * read (locked when a change depends on it) and what its state warns of today.
 */

export const today = () => shopDay(new Date());
export type CaiRowDb = typeof invoiceCais.$inferSelect;

export function warningsOf(cai: CaiRowDb | undefined, kind: DocumentKind = "factura"): string[] {
  if (!cai) return [kind === "factura" ? m.noActiveCai : m.noCreditNoteRangeHere];
  const state: RangeState = cai;
  const next = nextInvoiceNumber(state, today());
  return next.ok ? rangeWarnings(state, today()) : [next.error.message];
}

export async function activeCai(
  db: DbOrTx,
  kind: DocumentKind,
  lock: boolean,
): Promise<CaiRowDb | undefined> {
  const query = db
    .select()
    .from(invoiceCais)
    .where(and(eq(invoiceCais.active, true), eq(invoiceCais.documentKind, kind)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
