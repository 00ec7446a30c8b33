import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value: what a person typed is taken as
 * characters, so a `%`, `_` or `\` they typed is not a wildcard. (A substring search's index is a
 * trigram index: docs/decisions/0259.)
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a search key (db/schema/columns.ts searchKey) holds `text` anywhere, whatever its case:
 * the pattern is lowered by the same lower() that wrote the key, so this answers as ILIKE on each
 * column did (docs/decisions/0262).
 */
export function searchKeyContains(key: SQLWrapper, text: string): SQL {
  return sql`${key} like lower(${containsPattern(text)})`;
}
