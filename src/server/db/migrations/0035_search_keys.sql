-- Substring searches read a key lowered when the row is written (LIKE on it, not ILIKE on each column); analysed at once so the planner knows the new column.
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(coalesce("name", '')) || E'\n' || lower(coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(coalesce("brand", '')) || E'\n' || lower(coalesce("model", '')) || E'\n' || lower(coalesce("serial", ''))) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_key_trgm_idx" ON "customers" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
ANALYZE "customers";--> statement-breakpoint
ANALYZE "service_orders";
