import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id, searchKey } from "../db/schema/columns";

/** A customer record with no account (docs/product/data.md: role 'customer' in the merged list). */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    city: text(),
    address: text(),
    /** Registro Tributario Nacional, 14 digits, optional (docs/decisions/0060). */
    rtn: text(),
    notes: text().notNull().default(""),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The directory's search: name and email, lowered when written (docs/decisions/0262). */
    searchKey: searchKey("name", "email"),
  },
  (t) => [
    index("customers_name_idx").on(t.name),
    // Registrar Cliente's order (lower(name), id): its first page is read from here and the
    // accounts' twin below, merged, not sorted out of all thirty thousand (docs/decisions/0258).
    index("customers_sort_idx").on(sql`lower(${t.name})`, t.id),
    // The directory's search is a substring of the name or email: a trigram index answers a rare
    // one without reading every customer (docs/decisions/0259), the key's LIKE a common one (0262).
    index("customers_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")),
  ],
);
