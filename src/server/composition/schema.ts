// The database's tables: every feature's own `schema.ts` (and the platform's: accounts and
// sessions in auth, shared request counters in http, gateway callbacks in gateways), put together
// here and nowhere else.
// drizzle-kit reads this union to generate migrations (drizzle.config.ts); tests may import it
// to reach any table. Server code imports the tables it uses from their owner's `schema.ts`.
// A new table: write it in `src/server/<feature>/schema.ts` and add one line below.
export * from "../auth/schema";
export * from "../bank-statements/schema";
export * from "../card-payments/schema";
export * from "../collections/schema";
export * from "../customers/schema";
export * from "../discount-codes/schema";
export * from "../gateways/schema";
export * from "../http/schema";
export * from "../import/schema";
export * from "../inventory/schema";
export * from "../invoices/schema";
export * from "../mail/schema";
export * from "../messages/schema";
export * from "../notifications/schema";
export * from "../payment-links/schema";
export * from "../products/schema";
export * from "../sales/schema";
export * from "../settings/schema";
export * from "../shipping/schema";
export * from "../support/schema";
export * from "../transfers/schema";
export * from "../web-purchases/schema";
