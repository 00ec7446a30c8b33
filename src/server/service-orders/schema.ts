import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { EstimateLines } from "../../domain/service-orders/estimate";
import { ESTIMATE_STATUSES, SERVICE_KINDS, SERVICE_STATES } from "../../domain/service-orders/states";
import { users } from "../auth/schema";
import { at, createdAt, id, money, searchKey } from "../db/schema/columns";
import { productUnits } from "../inventory/schema";
import { sales } from "../sales/schema";

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * A watch at the service desk (docs/decisions/0248). Its money is its sale (`saleId`, a sale of its
 * own kind: the estimate's labour and parts are the sale's lines, its payments the journal's), so
 * receivables, statements, invoices and the cash flow count it by their own rules.
 */
export const serviceOrders = pgTable(
  "service_orders",
  {
    id: id(),
    /** OS-0001…: the number people say. */
    number: integer().generatedAlwaysAsIdentity().notNull(),
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    claimCode: text().notNull(),
    state: text().notNull().default("Recibido"),
    kind: text().notNull(),
    brand: text().notNull(),
    model: text().notNull().default(""),
    serial: text(),
    /** The store's own watch, when the serial is one it sold. */
    unitId: text().references(() => productUnits.id, { onDelete: "set null" }),
    warranty: boolean().notNull().default(false),
    warrantyCost: money(),
    problem: text().notNull(),
    condition: text().notNull().default(""),
    accessories: text().notNull().default(""),
    estimatedPrice: integer(),
    estimatedDate: date({ mode: "string" }),
    technicianId: text().references(() => users.id, { onDelete: "set null" }),
    technicianName: text(),
    cancelReason: text(),
    receivedById: text().references(() => users.id, { onDelete: "set null" }),
    receivedByName: text().notNull(),
    receivedAt: createdAt(),
    readyAt: at(),
    deliveredAt: at(),
    reminderSentAt: at(),
    updatedAt: createdAt(),
    /**
     * The desk's search: brand, model and serial, lowered when written (docs/decisions/0262). No
     * index: the search's other arm (the customer, among the sales) makes it a scan of the orders.
     */
    searchKey: searchKey("brand", "model", "serial"),
  },
  (t) => [
    uniqueIndex("service_orders_number_idx").on(t.number),
    uniqueIndex("service_orders_sale_idx").on(t.saleId),
    uniqueIndex("service_orders_claim_code_idx").on(t.claimCode),
    index("service_orders_state_idx").on(t.state, t.receivedAt),
    index("service_orders_technician_idx").on(t.technicianId),
    index("service_orders_unit_idx").on(t.unitId),
    check("service_orders_state_valid", sql.raw(`"state" in (${listed(SERVICE_STATES)})`)),
    check("service_orders_kind_valid", sql.raw(`"kind" in (${listed(SERVICE_KINDS)})`)),
    check(
      "service_orders_money_nonnegative",
      sql`${t.warrantyCost} >= 0 and coalesce(${t.estimatedPrice}, 0) >= 0`,
    ),
  ],
);

/** Each change of an order, in its own words, with who and when. */
export const serviceOrderEvents = pgTable(
  "service_order_events",
  {
    id: id(),
    serviceOrderId: text()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    state: text().notNull(),
    details: text().notNull().default(""),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    userName: text().notNull(),
    at: createdAt(),
  },
  (t) => [index("service_order_events_order_idx").on(t.serviceOrderId, t.at)],
);

/**
 * The estimates sent for an order, numbered 1, 2…: the last one sent waits for its answer; sending
 * a new one replaces it. The answer is final.
 */
export const serviceEstimates = pgTable(
  "service_estimates",
  {
    id: id(),
    serviceOrderId: text()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    n: integer().notNull(),
    lines: jsonb().$type<EstimateLines>().notNull(),
    total: money(),
    status: text().notNull().default("enviado"),
    sentById: text().references(() => users.id, { onDelete: "set null" }),
    sentByName: text().notNull(),
    sentAt: createdAt(),
    answeredAt: at(),
    /** Who answered, in words: the customer by the link, or a person named by staff. */
    answeredBy: text(),
  },
  (t) => [
    uniqueIndex("service_estimates_order_n_idx").on(t.serviceOrderId, t.n),
    check("service_estimates_status_valid", sql.raw(`"status" in (${listed(ESTIMATE_STATUSES)})`)),
  ],
);

/** Photos of the watch as received, stored privately like a ticket's (served only to staff). */
export const serviceOrderPhotos = pgTable(
  "service_order_photos",
  {
    id: id(),
    serviceOrderId: text()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: "cascade" }),
    key: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    at: createdAt(),
  },
  (t) => [index("service_order_photos_order_idx").on(t.serviceOrderId, t.at)],
);
