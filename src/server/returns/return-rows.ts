import { eq } from "drizzle-orm";
import type { ReturnRow } from "../../contracts/returns/returns";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import type { ReturnStatus } from "../../domain/returns/returns";
import type { DbOrTx } from "../db/client";
import { invoices } from "../invoices/schema";
import { saleReturns } from "./schema";

export type ReturnDb = typeof saleReturns.$inferSelect;

/** A return as the API answers it, its nota de crédito named by number. */
export function toReturnRow(r: ReturnDb, creditNoteNumber: string | null): ReturnRow {
  return {
    id: r.id,
    number: m.returnNumber(r.number),
    saleId: r.saleId,
    status: r.status as ReturnStatus,
    lines: r.lines,
    value: r.value,
    refunded: r.refunded,
    refundMethod: r.refundMethod,
    credited: r.credited,
    reason: r.reason,
    lateReason: r.lateReason,
    creditNote: r.creditNoteId && creditNoteNumber ? { id: r.creditNoteId, number: creditNoteNumber } : null,
    requestedByName: r.requestedByName,
    requestedAt: r.requestedAt.toISOString(),
    decidedByName: r.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    rejectReason: r.rejectReason,
  };
}

/** One return with its credit note's number. */
export async function readReturnRow(db: DbOrTx, id: string): Promise<ReturnRow | null> {
  const [row] = await db
    .select({ r: saleReturns, creditNote: invoices.number })
    .from(saleReturns)
    .leftJoin(invoices, eq(invoices.id, saleReturns.creditNoteId))
    .where(eq(saleReturns.id, id));
  return row ? toReturnRow(row.r, row.creditNote) : null;
}
