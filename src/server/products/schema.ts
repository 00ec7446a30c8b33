import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { MAX_WARRANTY_MONTHS } from "../../domain/inventory/warranty";
import { MAX_STORE_BARCODE_NUMBER } from "../../domain/products/product-codes";
import { at, createdAt, id, money } from "../db/schema/columns";

/** Optional watch specifications (docs/decisions/0070); each is free text, absent when unknown. */
export type WatchSpecsColumn = {
  movement?: string;
  caseSize?: string;
  caseMaterial?: string;
  waterResistance?: string;
  strap?: string;
  crystal?: string;
};

/** The store's running number for its own EAN-13s (domain storeEan13). */
export const storeBarcodeNumbers = pgSequence("store_barcode_numbers", {
  startWith: 1,
  minValue: 1,
  maxValue: MAX_STORE_BARCODE_NUMBER,
});

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text().notNull(),
    brand: text().notNull().default(""),
    description: text().notNull().default(""),
    /** The model's name as shown on the product page, e.g. "Marina"; several products may share it. */
    model: text().notNull().default(""),
    /** The maker's reference, e.g. "SRPD55K1", in its canonical form (domain normaliseReference); unique. */
    reference: text(),
    /** EAN-13 (a UPC-A as its 0-prefixed EAN-13) or Code 128 content (domain normaliseBarcode); unique. */
    barcode: text(),
    specs: jsonb().$type<WatchSpecsColumn>().notNull().default({}),
    /** Available stock (docs/product/data.md `quantity`). */
    quantity: integer().notNull().default(0),
    /** Units reserved by open sales and pending checkouts. */
    inProgressStock: integer().notNull().default(0),
    totalSold: integer().notNull().default(0),
    salePrice: money(),
    /** Promotion price; null when the watch is not on promotion. */
    promoPrice: integer(),
    /** The "before" price shown crossed out. */
    originalPublicPrice: integer(),
    /** What a wholesaler pays; null when the watch has no wholesale price (docs/decisions/0071). Staff and wholesalers only. */
    wholesalePrice: integer(),
    /** Unit cost for margin and valuation; staff only. Null when unknown. */
    unitCost: integer(),
    /** Per-product low-stock threshold; null means the store default (inventory feature). */
    lowStockThreshold: integer(),
    /** Set when the product is deleted (archived); past sales keep their lines. */
    archivedAt: at(),
    isPublic: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    /** Kept by serial number: its stock is its units (inventory's product_units, docs/decisions/0247). */
    serialized: boolean().notNull().default(false),
    /** The product's own warranty in months; null means the store's (settings, default 6). */
    warrantyMonths: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check("products_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("products_in_progress_nonnegative", sql`${t.inProgressStock} >= 0`),
    check("products_total_sold_nonnegative", sql`${t.totalSold} >= 0`),
    check(
      "products_prices_nonnegative",
      sql`${t.salePrice} >= 0 and coalesce(${t.promoPrice}, 0) >= 0 and coalesce(${t.originalPublicPrice}, 0) >= 0`,
    ),
    check(
      "products_wholesale_cost_nonnegative",
      sql`coalesce(${t.wholesalePrice}, 0) >= 0 and coalesce(${t.unitCost}, 0) >= 0 and coalesce(${t.lowStockThreshold}, 0) >= 0`,
    ),
    check(
      "products_warranty_months_range",
      sql`${t.warrantyMonths} is null or ${t.warrantyMonths} between 0 and ${sql.raw(String(MAX_WARRANTY_MONTHS))}`,
    ),
    index("products_public_created_idx").on(t.isPublic, t.createdAt),
    // The inventory's default order (name, then id) among products not archived: the first page
    // reads 50 index entries instead of sorting every product (docs/decisions/0215).
    index("products_name_lower_idx").on(sql`lower(${t.name})`, t.id).where(sql`${t.archivedAt} is null`),
    // Unique among every product, archived ones too: a scan must never find two.
    uniqueIndex("products_reference_idx").on(t.reference),
    uniqueIndex("products_barcode_idx").on(t.barcode),
  ],
);

/** Images of a product; each has WebP variants made by sharp, stored under `storageKey`. */
export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Widths of the WebP variants that exist, e.g. {320,640,1024}. */
    variantWidths: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_images_position_idx").on(t.productId, t.position)],
);
