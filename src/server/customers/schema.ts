import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../auth/schema";
import { createdAt, id } from "../db/schema/columns";

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
  },
  (t) => [
    index("customers_name_idx").on(t.name),
    // Registrar Cliente's order (lower(name), id): its first page is read from here and the
    // accounts' twin below, merged, not sorted out of all thirty thousand (docs/decisions/0258).
    index("customers_sort_idx").on(sql`lower(${t.name})`, t.id),
    // The directory's search is a substring of the name or email (ilike '%…%'): trigram indexes
    // answer it without reading every customer (docs/decisions/0259).
    index("customers_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("customers_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);
