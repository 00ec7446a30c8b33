import { and, eq, getTableColumns, notInArray, type SQL, sql } from "drizzle-orm";
import type { Column } from "drizzle-orm/column";
import { msg } from "../../domain/kernel/messages";
import type { HistoryEntry, SaleMoney } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { afterCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { bareColumn } from "../db/column-name";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { countPaymentsRegistered } from "../metrics";
import { historyInsert, paymentValues, refundInsert } from "./child-writes";
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
import { saleExtraCosts, saleItems, salePayments, saleRefunds, sales } from "./schema";

/**
 * Refunds are append-only (a refund record is never deleted): the ones beyond what is stored
 * are new. `stored` is how many are stored when the caller read them under the sale's lock;
 * otherwise they are counted.
 */
async function freshRefunds(
  tx: Tx,
  saleId: string,
  refunds: NonNullable<SaleMoney["refunds"]>,
  stored: number | undefined,
) {
  if (!refunds.length) return [];
  if (stored !== undefined) return refunds.slice(stored);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleRefunds)
    .where(eq(saleRefunds.saleId, saleId));
  return refunds.slice(row?.n ?? 0);
}

/** Equal as loadSale maps them: a part of the record that did not change need not be written again. */
const unchanged = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces a saved sale's payments. With `stored` (what loadSale read under the lock) only the
 * removed ones are deleted and only new or changed ones written; without it, all of them. The
 * deletion runs now; the writes come back as one multi-row upsert for the caller's statement.
 */
async function writePayments(
  tx: Tx,
  saleId: string,
  payments: SaleMoney["payments"],
  stored?: SaleMoney["payments"],
) {
  const ids = payments.map((p) => p.paymentId);
  const kept = new Set(ids);
  const removed = !stored || stored.some((p) => !kept.has(p.paymentId));
  if (removed)
    await tx
      .delete(salePayments)
      .where(
        ids.length
          ? and(eq(salePayments.saleId, saleId), notInArray(salePayments.id, ids))
          : eq(salePayments.saleId, saleId),
      );
  const before = new Map(stored?.map((p) => [p.paymentId, p]));
  let added = 0;
  const rows = payments.flatMap((p) => {
    const was = before.get(p.paymentId);
    if (was && unchanged(was, p)) return [];
    if (stored && !was) added += 1;
    return [{ id: p.paymentId, saleId, ...paymentValues(p) }];
  });
  if (added) afterCommit(tx, () => countPaymentsRegistered(added));
  const excluded = (column: Column) => sql`excluded.${bareColumn(column)}`;
  const upsert = rows.length
    ? tx
        .insert(salePayments)
        .values(rows)
        .onConflictDoUpdate({
          target: salePayments.id,
          set: {
            amount: excluded(salePayments.amount),
            date: excluded(salePayments.date),
            recordedBy: excluded(salePayments.recordedBy),
            type: excluded(salePayments.type),
            method: excluded(salePayments.method),
            modifiedAt: excluded(salePayments.modifiedAt),
          },
        })
    : null;
  return { upsert, changed: removed || rows.length > 0 || (stored?.length ?? -1) !== payments.length };
}

async function writeExtraCosts(tx: Tx, saleId: string, costs: SaleMoney["extraCosts"]) {
  await tx.delete(saleExtraCosts).where(eq(saleExtraCosts.saleId, saleId));
  if (costs.length)
    await tx.insert(saleExtraCosts).values(costs.map((c, position) => ({ saleId, position, ...c })));
}

/** The answer columns of writeSale's statement: each written part and the history, as stored after it. */
type Answered = SaleChildren<SaleChildPart>;

/**
 * Writes a sale: the rare rewrites (items, extra costs, removed payments) as statements of their
 * own first, then one statement whose data-modifying CTEs write the payments, refunds and history
 * entries and whose UPDATE of the sale row (version checked) returns the row and, with `answer`,
 * the history and every part written, read together with what the CTEs wrote.
 */
export async function writeSale(
  tx: Tx,
  before: SaleRecord | null,
  after: SaleRecord,
  history: HistoryEntry[],
  actorUserId: string | null,
  answer = false,
) {
  const written = {
    items: !before || !unchanged(before.items, after.items),
    payments: false,
    extraCosts: !before || !unchanged(before.extraCosts, after.extraCosts),
    refunds: false,
  };
  if (written.items) {
    await tx.delete(saleItems).where(eq(saleItems.saleId, after.id));
    await tx
      .insert(saleItems)
      .values(after.items.map((item, position) => ({ saleId: after.id, position, ...item })));
  }
  if (written.extraCosts) await writeExtraCosts(tx, after.id, after.extraCosts);
  const payments = await writePayments(tx, after.id, after.payments, before?.payments);
  written.payments = payments.changed;
  const refunds = await freshRefunds(tx, after.id, after.refunds ?? [], before?.refunds?.length ?? undefined);
  written.refunds = refunds.length > 0;

  // Each CTE is named after the part it writes, so the answer can join it with the stored rows.
  const ctes: Array<[SaleChildPart, SQL]> = [];
  if (payments.upsert)
    ctes.push(["payments", payments.upsert.returning(returnedColumns("payments")).getSQL()]);
  if (refunds.length)
    ctes.push([
      "refunds",
      refundInsert(tx, after.id, refunds, actorUserId).returning(returnedColumns("refunds")).getSQL(),
    ]);
  if (history.length)
    ctes.push([
      "history",
      historyInsert(tx, after.id, history, actorUserId).returning(returnedColumns("history")).getSQL(),
    ]);
  const cteOf = new Map(ctes.map(([part]) => [part, `written_${part}`]));
  const answerOf = (part: SaleChildPart) => {
    const cte = cteOf.get(part);
    return cte ? childColumnAfterWrite(part, after.id, cte) : childColumns([part])[part];
  };
  const answered = answer ? [...SALE_PARTS.filter((part) => written[part]), "history" as const] : [];
  const writer = ctes.length
    ? tx.with(...ctes.map(([part, body]) => tx.$with(cteOf.get(part)!, returnedColumns(part)).as(body)))
    : tx;
  const rows = await writer
    .update(sales)
    .set({ ...toRow(after), version: sql`${sales.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sales.id, after.id), eq(sales.version, after.version)))
    .returning({
      sale: getTableColumns(sales),
      ...Object.fromEntries(answered.map((part) => [part, answerOf(part)])),
    });
  const [row] = rows as Array<{ sale: SaleRow } & Record<string, unknown>>;
  if (!row) throw new AppError("conflict", msg.staleWrite, "version");
  await publish(tx, { topic: "sales", id: after.id, audience: saleAudience(after) });
  const children = parseChildren(answered, row) as Answered;
  return { row: row.sale, written, children };
}
