import { eq, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { saleDocument } from "../../contracts/sales/sales";
import { PAYMENT_KINDS, REFUND_KINDS, refundKindOf } from "../../domain/journal/entries";
import type { DbOrTx } from "../db/client";
import { bareColumn, columnName } from "../db/column-name";
import { moneyEntries, standingEntry } from "../journal";
import { saleExtraCosts, saleHistory, saleItems, sales } from "./schema";

/**
 * A sale's child rows (items, payments, extra costs, refunds, history) as JSON arrays built by
 * PostgreSQL in the same statement as the sale row, instead of one round trip per table: the
 * order dialog and the counter's payment read them on every change, and each statement costs
 * the server a socket write and a query build (docs/decisions/0224). Every array is ordered as
 * the screens show it and parsed here, so a column renamed in the schema fails loudly.
 */
// The shapes are the sale document's (contracts/sales/sales.ts); PostgreSQL writes a timestamptz in JSON
// with its offset, so dates are brought to the ISO form the document uses.
const isoDate = z.string().transform((s) => new Date(s).toISOString());
const doc = saleDocument.shape;
const item = doc.items.element;
const payment = doc.payments.element.extend({ date: isoDate, modifiedAt: isoDate.nullable() });
const extraCost = doc.extraCosts.element;
// The journal's entry kind reads as the refund record's kind.
const refund = doc.refunds.element.extend({
  date: isoDate,
  kind: z.enum(REFUND_KINDS).transform(refundKindOf),
});
const historyEntry = doc.history.element.extend({ timestamp: isoDate });

/**
 * The sale row's id, written out as "sales"."id": drizzle leaves columns unqualified in a
 * one-table select, and inside the subqueries a bare "id" would be the child row's own.
 */
const SALE_ID = sql`${sales}.${sql.identifier(sales.id.name)}`;

/** A child table as a JSON array: its key → column pairs, its order and its schema. */
interface PartSpec {
  table: PgTable;
  id: PgColumn;
  saleId: PgColumn;
  /** Which of the table's rows are the part's (the journal holds payments and refunds alike). */
  rows?: SQL;
  fields: Array<[key: string, column: PgColumn]>;
  orderBy: PgColumn[];
  schema: z.ZodType;
}

const PARTS = {
  items: {
    table: saleItems,
    id: saleItems.id,
    saleId: saleItems.saleId,
    fields: [
      ["productId", saleItems.productId],
      ["productName", saleItems.productName],
      ["quantity", saleItems.quantity],
      ["price", saleItems.price],
      ["originalPrice", saleItems.originalPrice],
    ],
    orderBy: [saleItems.position],
    schema: z.array(item),
  },
  // The payments are the journal's standing payment entries (docs/decisions/0252), by the date
  // the payment was made, then by when it was recorded (one transaction may record several).
  payments: {
    table: moneyEntries,
    id: moneyEntries.id,
    saleId: moneyEntries.subjectId,
    rows: journalRows(PAYMENT_KINDS),
    fields: [
      ["paymentId", moneyEntries.paymentId],
      ["amount", moneyEntries.amount],
      ["date", moneyEntries.date],
      ["recordedBy", moneyEntries.recordedBy],
      ["type", moneyEntries.paymentType],
      ["method", moneyEntries.method],
      ["modifiedAt", moneyEntries.modifiedAt],
    ],
    orderBy: [moneyEntries.date, moneyEntries.createdAt, moneyEntries.id],
    schema: z.array(payment),
  },
  extraCosts: {
    table: saleExtraCosts,
    id: saleExtraCosts.id,
    saleId: saleExtraCosts.saleId,
    fields: [
      ["description", saleExtraCosts.description],
      ["amount", saleExtraCosts.amount],
    ],
    orderBy: [saleExtraCosts.position],
    schema: z.array(extraCost),
  },
  refunds: {
    table: moneyEntries,
    id: moneyEntries.id,
    saleId: moneyEntries.subjectId,
    rows: journalRows(REFUND_KINDS),
    fields: [
      ["amount", moneyEntries.amount],
      ["date", moneyEntries.date],
      ["recordedBy", moneyEntries.recordedBy],
      ["kind", moneyEntries.kind],
      ["toSaleId", moneyEntries.toSubjectId],
      ["method", moneyEntries.method],
    ],
    orderBy: [moneyEntries.date, moneyEntries.createdAt, moneyEntries.id],
    schema: z.array(refund),
  },
  history: {
    table: saleHistory,
    id: saleHistory.id,
    saleId: saleHistory.saleId,
    fields: [
      ["event", saleHistory.event],
      ["user", saleHistory.user],
      ["timestamp", saleHistory.timestamp],
      ["details", saleHistory.details],
    ],
    orderBy: [saleHistory.timestamp, saleHistory.id],
    schema: z.array(historyEntry),
  },
} satisfies Record<string, PartSpec>;

/** The journal's standing entries of `kinds` (the table unaliased, inside a part's subquery). */
function journalRows(kinds: readonly string[]): SQL {
  // The domain's own constants, written as literals: the part's array is then free of parameters
  // and rendered once (renderedOnce).
  const list = sql.raw(kinds.map((k) => `'${k.replaceAll("'", "''")}'`).join(", "));
  return sql`${bareColumn(moneyEntries.kind)} in (${list}) and ${standingEntry("money_entries")}`;
}

// The store's drizzle instances' dialect (db/client.ts: casing snake_case).
const dialect = new PgDialect({ casing: "snake_case" });

/** The text of each fragment renderedOnce has rendered, by its key. */
const renderedTexts = new Map<string, string>();

/**
 * A fragment without parameters as its text, rendered once per process under `key`: a statement
 * holding it is walked by drizzle as one chunk instead of hundreds, and the sale path puts these
 * arrays in every change it answers (a tenth of the server's time went to walking them and their like).
 */
function renderedOnce(key: string, build: () => SQL): SQL {
  let text = renderedTexts.get(key);
  if (text === undefined) {
    const query = dialect.sqlToQuery(build());
    if (query.params.length) throw new Error(`${key}: a fragment rendered once must hold no parameters`);
    text = query.sql;
    renderedTexts.set(key, text);
  }
  return sql.raw(text);
}

/** `c."column"`: a column of the part's rows, whatever relation they come from. */
const rowColumn = (column: PgColumn) => sql`c.${bareColumn(column)}`;

/** The part's rows (`from`, aliased c) as one JSON array, in the screens' order; [] when none. */
function jsonArray(spec: PartSpec, from: SQL): SQL {
  const fields = sql.join(
    spec.fields.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${rowColumn(column)}`),
    sql`, `,
  );
  const order = sql.join(spec.orderBy.map(rowColumn), sql`, `);
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by ${order}) from ${from} c), '[]'::json)`;
}

/** The columns a part's rows need (fields, order and id), for the union of stored and written rows. */
function rowColumns(spec: PartSpec): PgColumn[] {
  return [...new Set([spec.id, ...spec.fields.map(([, column]) => column), ...spec.orderBy])];
}

/** The stored rows of a part, of the outer sale row (the statement's `sales` row). */
function storedRows(spec: PartSpec, columns: SQL = sql`*`): SQL {
  const only = spec.rows ? sql` and ${spec.rows}` : sql``;
  return sql`select ${columns} from ${spec.table} where ${bareColumn(spec.saleId)} = ${SALE_ID}${only}`;
}

/**
 * The same JSON array in a statement that writes some of the part's rows in a data-modifying CTE
 * named `written` (which returns `returnedColumns(part)`), and whose target is the sale's row (an
 * UPDATE of `sales` returning it): such a statement does not see its own writes in the table, so
 * the stored rows it did not replace are joined with what the CTE returned.
 * `replacedPayments`: payments whose standing entry the statement reverses (edited or deleted).
 */
export function childColumnAfterWrite(
  part: SaleChildPart,
  written: string | null,
  replacedPayments: readonly string[] = [],
): SQL {
  if (replacedPayments.length) return afterWrite(part, written, replacedPayments);
  return renderedOnce(`after:${part}:${written ?? ""}`, () => afterWrite(part, written, []));
}

function afterWrite(part: SaleChildPart, written: string | null, replacedPayments: readonly string[]): SQL {
  const spec: PartSpec = PARTS[part];
  const columns = sql.join(rowColumns(spec).map(bareColumn), sql`, `);
  const notReplaced = replacedPayments.length
    ? sql` and ${bareColumn(moneyEntries.paymentId)} not in (${sql.join(
        replacedPayments.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql``;
  const stored = storedRows(spec, columns);
  if (!written) return jsonArray(spec, sql`(${stored}${notReplaced})`);
  const cte = sql.identifier(written);
  return jsonArray(
    spec,
    sql`(${stored}${notReplaced} and ${bareColumn(spec.id)} not in (select ${bareColumn(spec.id)} from ${cte})
      union all select ${columns} from ${cte})`,
  );
}

/** What a CTE writing a part's rows must return for childColumnAfterWrite. */
export function returnedColumns(part: SaleChildPart): Record<string, PgColumn> {
  return Object.fromEntries(rowColumns(PARTS[part]).map((c) => [columnName(c), c]));
}

export type SaleChildPart = keyof typeof PARTS;
export type SaleChildren<P extends SaleChildPart> = { [K in P]: z.output<(typeof PARTS)[K]["schema"]> };

/** Select-list columns, in a select from `sales`, for `parts` of each sale row. */
export function childColumns<P extends SaleChildPart>(parts: readonly P[]): Record<P, SQL<unknown>> {
  return Object.fromEntries(
    parts.map((part) => [
      part,
      renderedOnce(`stored:${part}`, () => jsonArray(PARTS[part], sql`(${storedRows(PARTS[part])})`)),
    ]),
  ) as Record<P, SQL<unknown>>;
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
