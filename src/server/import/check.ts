import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgView } from "drizzle-orm/pg-core";
import {
  CREATION_EVENTS,
  type JournalFigures,
  journalViolations,
  type ProductFigures,
  productViolations,
  type SaleFigures,
  saleViolations,
  type Violation,
} from "../../domain/import/legacy-import";
import { type UnitCount, unitCountViolations } from "../../domain/inventory/units";
import { HISTORY_EVENTS } from "../../domain/sales/history";
import type { DbOrTx } from "../db/client";
import { inventoryMovements } from "../inventory/schema";
import { journalPayments, journalRefunds } from "../journal";
import { products } from "../products/schema";
import { saleHistory, sales } from "../sales/schema";

export interface CheckResult {
  ok: boolean;
  products: number;
  sales: number;
  violations: Violation[];
}

/**
 * The invariant checker (`npm run check:data`): every product's stock and reservation
 * are ≥ 0 and its movements add up to its stock; every sale's amountPaid follows its payments and
 * refunds unless paymentHistoryInvalidated (docs/decisions/0251); every payment has its history entry.
 */
export async function checkData(db: DbOrTx): Promise<CheckResult> {
  const productRows = await db
    .select({ id: products.id, quantity: products.quantity, inProgressStock: products.inProgressStock })
    .from(products);
  const moved = await sums(
    db,
    inventoryMovements,
    inventoryMovements.productId,
    sql`sum(${inventoryMovements.quantityChange})`,
  );
  const saleRows = await db
    .select({
      id: sales.id,
      amountPaid: sales.amountPaid,
      total: sales.total,
      extraDiscount: sales.extraDiscountAmount,
      paymentHistoryInvalidated: sales.paymentHistoryInvalidated,
    })
    .from(sales);
  const paid = await sums(db, journalPayments, journalPayments.saleId, sql`sum(${journalPayments.amount})`);
  const paymentCounts = await sums(db, journalPayments, journalPayments.saleId, sql`count(*)`);
  const refunded = await sums(db, journalRefunds, journalRefunds.saleId, sql`sum(${journalRefunds.amount})`);
  const entries = await sums(
    db,
    saleHistory,
    saleHistory.saleId,
    sql`count(*) filter (where ${saleHistory.event} = ${HISTORY_EVENTS.paymentRegistered})`,
  );
  const creations = await sums(
    db,
    saleHistory,
    saleHistory.saleId,
    sql`count(*) filter (where ${saleHistory.event} in (${sql.join(
      CREATION_EVENTS.map((e) => sql`${e}`),
      sql`, `,
    )}))`,
  );
  const violations: Violation[] = [];
  for (const p of productRows) {
    const figures: ProductFigures = { ...p, movementSum: moved.get(p.id) ?? 0 };
    violations.push(...productViolations(figures));
  }
  for (const s of saleRows) {
    const figures: SaleFigures = {
      ...s,
      paymentSum: paid.get(s.id) ?? 0,
      refundSum: refunded.get(s.id) ?? 0,
      paymentCount: paymentCounts.get(s.id) ?? 0,
      paymentEntries: entries.get(s.id) ?? 0,
      hasCreationEntry: (creations.get(s.id) ?? 0) > 0,
    };
    violations.push(...saleViolations(figures));
  }
  violations.push(...journalViolations(await journalFigures(db)));
  violations.push(...unitCountViolations(await unitCounts(db)));
  return { ok: violations.length === 0, products: productRows.length, sales: saleRows.length, violations };
}

/**
 * A serialized product's figures beside its units (docs/decisions/0247): units in stock, and the
 * serials sales still owe. One grouped query.
 */
async function unitCounts(db: DbOrTx): Promise<UnitCount[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    quantity: number;
    in_stock: string;
    owed: string;
  }>(
    sql`select p.id, p.name, p.quantity,
      (select count(*) from product_units u where u.product_id = p.id and u.status = 'en stock') as in_stock,
      (select coalesce(sum(o.owed), 0) from serials_owed o where o.product_id = p.id) as owed
    from products p where p.serialized`,
  );
  return rows.rows.map((r) => ({
    productId: r.id,
    name: r.name,
    quantity: Number(r.quantity),
    inStock: Number(r.in_stock),
    owed: Number(r.owed),
  }));
}

/** The journal's own consistency (docs/decisions/0252), three grouped queries. */
async function journalFigures(db: DbOrTx): Promise<JournalFigures> {
  const [unmirrored, orphans, doubled] = await Promise.all([
    db.execute<{
      id: string;
    }>(sql`select r.id from money_entries r left join money_entries e on e.id = r.reverses
      where r.reverses is not null and (e.id is null or e.subject_id <> r.subject_id or e.kind <> r.kind
        or e.amount <> -r.amount or e.date <> r.date or e.method is distinct from r.method
        or e.payment_id is distinct from r.payment_id or e.drawer_session_id is distinct from r.drawer_session_id)`),
    db.execute<{ subject_id: string; net: string }>(sql`select e.subject_id, sum(e.amount) as net
      from money_entries e where e.subject_type = 'sale'
        and not exists (select 1 from sales s where s.id = e.subject_id)
      group by e.subject_id, e.kind having sum(e.amount) <> 0`),
    db.execute<{ id: string }>(sql`select id from journal_payments group by id having count(*) > 1`),
  ]);
  return {
    unmirroredReversals: unmirrored.rows.map((r) => r.id),
    orphanNets: orphans.rows.map((r) => ({ subjectId: r.subject_id, net: Number(r.net) })),
    doubledPayments: doubled.rows.map((r) => r.id),
  };
}

/** One aggregate per key of a child table, as a map (one grouped query, not one per row). */
async function sums(
  db: DbOrTx,
  table: PgTable | PgView,
  key: PgColumn,
  aggregate: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key, value: sql<string>`${aggregate}` })
    .from(table as typeof products)
    .groupBy(key);
  return new Map(rows.map((r) => [String(r.key), Number(r.value)]));
}

const VIOLATION_NOUN: Record<Violation["kind"], string> = {
  product: "producto",
  sale: "venta",
  journal: "diario",
};

/** The checker's verdict for people (CLI and import report). */
export function formatVerdict(result: CheckResult): string {
  const head = `Verificación de datos: ${result.products} productos, ${result.sales} ventas — `;
  if (result.ok) return `${head}correcto.`;
  const lines = result.violations.slice(0, 50).map((v) => `  ${VIOLATION_NOUN[v.kind]} ${v.id}: ${v.rule}`);
  const more = result.violations.length > 50 ? [`  … y ${result.violations.length - 50} más`] : [];
  return [`${head}${result.violations.length} infracciones:`, ...lines, ...more].join("\n");
}
