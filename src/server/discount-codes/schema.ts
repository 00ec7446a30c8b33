import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, money } from "../db/schema/columns";

/** The code itself is the id (docs/product/data.md). */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text().primaryKey(),
    percentage: integer().notNull(),
    isActive: boolean().notNull().default(true),
    /** From when it applies; null = at once. */
    startsAt: at(),
    expiresAt: at(),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    /** Least the merchandise must cost (centavos); 0 = any amount. */
    minPurchase: money(),
    createdAt: createdAt(),
  },
  (t) => [
    check("discount_codes_percentage_range", sql`${t.percentage} between 1 and 100`),
    check(
      "discount_codes_usage_nonnegative",
      sql`${t.usageCount} >= 0 and coalesce(${t.usageLimit}, 0) >= 0`,
    ),
    check("discount_codes_min_purchase_nonnegative", sql`${t.minPurchase} >= 0`),
  ],
);
