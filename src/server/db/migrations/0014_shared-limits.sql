CREATE TABLE "request_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_status_valid";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_status_valid" CHECK ("payment_links"."status" in ('pending', 'paid', 'replaced'));