import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, money } from "../db/schema/columns";

export const shippingLocations = pgTable(
  "shipping_locations",
  {
    id: id(),
    city: text().notNull(),
    department: text().notNull(),
    municipality: text().notNull().default(""),
    cost: money(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("shipping_locations_cost_nonnegative", sql`${t.cost} >= 0`),
    uniqueIndex("shipping_locations_city_idx").on(t.city),
  ],
);
