CREATE TABLE "request_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_status_valid";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "made_by_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: links made before this by a client or wholesaler are marked as theirs, and of
-- several still open for one sale only the newest stays open (the others are replaced), so the
-- one-open-link index below can be created on an existing store.
UPDATE "payment_links" SET "made_by_customer" = true
  WHERE "created_by_id" IN (SELECT "id" FROM "user" WHERE "role" IN ('client', 'wholesaler'));--> statement-breakpoint
UPDATE "payment_links" AS p SET "status" = 'replaced', "replaced_at" = now()
  WHERE p."made_by_customer" AND p."status" = 'pending' AND EXISTS (
    SELECT 1 FROM "payment_links" AS n
    WHERE n."sale_id" = p."sale_id" AND n."made_by_customer" AND n."status" = 'pending'
      AND (n."created_at", n."id") > (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_customer_link_idx" ON "payment_links" USING btree ("sale_id") WHERE "payment_links"."made_by_customer" and "payment_links"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_status_valid" CHECK ("payment_links"."status" in ('pending', 'paid', 'replaced'));