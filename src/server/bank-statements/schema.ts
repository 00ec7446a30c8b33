import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ColumnMapping } from "../../domain/bank-statements/bank-statements";
import { users } from "../auth/schema";
import { at, createdAt, id, money } from "../db/schema/columns";
import { transferDeclarations } from "../transfers/schema";

/**
 * The bank statement of each of the store's accounts (docs/decisions/0252). The accounts live in
 * the settings document without ids: everything here names an account by its key (the letters and
 * digits of its number, the domain's accountKey), as the transfer declarations do.
 */

/** How each account's bank export is read: set once, used by every upload. */
export const bankStatementMappings = pgTable("bank_statement_mappings", {
  accountKey: text().primaryKey(),
  mapping: jsonb().$type<ColumnMapping>().notNull(),
  updatedAt: createdAt(),
  updatedBy: text().references(() => users.id, { onDelete: "set null" }),
});

/** One upload of a statement file: what it brought and what was known already. */
export const bankStatementUploads = pgTable(
  "bank_statement_uploads",
  {
    id: id(),
    accountKey: text().notNull(),
    fileName: text().notNull(),
    newLines: integer().notNull(),
    knownLines: integer().notNull(),
    firstDay: date({ mode: "string" }).notNull(),
    lastDay: date({ mode: "string" }).notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("bank_statement_uploads_account_idx").on(t.accountKey, t.createdAt)],
);

/**
 * A movement of the statement, imported once: `lineHash` is the sha-256 of the domain's line
 * identity (account, day, amounts, reference, description, occurrence in its file) under a unique
 * index, so a re-upload or an overlapping period adds nothing. `declarationId` is the transfer
 * this credit was confirmed to back; unique, so one credit backs one declaration and vice versa.
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: id(),
    uploadId: text()
      .notNull()
      .references(() => bankStatementUploads.id, { onDelete: "cascade" }),
    accountKey: text().notNull(),
    lineHash: text().notNull(),
    bookedOn: date({ mode: "string" }).notNull(),
    description: text().notNull(),
    reference: text().notNull(),
    credit: money(),
    debit: money(),
    declarationId: text().references(() => transferDeclarations.id, { onDelete: "set null" }),
    matchedAt: at(),
    matchedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_hash_idx").on(t.lineHash),
    uniqueIndex("bank_statement_lines_declaration_idx")
      .on(t.declarationId)
      .where(sql`${t.declarationId} is not null`),
    index("bank_statement_lines_account_day_idx").on(t.accountKey, t.bookedOn),
    check("bank_statement_lines_credit_nonnegative", sql`${t.credit} >= 0`),
    check("bank_statement_lines_debit_nonnegative", sql`${t.debit} >= 0`),
  ],
);
