import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../db/schema/columns";

/** Every callback a gateway sent, verified or not: an audit trail and replay protection. */
export const paymentGatewayEvents = pgTable(
  "payment_gateway_events",
  {
    id: id(),
    gateway: text().notNull(),
    orderId: text().notNull(),
    /** Unique per gateway transaction and outcome: the same callback twice is stored once. */
    dedupeKey: text().notNull(),
    outcome: text().notNull(),
    verified: boolean().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_gateway_events_dedupe_idx").on(t.gateway, t.dedupeKey),
    index("payment_gateway_events_order_idx").on(t.orderId),
  ],
);
