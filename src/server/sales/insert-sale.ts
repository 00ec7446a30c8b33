import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { journalChange } from "../../domain/journal/entries";
import type { AuthoredHistoryEntry, NewSaleRecord } from "../../domain/sales/sale-record";
import { afterCommit, sendWithCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { insertEntries, refusedWithoutSession } from "../journal";
import { publish } from "../live/bus";
import { countPaymentsRegistered } from "../metrics";
import { historyInsert } from "./child-writes";
import { saleAudience } from "./sale-audience";
import { toRow } from "./sale-row";
import { saleExtraCosts, saleItems, sales } from "./schema";
import { entryAuthor, saleSubject } from "./write-sale";

/**
 * The inserts of a new sale's child rows (items, payments, extra costs, refunds, history), to run
 * as data-modifying CTEs of the sale's own insert: one statement for the whole sale.
 */
function childInserts(
  tx: Tx,
  r: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
  viaGateway: boolean,
): SQLWrapper[] {
  // A service order's sale may open with labour only (docs/decisions/0248): no item rows then.
  const inserts: SQLWrapper[] = r.items.length
    ? [tx.insert(saleItems).values(r.items.map((item, position) => ({ saleId: r.id, position, ...item })))]
    : [];
  // A new sale has nothing stored: its payments and refunds are new journal entries (0252).
  const { entries } = journalChange(null, r);
  if (entries.length)
    inserts.push(
      insertEntries(
        tx,
        saleSubject(r),
        entries,
        entryAuthor(history, actorUserId, "Venta Creada", viaGateway),
      ),
    );
  if (r.payments.length) {
    const count = r.payments.length;
    afterCommit(tx, () => countPaymentsRegistered(count));
  }
  if (r.extraCosts.length)
    inserts.push(
      tx.insert(saleExtraCosts).values(r.extraCosts.map((c, position) => ({ saleId: r.id, position, ...c }))),
    );
  if (history.length) inserts.push(historyInsert(tx, r.id, history, actorUserId));
  return inserts;
}

/** `statement` preceded by `ctes` as data-modifying CTEs (w0, w1…): one round trip for all of them. */
export function withWrites(ctes: readonly SQLWrapper[], statement: SQLWrapper): SQL {
  // getSQL(): a query builder placed in sql`` directly would be wrapped in parentheses, as a subquery.
  if (!ctes.length) return statement.getSQL();
  const parts = ctes.map((cte, i) => sql`${sql.identifier(`w${i}`)} as (${cte.getSQL()})`);
  return sql`with ${sql.join(parts, sql`, `)} ${statement.getSQL()}`;
}

/**
 * Inserts a new sale with its items, payments, extra costs and history in one statement (the
 * children as data-modifying CTEs of the sale's insert; `alsoWrite`, more rows the sale needs, such
 * as its new customer, go in the same statement); tells who may see it.
 */
export async function insertSale(
  tx: Tx,
  record: NewSaleRecord,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
  alsoWrite: readonly SQLWrapper[] = [],
  /** The sale's payment was charged by the card gateway (a card checkout). */
  viaGateway = false,
): Promise<void> {
  const created = record.createdAt
    ? { createdAt: new Date(record.createdAt), updatedAt: new Date(record.createdAt) }
    : {};
  const sale = tx.insert(sales).values({ id: record.id, ...toRow(record), ...created });
  // Nothing reads this statement's answer: it goes with the next one (sendWithCommit, 0254).
  await sendWithCommit(
    tx,
    tx
      .execute(
        withWrites([...alsoWrite, ...childInserts(tx, record, history, actorUserId, viaGateway)], sale),
      )
      // Cash under "Control de caja" with no open session at the device (docs/decisions/0252).
      .catch(refusedWithoutSession),
  );
  await publish(tx, { topic: "sales", id: record.id, audience: saleAudience(record) });
}

export { newId as newSaleId };
