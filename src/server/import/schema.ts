import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/schema/columns";
import { products } from "../products/schema";

/**
 * Fields of an imported document that our schema does not name (docs/decisions/0151):
 * kept as they were, per collection and document id, and listed in the import's report.
 */
export const importExtras = pgTable(
  "import_extras",
  {
    collection: text().notNull(),
    docId: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    importedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.docId] })],
);

/**
 * Pictures of an imported product that still live on the old hosted storage (docs/decisions/0113):
 * shown from there until `npm run import:images` brings them into our storage and deletes the row.
 */
export const productExternalImages = pgTable(
  "product_external_images",
  {
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index("product_external_images_url_idx").on(t.url),
  ],
);
