import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { products } from "./catalog";
import { at, createdAt, id } from "./columns";

/**
 * A physical stock-take (docs/decisions/0076): it snapshots each chosen product's quantity when it
 * starts; staff enter what they counted; applying writes the differences as 'ajuste manual'
 * movements with reason 'conteo'. At most one is open at a time.
 */
export const stockTakes = pgTable(
  "stock_takes",
  {
    id: id(),
    status: text().notNull().default("open"),
    startedAt: createdAt(),
    startedBy: text().references(() => users.id, { onDelete: "set null" }),
    startedByName: text().notNull(),
    closedAt: at(),
    closedByName: text(),
    adjustments: integer().notNull().default(0),
  },
  (t) => [
    check("stock_takes_status_valid", sql`${t.status} in ('open', 'applied', 'discarded')`),
    uniqueIndex("stock_takes_one_open_idx").on(t.status).where(sql`${t.status} = 'open'`),
  ],
);

export const stockTakeLines = pgTable(
  "stock_take_lines",
  {
    stockTakeId: text()
      .notNull()
      .references(() => stockTakes.id, { onDelete: "cascade" }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productName: text().notNull(),
    /** The product's quantity when the count started. */
    expectedQuantity: integer().notNull(),
    countedQuantity: integer(),
    countedAt: at(),
    /** How many movements the product had when the count started: any later one refuses the apply. */
    movementCount: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.stockTakeId, t.productId] }),
    check(
      "stock_take_lines_counts_nonnegative",
      sql`${t.expectedQuantity} >= 0 and coalesce(${t.countedQuantity}, 0) >= 0`,
    ),
    index("stock_take_lines_product_idx").on(t.productId),
  ],
);
