import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type ReturnedLine, SALE_STATUSES } from "../../domain/sales/sale";
import { users } from "../auth/schema";
import { customers } from "../customers/schema";
import { at, createdAt, id, money } from "../db/schema/columns";

const statusList = SALE_STATUSES.map((s) => `'${s}'`).join(", ");

/**
 * A sale (order). Nested documents of docs/product/data.md are flattened into columns (customerInfo,
 * shippingInfo, extraDiscount, appliedDiscount, paymentData); child lists are tables below.
 * `version` grows with every write, so a stale edit from a second admin can be refused.
 */
export const sales = pgTable(
  "sales",
  {
    id: id(),
    version: integer().notNull().default(1),
    subtotal: money(),
    total: money(),
    shippingCost: money(),
    extraCostsTotal: money(),
    extraDiscountAmount: money(),
    extraDiscountReason: text().notNull().default(""),
    appliedDiscountCode: text(),
    appliedDiscountPercentage: integer(),
    appliedDiscountAmount: money(),
    promoItemsDiscount: money(),
    amountPaid: money(),
    refundedAmount: money(),
    /**
     * What the sale's returns took off its worth (docs/decisions/0249); `total` is already net of
     * it. `returnedLines` counts the units returned per line, so stock follows the lines kept
     * without reading the return records.
     */
    returnsTotal: money(),
    returnedLines: jsonb().$type<ReturnedLine[]>().notNull().default([]),
    /** An apartado: the last shop day of its term (null: not an apartado) and its last reminder. */
    layawayUntil: date({ mode: "string" }),
    layawayRemindedAt: at(),
    status: text().notNull().default("Pendiente"),
    isDelivered: boolean().notNull().default(false),
    shippedAt: at(),
    deliveredAt: at(),
    cancellationReason: text(),
    sellerId: text().references(() => users.id, { onDelete: "set null" }),
    sellerName: text(),
    /** The seller's rate in basis points: 7.5 % = 750 (docs/decisions/0150). */
    commissionBasisPoints: integer().notNull().default(0),
    customerId: text().references(() => customers.id, { onDelete: "set null" }),
    customerUserId: text().references(() => users.id, { onDelete: "set null" }),
    customerName: text().notNull().default(""),
    customerEmail: text(),
    customerPhone: text(),
    customerType: text().notNull().default("manual"),
    shippingAddress: text(),
    shippingCity: text(),
    shippingCityId: text(),
    shippingDepartment: text(),
    shippingMunicipality: text(),
    shippingNote: text(),
    carrier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    paymentHistoryInvalidated: boolean().notNull().default(false),
    isCardPayment: boolean().notNull().default(false),
    cardBrand: text(),
    cardAccount: text(),
    transactionId: text(),
    originalUnregisteredId: text(),
    saleDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check("sales_status_valid", sql.raw(`"status" in (${statusList})`)),
    check(
      "sales_money_nonnegative",
      sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.shippingCost} >= 0 and ${t.extraCostsTotal} >= 0
        and ${t.extraDiscountAmount} >= 0 and ${t.appliedDiscountAmount} >= 0 and ${t.promoItemsDiscount} >= 0
        and ${t.amountPaid} >= 0 and ${t.refundedAmount} >= 0 and ${t.returnsTotal} >= 0`,
    ),
    check("sales_commission_range", sql`${t.commissionBasisPoints} between 0 and 10000`),
    check(
      "sales_customer_type_valid",
      sql`${t.customerType} in ('web-registered', 'wholesaler', 'manual', 'web-unregistered')`,
    ),
    index("sales_created_idx").on(t.createdAt),
    index("sales_sale_date_idx").on(t.saleDate),
    index("sales_status_idx").on(t.status),
    index("sales_seller_idx").on(t.sellerId),
    index("sales_customer_user_idx").on(t.customerUserId),
    index("sales_customer_idx").on(t.customerId),
    // Órdenes' and the service desk's search by the customer's name is a substring (ilike
    // '%…%'): a trigram index answers it without reading every sale (docs/decisions/0259).
    index("sales_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("sales_layaway_until_idx").on(t.layawayUntil).where(sql`${t.layawayUntil} is not null`),
    uniqueIndex("sales_original_unregistered_idx").on(t.originalUnregisteredId),
    uniqueIndex("sales_transaction_idx").on(t.transactionId),
  ],
);

export const saleItems = pgTable(
  "sale_items",
  {
    id: id(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    productId: text().notNull(),
    productName: text().notNull(),
    quantity: integer().notNull(),
    price: money(),
    originalPrice: money(),
  },
  (t) => [
    check("sale_items_quantity_positive", sql`${t.quantity} > 0`),
    check("sale_items_money_nonnegative", sql`${t.price} >= 0 and ${t.originalPrice} >= 0`),
    uniqueIndex("sale_items_position_idx").on(t.saleId, t.position),
    index("sale_items_product_idx").on(t.productId),
  ],
);

export const saleExtraCosts = pgTable(
  "sale_extra_costs",
  {
    id: id(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    description: text().notNull(),
    amount: integer().notNull(),
  },
  (t) => [
    check("sale_extra_costs_amount_nonnegative", sql`${t.amount} >= 0`),
    index("sale_extra_costs_sale_idx").on(t.saleId, t.position),
  ],
);

export const saleHistory = pgTable(
  "sale_history",
  {
    id: id(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    event: text().notNull(),
    user: text().notNull(),
    userId: text(),
    timestamp: createdAt(),
    details: text().notNull().default(""),
  },
  (t) => [index("sale_history_sale_idx").on(t.saleId, t.timestamp)],
);

/**
 * The audit record of a deleted sale (docs/decisions/0252): who, when, why and the sale's full
 * API document as it was. No foreign key to `sales`: the sale is gone.
 */
export const deletedSales = pgTable(
  "deleted_sales",
  {
    id: id(),
    saleId: text().notNull(),
    orderNumber: text().notNull(),
    deletedById: text().references(() => users.id, { onDelete: "set null" }),
    deletedByName: text().notNull(),
    deletedAt: createdAt(),
    reason: text().notNull(),
    document: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("deleted_sales_deleted_at_idx").on(t.deletedAt)],
);

/**
 * Saldo a favor a web order keeps while it waits for its card or its transfer (docs/decisions/0251):
 * not money (no lempira moved), a reservation like a reserved unit. The row is the order's id; it
 * is spent as traspasos when the order becomes a sale and deleted when the order fails or is deleted.
 */
export const creditHolds = pgTable(
  "credit_holds",
  {
    orderId: text().primaryKey(),
    customerUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_holds_customer_idx").on(t.customerUserId),
    check("credit_holds_amount_positive", sql`${t.amount} > 0`),
  ],
);
