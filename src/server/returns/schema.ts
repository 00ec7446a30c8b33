import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { RETURN_STATUSES, type ReturnLineRecord } from "../../domain/returns/returns";
import { users } from "../auth/schema";
import { at, createdAt, id, money } from "../db/schema/columns";
import { invoices } from "../invoices/schema";
import { sales } from "../sales/schema";

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * A return on a sale (docs/decisions/0249): the lines and units given back, where each went, what
 * they were worth and where that money went (refunded by a method, left as saldo a favor). The
 * sale's own lines are never rewritten: the sale keeps the total of its returns and the units
 * returned per line. A seller's return waits as 'Solicitada' until an admin applies or rejects it.
 */
export const saleReturns = pgTable(
  "sale_returns",
  {
    id: id(),
    /** DEV-0001…: the number people say. */
    number: integer().generatedAlwaysAsIdentity().notNull(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    status: text().notNull().default("Aplicada"),
    lines: jsonb().$type<ReturnLineRecord[]>().notNull(),
    /** What the returned lines were worth (their share of what the sale charged). */
    value: money(),
    /** Of the value, what was given back, and by which method. */
    refunded: money(),
    refundMethod: text(),
    /** Of the value, what stayed as the customer's saldo a favor. */
    credited: money(),
    reason: text().notNull(),
    /** Why an admin took it past the return window (null when inside it). */
    lateReason: text(),
    /** The new sale of an exchange. */
    exchangeSaleId: text().references(() => sales.id, { onDelete: "set null" }),
    creditNoteId: text().references(() => invoices.id, { onDelete: "set null" }),
    requestedById: text().references(() => users.id, { onDelete: "set null" }),
    requestedByName: text().notNull(),
    requestedAt: createdAt(),
    decidedById: text().references(() => users.id, { onDelete: "set null" }),
    decidedByName: text(),
    decidedAt: at(),
    rejectReason: text(),
  },
  (t) => [
    uniqueIndex("sale_returns_number_idx").on(t.number),
    index("sale_returns_sale_idx").on(t.saleId),
    index("sale_returns_status_idx").on(t.status, t.requestedAt),
    check("sale_returns_status_valid", sql.raw(`"status" in (${listed(RETURN_STATUSES)})`)),
    check(
      "sale_returns_money",
      sql`${t.value} >= 0 and ${t.refunded} >= 0 and ${t.credited} >= 0 and ${t.refunded} + ${t.credited} <= ${t.value}`,
    ),
  ],
);
