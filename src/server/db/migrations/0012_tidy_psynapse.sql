CREATE TABLE "collection_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"balance" integer NOT NULL,
	"sent_by_id" text,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_reminders" ADD CONSTRAINT "collection_reminders_sent_by_id_user_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_reminders_customer_idx" ON "collection_reminders" USING btree ("customer_key","sent_at");