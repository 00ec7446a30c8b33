ALTER TABLE "products" ADD COLUMN "model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wholesale_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_wholesale_cost_nonnegative" CHECK (coalesce("products"."wholesale_price", 0) >= 0 and coalesce("products"."unit_cost", 0) >= 0 and coalesce("products"."low_stock_threshold", 0) >= 0);