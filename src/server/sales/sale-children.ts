import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { saleDocument } from "../../contracts/sales";
import type { DbOrTx } from "../db/client";
import { saleExtraCosts, saleHistory, saleItems, salePayments, saleRefunds, sales } from "../db/schema";

/**
 * A sale's child rows (items, payments, extra costs, refunds, history) as JSON arrays built by
 * PostgreSQL in the same statement as the sale row, instead of one round trip per table: the
 * order dialog and the counter's payment read them on every change, and each statement costs
 * the server a socket write and a query build (docs/decisions/0127). Every array is ordered as
 * the screens show it and parsed here, so a column renamed in the schema fails loudly.
 */
// The shapes are the sale document's (contracts/sales.ts); PostgreSQL writes a timestamptz in JSON
// with its offset, so dates are brought to the ISO form the document uses.
const isoDate = z.string().transform((s) => new Date(s).toISOString());
const doc = saleDocument.shape;
const item = doc.items.element;
const payment = doc.payments.element.extend({ date: isoDate, modifiedAt: isoDate.nullable() });
const extraCost = doc.extraCosts.element;
const refund = doc.refunds.element.extend({ date: isoDate });
const historyEntry = doc.history.element.extend({ timestamp: isoDate });

/**
 * The sale row's id, written out as "sales"."id": drizzle leaves columns unqualified in a
 * one-table select, and inside the subqueries a bare "id" would be the child row's own.
 */
const SALE_ID = sql`${sales}.${sql.identifier(sales.id.name)}`;

const PARTS = {
  items: {
    schema: z.array(item),
    json: sql`coalesce((select json_agg(json_build_object(
        'productId', ${saleItems.productId}, 'productName', ${saleItems.productName},
        'quantity', ${saleItems.quantity}, 'price', ${saleItems.price},
        'originalPrice', ${saleItems.originalPrice}) order by ${saleItems.position})
      from ${saleItems} where ${saleItems.saleId} = ${SALE_ID}), '[]'::json)`,
  },
  // By the date the payment was made, then by when it was recorded (one transaction may record several).
  payments: {
    schema: z.array(payment),
    json: sql`coalesce((select json_agg(json_build_object(
        'paymentId', ${salePayments.id}, 'amount', ${salePayments.amount}, 'date', ${salePayments.date},
        'recordedBy', ${salePayments.recordedBy}, 'type', ${salePayments.type},
        'method', ${salePayments.method}, 'modifiedAt', ${salePayments.modifiedAt})
        order by ${salePayments.date}, ${salePayments.createdAt}, ${salePayments.id})
      from ${salePayments} where ${salePayments.saleId} = ${SALE_ID}), '[]'::json)`,
  },
  extraCosts: {
    schema: z.array(extraCost),
    json: sql`coalesce((select json_agg(json_build_object(
        'description', ${saleExtraCosts.description}, 'amount', ${saleExtraCosts.amount})
        order by ${saleExtraCosts.position})
      from ${saleExtraCosts} where ${saleExtraCosts.saleId} = ${SALE_ID}), '[]'::json)`,
  },
  refunds: {
    schema: z.array(refund),
    json: sql`coalesce((select json_agg(json_build_object(
        'amount', ${saleRefunds.amount}, 'date', ${saleRefunds.date},
        'recordedBy', ${saleRefunds.recordedBy}, 'kind', ${saleRefunds.kind},
        'toSaleId', ${saleRefunds.toSaleId})
        order by ${saleRefunds.date}, ${saleRefunds.createdAt}, ${saleRefunds.id})
      from ${saleRefunds} where ${saleRefunds.saleId} = ${SALE_ID}), '[]'::json)`,
  },
  history: {
    schema: z.array(historyEntry),
    json: sql`coalesce((select json_agg(json_build_object(
        'event', ${saleHistory.event}, 'user', ${saleHistory.user},
        'timestamp', ${saleHistory.timestamp}, 'details', ${saleHistory.details})
        order by ${saleHistory.timestamp}, ${saleHistory.id})
      from ${saleHistory} where ${saleHistory.saleId} = ${SALE_ID}), '[]'::json)`,
  },
};

export type SaleChildPart = keyof typeof PARTS;
export type SaleChildren<P extends SaleChildPart> = { [K in P]: z.output<(typeof PARTS)[K]["schema"]> };

/** Select-list columns, in a select from `sales`, for `parts` of each sale row. */
export function childColumns<P extends SaleChildPart>(parts: readonly P[]): Record<P, SQL<unknown>> {
  return Object.fromEntries(parts.map((part) => [part, PARTS[part].json])) as Record<P, SQL<unknown>>;
}

/** Parses what childColumns selected. */
export function parseChildren<P extends SaleChildPart>(
  parts: readonly P[],
  row: Record<string, unknown>,
): SaleChildren<P> {
  return Object.fromEntries(
    parts.map((part) => [part, PARTS[part].schema.parse(row[part])]),
  ) as SaleChildren<P>;
}

/** `parts` of one sale in one statement (after a write, to answer with what was stored). */
export async function readChildren<P extends SaleChildPart>(
  db: DbOrTx,
  saleId: string,
  parts: readonly P[],
): Promise<SaleChildren<P>> {
  const columns: Record<string, SQL<unknown>> = childColumns(parts);
  const [row] = await db.select(columns).from(sales).where(eq(sales.id, saleId));
  if (!row) throw new Error(`sale ${saleId} vanished inside its own transaction`);
  return parseChildren(parts, row);
}
