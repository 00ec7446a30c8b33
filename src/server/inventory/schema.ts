import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ADJUSTMENT_REASONS, INVENTORY_MOVEMENT_TYPES } from "../../domain/inventory/stock";
import { UNIT_EVENTS, UNIT_STATUSES } from "../../domain/inventory/units";
import { users } from "../auth/schema";
import { at, createdAt, id } from "../db/schema/columns";
import { products } from "../products/schema";

export const inventoryMovements = pgTable(
  "inventory_movements",
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productName: text().notNull(),
    imageUrl: text(),
    type: text().notNull(),
    quantityChange: integer().notNull(),
    stockBefore: integer().notNull(),
    stockAfter: integer().notNull(),
    notes: text().notNull().default(""),
    timestamp: createdAt(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    userName: text().notNull(),
    relatedSaleId: text(),
    /** Why a manual adjustment was made (conteo, dañado, extraviado, devolución, corrección, otro); null otherwise. */
    reason: text(),
  },
  (t) => [
    index("inventory_movements_product_idx").on(t.productId, t.timestamp),
    index("inventory_movements_timestamp_idx").on(t.timestamp),
    check(
      "inventory_movements_type_valid",
      sql.raw(`"type" in (${INVENTORY_MOVEMENT_TYPES.map((x) => `'${x}'`).join(", ")})`),
    ),
    check(
      "inventory_movements_reason_valid",
      sql.raw(`"reason" is null or "reason" in (${ADJUSTMENT_REASONS.map((x) => `'${x}'`).join(", ")})`),
    ),
  ],
);

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
    /** How many movements the product had when the count started (a later one refuses the apply). */
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

const listed = (values: readonly string[]) => values.map((x) => `'${x}'`).join(", ");

/**
 * One watch of a serialized product, by its case serial number (docs/decisions/0247). A unit in
 * stock belongs to no sale; one assigned to a sale is reserved or sold as that sale is; a unit
 * written off stays for its history. Serials are unique in the whole store, sold ones included.
 */
export const productUnits = pgTable(
  "product_units",
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    serial: text().notNull(),
    status: text().notNull().default("en stock"),
    /** The sale it is reserved for or sold in; null while in stock or written off. */
    saleId: text(),
    receivedAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_units_serial_idx").on(t.serial),
    index("product_units_product_status_idx").on(t.productId, t.status),
    index("product_units_sale_idx").on(t.saleId).where(sql`${t.saleId} is not null`),
    check("product_units_status_valid", sql.raw(`"status" in (${listed(UNIT_STATUSES)})`)),
    check(
      "product_units_sale_follows_status",
      sql`(${t.status} in ('reservada', 'vendida')) = (${t.saleId} is not null)`,
    ),
  ],
);

/** A unit's own history: each thing that happened to it, with who and when. */
export const unitEvents = pgTable(
  "unit_events",
  {
    id: id(),
    unitId: text()
      .notNull()
      .references(() => productUnits.id, { onDelete: "cascade" }),
    event: text().notNull(),
    at: createdAt(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    userName: text().notNull(),
    saleId: text(),
    notes: text().notNull().default(""),
  },
  (t) => [
    index("unit_events_unit_idx").on(t.unitId, t.at),
    check("unit_events_event_valid", sql.raw(`"event" in (${listed(UNIT_EVENTS)})`)),
  ],
);

/**
 * Units a sale (or a card order that becomes one) holds of a serialized product without their
 * serial named yet: a web order is reserved by product and gets its watches when staff ship or
 * complete it. The units in stock of a product are its available stock plus what it owes here.
 */
export const serialsOwed = pgTable(
  "serials_owed",
  {
    saleId: text().notNull(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    owed: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.productId] }),
    check("serials_owed_positive", sql`${t.owed} > 0`),
    index("serials_owed_product_idx").on(t.productId),
  ],
);

/**
 * The serials scanned in a stock-take (docs/decisions/0247): a serialized product is counted by
 * its watches. A scan of a watch not in stock, or of a product outside the count, is kept too, to
 * be listed as unexpected.
 */
export const stockTakeScans = pgTable(
  "stock_take_scans",
  {
    stockTakeId: text()
      .notNull()
      .references(() => stockTakes.id, { onDelete: "cascade" }),
    serial: text().notNull(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Whether it was a watch in stock of a counted product when scanned. */
    expected: boolean().notNull(),
    note: text().notNull().default(""),
    scannedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.stockTakeId, t.serial] })],
);
