import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { at, createdAt, id, money } from "../db/schema/columns";
import { sales } from "../sales/schema";

/** The documents a CAI range numbers (docs/decisions/0249): facturas, and notas de crédito. */
export const DOCUMENT_KINDS = ["factura", "nota_credito"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A CAI authorisation of the SAR (docs/decisions/0100, 0249): its code, the kind of document it
 * numbers, the authorised range `EEE-PPP-TT-NNNNNNNN` from … to, the fecha límite de emisión (a
 * shop day) and the next sequence to give. At most one is active per kind; a document takes
 * `next_number` under this row's lock.
 */
export const invoiceCais = pgTable(
  "invoice_cais",
  {
    id: id(),
    cai: text().notNull(),
    establishment: text().notNull(),
    pointOfIssue: text().notNull(),
    documentType: text().notNull().default("01"),
    documentKind: text().$type<DocumentKind>().notNull().default("factura"),
    rangeFrom: integer().notNull(),
    rangeTo: integer().notNull(),
    nextNumber: integer().notNull(),
    /** Fecha límite de emisión, YYYY-MM-DD in the shop calendar. */
    deadline: text().notNull(),
    active: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoice_cais_cai_idx").on(t.cai),
    uniqueIndex("invoice_cais_one_active_per_kind_idx").on(t.documentKind).where(sql`${t.active}`),
    check("invoice_cais_kind_valid", sql`${t.documentKind} in ('factura', 'nota_credito')`),
    check("invoice_cais_range_order", sql`${t.rangeFrom} >= 0 and ${t.rangeTo} >= ${t.rangeFrom}`),
    check("invoice_cais_next_in_range", sql`${t.nextNumber} between ${t.rangeFrom} and ${t.rangeTo} + 1`),
  ],
);

export const INVOICE_STATUSES = ["Emitida", "Anulada"] as const;

/**
 * An issued invoice (docs/decisions/0100–0102, 0104, 0249), or a nota de crédito against one (0249: `kind`,
 * the factura it credits and the return it documents). `document` is the snapshot the PDF prints (issuer,
 * CAI, range, buyer, lines, totals), so the legal document never changes after issue. The sale
 * cannot be deleted while an invoice refers to it (RESTRICT); one valid invoice per sale.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text().notNull(),
    kind: text().$type<DocumentKind>().notNull().default("factura"),
    /** A nota de crédito's factura. */
    creditedInvoiceId: text().references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** A nota de crédito's return (the returns feature's record). */
    returnId: text(),
    caiId: text()
      .notNull()
      .references(() => invoiceCais.id, { onDelete: "restrict" }),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    status: text().$type<(typeof INVOICE_STATUSES)[number]>().notNull().default("Emitida"),
    issuedAt: createdAt(),
    issuedById: text().references(() => users.id, { onDelete: "set null" }),
    issuedByName: text().notNull(),
    buyerName: text().notNull(),
    buyerRtn: text(),
    total: money(),
    taxableBase: money(),
    isv: money(),
    discounts: money(),
    document: jsonb().$type<unknown>().notNull(),
    voidReason: text(),
    voidedAt: at(),
    voidedByName: text(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_one_valid_per_sale_idx")
      .on(t.saleId)
      .where(sql`${t.status} = 'Emitida' and ${t.kind} = 'factura'`),
    index("invoices_credited_idx").on(t.creditedInvoiceId),
    uniqueIndex("invoices_one_valid_per_return_idx")
      .on(t.returnId)
      .where(sql`${t.status} = 'Emitida' and ${t.returnId} is not null`),
    check("invoices_kind_valid", sql`${t.kind} in ('factura', 'nota_credito')`),
    check(
      "invoices_credit_note_names_factura",
      sql`(${t.kind} = 'factura') = (${t.creditedInvoiceId} is null)`,
    ),
    index("invoices_issued_at_idx").on(t.issuedAt),
    check("invoices_status_valid", sql`${t.status} in ('Emitida', 'Anulada')`),
    check("invoices_money_nonnegative", sql`${t.total} >= 0 and ${t.isv} >= 0 and ${t.taxableBase} >= 0`),
  ],
);
