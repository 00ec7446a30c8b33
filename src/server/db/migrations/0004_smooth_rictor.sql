ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_purchase" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_locations" ADD COLUMN "municipality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_purchase_nonnegative" CHECK ("discount_codes"."min_purchase" >= 0);