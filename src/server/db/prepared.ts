import { sql } from "drizzle-orm";
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

/**
 * An `in (…)` list for a statement built once: a placeholder per value (`id0`, `id1`…; the
 * statement's name carries how many) and the values to execute it with.
 */
export function placeholderList(values: readonly string[]) {
  return {
    placeholders: values.map((_, i) => sql.placeholder(`id${i}`)),
    values: Object.fromEntries(values.map((value, i) => [`id${i}`, value])),
  };
}

/** What builtOnce re-targets: the connection a drizzle statement and a session (database or transaction) hold. */
interface OnClient {
  client: unknown;
}

/** Statements built so far, per kind of session (node-postgres, PGlite) and name. */
const built = new WeakMap<object, Map<string, object>>();

/**
 * A named statement whose SQL drizzle builds once per process and kind of database, then runs on
 * `db`'s own connection (the pool, or the transaction's). Drizzle builds a prepared statement's
 * text on every `.prepare()`, which on the sale path cost more CPU than running it
 * (bench/README.md, `sales`; docs/decisions/0261). `build` makes the statement on `db` with a placeholder
 * (`sql.placeholder`) for every value that varies; the name, from PREPARED, stands for that one
 * text. Relies on drizzle-orm's prepared query and session each keeping their connection in
 * `client` (pinned by db/prepared.test.ts).
 */
export function builtOnce<P extends object>(db: object, name: string, build: () => P): P {
  const session = (db as { session: OnClient }).session;
  let ofKind = built.get(session.constructor);
  if (!ofKind) {
    ofKind = new Map();
    built.set(session.constructor, ofKind);
  }
  let statement = ofKind.get(name) as P | undefined;
  if (!statement) {
    statement = build();
    ofKind.set(name, statement);
  }
  return Object.create(statement, { client: { value: session.client } }) as P;
}
