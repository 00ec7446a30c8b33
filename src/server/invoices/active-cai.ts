import { eq } from "drizzle-orm";
import { nextInvoiceNumber, type RangeState, rangeWarnings } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { invoiceCais } from "./schema";

/** The active CAI range: read (locked when a change depends on it) and what its state warns of today. */

export const today = () => shopDay(new Date());
export type CaiRowDb = typeof invoiceCais.$inferSelect;

export function warningsOf(cai: CaiRowDb | undefined): string[] {
  if (!cai) return [m.noActiveCai];
  const state: RangeState = cai;
  const next = nextInvoiceNumber(state, today());
  return next.ok ? rangeWarnings(state, today()) : [next.error.message];
}

export async function activeCai(db: DbOrTx, lock: boolean): Promise<CaiRowDb | undefined> {
  const query = db.select().from(invoiceCais).where(eq(invoiceCais.active, true));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
