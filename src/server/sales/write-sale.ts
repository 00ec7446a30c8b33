import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { journalChange } from "../../domain/journal/entries";
import { msg } from "../../domain/kernel/messages";
import type { HistoryEntry, SaleMoney } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { afterCommit, sendWithCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import {
  type EntryAuthor,
  type EntrySubject,
  insertEntries,
  refusedWithoutSession,
  reverseEntries,
} from "../journal";
import { publish } from "../live/bus";
import { countPaymentsRegistered } from "../metrics";
import { historyInsert } from "./child-writes";
import { SALE_PARTS } from "./load-sale";
import { saleAudience } from "./sale-audience";
import {
  childColumnAfterWrite,
  childColumns,
  parseChildren,
  returnedColumns,
  type SaleChildPart,
  type SaleChildren,
} from "./sale-children";
import { type SaleRow, toRow } from "./sale-row";
import { saleExtraCosts, saleItems, sales } from "./schema";

/** Equal as loadSale maps them: a part of the record that did not change need not be written again. */
const unchanged = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The journal's subject for a sale: whose money it is. */
export const saleSubject = (
  sale: Pick<SaleRecord, "id" | "customerId" | "customerUserId">,
): EntrySubject => ({
  type: "sale",
  id: sale.id,
  customerId: sale.customerId,
  customerUserId: sale.customerUserId,
});

/**
 * Who writes the entries of a change: its first history entry names the operation and the person.
 * `viaGateway`: the card gateway charged the money (a card checkout, a payment link).
 */
export function entryAuthor(
  history: readonly HistoryEntry[],
  actorUserId: string | null,
  fallback: string,
  viaGateway = false,
): EntryAuthor {
  const first = history[0];
  return {
    name: first?.user ?? fallback,
    userId: actorUserId,
    operation: first?.event ?? fallback,
    viaGateway,
  };
}

async function writeExtraCosts(tx: Tx, saleId: string, costs: SaleMoney["extraCosts"]) {
  await tx.delete(saleExtraCosts).where(eq(saleExtraCosts.saleId, saleId));
  if (costs.length)
    await tx.insert(saleExtraCosts).values(costs.map((c, position) => ({ saleId, position, ...c })));
}

/**
 * The sale's columns whose values differ between the record as loaded and as it is to be saved.
 * Only those are written: an abono changes three of fifty, and each column set is SQL built and
 * parameters sent on every request. The version check (and the row lock of callers that load
 * with forUpdate) guarantees the stored row is `before`, so the others already hold their value.
 */
function changedColumns(before: SaleRecord, after: SaleRecord) {
  const stored = toRow(before);
  return Object.fromEntries(
    Object.entries(toRow(after)).filter(
      ([column, value]) => !unchanged(stored[column as keyof typeof stored], value),
    ),
  ) as Partial<ReturnType<typeof toRow>>;
}

/** The answer columns of writeSale's statement: each written part and the history, as stored after it. */
type Answered = SaleChildren<SaleChildPart>;

/**
 * Writes a sale: the rare rewrites (items, extra costs) as statements of their own first, then
 * one statement whose data-modifying CTEs write the journal's entries (payments, their
 * reversals, refunds) and the history entries, and whose UPDATE of the sale row (version
 * checked) returns the row and, with `answer`, the history and every part written, read
 * together with what the CTEs wrote.
 */
export async function writeSale(
  tx: Tx,
  before: SaleRecord,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
  answer = false,
) {
  const written = {
    items: !unchanged(before.items, after.items),
    payments: false,
    extraCosts: !unchanged(before.extraCosts, after.extraCosts),
    refunds: false,
  };
  if (written.items) {
    await tx.delete(saleItems).where(eq(saleItems.saleId, after.id));
    if (after.items.length)
      await tx
        .insert(saleItems)
        .values(after.items.map((item, position) => ({ saleId: after.id, position, ...item })));
  }
  if (written.extraCosts) await writeExtraCosts(tx, after.id, after.extraCosts);
  // Money goes to the journal (docs/decisions/0252): new entries, and reversals of the
  // standing entries of edited or deleted payments, never an edit in place.
  const journal = journalChange(before, after);
  // A saved sale changed by nobody signed in is a gateway's card payment (mutateSaleIn's SaleAuthor).
  const author = entryAuthor(history, actorUserId, "Venta Actualizada", actorUserId === null);
  const paymentDrafts = journal.entries.filter((e) => e.paymentId !== null);
  const refundDrafts = journal.entries.filter((e) => e.paymentId === null);
  written.payments = paymentDrafts.length > 0 || journal.reversedPaymentIds.length > 0;
  written.refunds = refundDrafts.length > 0;
  const added = paymentDrafts.filter((d) => !before.payments.some((p) => p.paymentId === d.paymentId)).length;
  if (added) afterCommit(tx, () => countPaymentsRegistered(added));

  // Each CTE is named after the part it writes, so the answer can join it with the stored rows.
  const ctes: Array<[SaleChildPart | "reversals", SQL]> = [];
  if (journal.reversedPaymentIds.length)
    ctes.push(["reversals", reverseEntries(after.id, author, journal.reversedPaymentIds)]);
  const subject = saleSubject(after);
  if (paymentDrafts.length)
    ctes.push([
      "payments",
      insertEntries(tx, subject, paymentDrafts, author).returning(returnedColumns("payments")).getSQL(),
    ]);
  if (refundDrafts.length)
    ctes.push([
      "refunds",
      insertEntries(tx, subject, refundDrafts, author).returning(returnedColumns("refunds")).getSQL(),
    ]);
  if (history.length)
    ctes.push([
      "history",
      historyInsert(tx, after.id, history, actorUserId).returning(returnedColumns("history")).getSQL(),
    ]);
  const cteOf = new Map(ctes.map(([part]) => [part, `written_${part}`]));
  // A payment edited or deleted here is replaced by what the CTE wrote, or gone.
  const replaced = journal.reversedPaymentIds;
  const answerOf = (part: SaleChildPart) => {
    const cte = cteOf.get(part);
    if (cte) return childColumnAfterWrite(part, cte, part === "payments" ? replaced : []);
    if (part === "payments" && replaced.length) return childColumnAfterWrite(part, null, replaced);
    return childColumns([part])[part];
  };
  const answered = answer ? [...SALE_PARTS.filter((part) => written[part]), "history" as const] : [];
  const writer = ctes.length
    ? tx.with(
        ...ctes.map(([part, body]) =>
          tx.$with(cteOf.get(part)!, part === "reversals" ? {} : returnedColumns(part)).as(body),
        ),
      )
    : tx;
  // Sent now, answered with the commit on PostgreSQL (sendWithCommit): the caller holds the
  // sale's row lock (loadSale forUpdate), so the version condition cannot fail there; it stays as
  // the guard of a caller that did not lock.
  const { answer: stored } = await sendWithCommit(
    tx,
    writer
      .update(sales)
      .set({ ...changedColumns(before, after), version: sql`${sales.version} + 1`, updatedAt: new Date() })
      .where(and(eq(sales.id, after.id), eq(sales.version, after.version)))
      .returning({
        sale: getTableColumns(sales),
        ...Object.fromEntries(answered.map((part) => [part, answerOf(part)])),
      })
      // Cash under "Control de caja" with no open session at the device (docs/decisions/0252).
      .catch(refusedWithoutSession),
  );
  await publish(tx, { topic: "sales", id: after.id, audience: saleAudience(after) });
  return {
    written,
    /** The row as stored and the parts answered: read it after the transaction (see sendWithCommit). */
    saved: stored.then((rows) => {
      const [row] = rows as Array<{ sale: SaleRow } & Record<string, unknown>>;
      if (!row) throw new AppError("conflict", msg.staleWrite, "version");
      return { row: row.sale, children: parseChildren(answered, row) as Answered };
    }),
  };
}
