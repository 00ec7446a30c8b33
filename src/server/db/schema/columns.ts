import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { newId } from "../ids";

/** Shared column builders, so every table spells ids, money and time the same way. */
export const id = () => text().primaryKey().$defaultFn(newId);
/** Integer centavos (ARCHITECTURE.md). */
export const money = () => integer().notNull().default(0);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true });

/**
 * A substring search's key (docs/decisions/0262): the searched texts lowered once when the row is
 * written, joined by a newline (which no search box sends). `LIKE` on it finds what `ILIKE` on each
 * column found, without lowering every row at every search (searchKeyContains in db/like.ts).
 */
export const searchKey = (...columns: string[]) =>
  text().generatedAlwaysAs(
    sql.raw(columns.map((column) => `lower(coalesce("${column}", ''))`).join(` || E'\\n' || `)),
  );
