import { z } from "zod";

/**
 * Topics of the live stream GET /api/live (Server-Sent Events, ARCHITECTURE.md).
 * An event only says what changed; the web app invalidates the matching queries and refetches.
 */
export const LIVE_TOPICS = [
  "products",
  "sales",
  "card_payment_notifications",
  "unregistered_purchases",
  "customers",
  "users",
  "notifications",
  "internal_messages",
  "support_tickets",
  "shipping_locations",
  "discount_codes",
  "settings",
  "inventory_movements",
  "stock_takes",
  "outbox_emails",
  "service_orders",
  "cash_drawer",
  /**
   * A session or an account changed, announced by the database's own triggers (no browser hears
   * it): every instance drops the sessions it keeps (docs/decisions/0255).
   */
  "sessions",
] as const;
export const liveTopic = z.enum(LIVE_TOPICS);
export type LiveTopic = z.infer<typeof liveTopic>;

/**
 * Whether a write under each topic can change what the public catalogue shows (the server's
 * catalogue cache then drops its answers, docs/decisions/0140). Decided here, where a topic is
 * declared, so a new topic cannot be forgotten: stock moves publish `products` and
 * `inventory_movements`, sales and stock takes move stock too.
 */
export const CHANGES_CATALOGUE: Record<LiveTopic, boolean> = {
  products: true,
  sales: true,
  inventory_movements: true,
  stock_takes: true,
  card_payment_notifications: false,
  unregistered_purchases: false,
  customers: false,
  users: false,
  notifications: false,
  internal_messages: false,
  support_tickets: false,
  shipping_locations: false,
  discount_codes: false,
  settings: false,
  service_orders: false,
  outbox_emails: false,
  cash_drawer: false,
  sessions: false,
};

export const liveEvent = z.object({ topic: liveTopic, id: z.string().nullable() });
export type LiveEvent = z.infer<typeof liveEvent>;
