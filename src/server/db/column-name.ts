import { type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Column } from "drizzle-orm/column";

/**
 * A column's name in the database. The store's drizzle instances use `casing: "snake_case"`
 * (client.ts), so a column declared without a name of its own is stored as its key in snake case.
 */
export function columnName(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/** The column as a bare quoted identifier (`"in_progress_stock"`), for SQL where a table prefix is not allowed. */
export function bareColumn(column: Column): SQL {
  return sql`${sql.identifier(columnName(column))}`;
}
