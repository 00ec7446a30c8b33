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
] as const;
export const liveTopic = z.enum(LIVE_TOPICS);
export type LiveTopic = z.infer<typeof liveTopic>;

export const liveEvent = z.object({ topic: liveTopic, id: z.string().nullable() });
export type LiveEvent = z.infer<typeof liveEvent>;
