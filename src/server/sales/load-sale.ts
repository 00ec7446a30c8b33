import { eq, type SQL, sql } from "drizzle-orm";
import type { HistoryEntry } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { sendTogether } from "../db/before-commit";
import type { DbOrTx } from "../db/client";
import { builtOnce, PREPARED } from "../db/prepared";
import { childColumns, parseChildren, type SaleChildPart } from "./sale-children";
import { fromRow } from "./sale-row";
import { sales } from "./schema";

export type { SaleRecord } from "../../domain/sales/sale-record";

/**
 * Loads a sale; with `forUpdate` its row is locked until the transaction ends, so two people
 * changing the same sale are serialised (each sees the other's committed change).
 */
export async function loadSale(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SaleRecord | null> {
  return (await loadSaleWith(db, id, SALE_PARTS, opts))?.sale ?? null;
}

/** loadSale and the sale's history, in the same one statement (what GET /api/sales/:id answers). */
export async function loadSaleAndHistory(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ sale: SaleRecord; history: HistoryEntry[] } | null> {
  const loaded = await loadSaleWith(db, id, [...SALE_PARTS, "history"], opts);
  return loaded ? { sale: loaded.sale, history: loaded.children.history } : null;
}

async function loadSaleWith<P extends SaleChildPart>(
  db: DbOrTx,
  id: string,
  parts: readonly (P | (typeof SALE_PARTS)[number])[],
  opts: { forUpdate?: boolean },
) {
  // Under FOR UPDATE the row is locked first and the children read in a second statement: a
  // statement that waited for the lock still sees the data of when it started (READ COMMITTED),
  // so children read in the locking statement would miss what the previous holder just wrote —
  // ten concurrent abonos overpaid that way (dialog.test.ts). Without a lock, one statement.
  // On a pipelining transaction the two go together (the read is still a statement of its own,
  // begun once the lock is held: docs/decisions/0254).
  const lock = () =>
    builtOnce(db, PREPARED.saleLock, () =>
      db
        .select({ id: sales.id })
        .from(sales)
        .where(eq(sales.id, sql.placeholder("id")))
        .for("update")
        .prepare(PREPARED.saleLock),
    ).execute({ id });
  const read = () =>
    builtOnce(db, PREPARED.saleRead(parts), () =>
      db
        .select({ sale: sales, ...(childColumns(parts) as Record<string, SQL<unknown>>) })
        .from(sales)
        .where(eq(sales.id, sql.placeholder("id")))
        .prepare(PREPARED.saleRead(parts)),
    ).execute({ id });
  let row: Awaited<ReturnType<typeof read>>[number] | undefined;
  if (!opts.forUpdate) [row] = await read();
  else {
    const [[locked], [read1]] = await sendTogether(db, lock, read);
    row = locked ? read1 : undefined;
  }
  if (!row) return null;
  const children = parseChildren(parts, row);
  const sale: SaleRecord = {
    ...fromRow(row.sale),
    items: children.items,
    payments: children.payments,
    extraCosts: children.extraCosts,
    refunds: children.refunds,
  };
  return { sale, children };
}

/** The child rows a SaleRecord holds. */
export const SALE_PARTS = ["items", "payments", "extraCosts", "refunds"] as const;
