/**
 * Names of the statements sent as named prepared statements: PostgreSQL parses and plans each
 * once per connection instead of on every request (docs/decisions/0228). Only statements whose
 * text is the same on every call are named; where the text depends on the input's shape (how many
 * products, which parts of a sale), the shape is part of the name. A name must always stand for
 * one text (node-postgres refuses a name reused for another), so every name is made here.
 * PGlite ignores the names.
 */
export const PREPARED = {
  /** The session and its user, by token (auth/session-lookup.ts). */
  sessionWithUser: "session_with_user",
  /** The sale row locked FOR UPDATE (sales/load-sale.ts). */
  saleLock: "sale_lock",
  /** A sale and the child rows named by `parts`, in one statement (sales/load-sale.ts). */
  saleRead: (parts: readonly string[]) => `sale_read:${parts.join(",")}`,
  /** `count` products locked FOR UPDATE, in id order (inventory/stock-writer.ts). */
  productsLock: (count: number) => `products_lock:${count}`,
  /** The public products of a cart of `count` lines, with their thumbnails (checkout/quote.ts). */
  cartProducts: (count: number) => `cart_products:${count}`,
  /** A card order locked FOR UPDATE by its gateway callback (payments/callbacks.ts). */
  cardOrderLock: "card_order_lock",
  /** The settings document (settings/service.ts). */
  settingsRead: "settings_read",
} as const;
