CREATE TABLE "deleted_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"order_number" text NOT NULL,
	"deleted_by_id" text,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"amount" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_amount_positive" CHECK ("sale_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deleted_sales" ADD CONSTRAINT "deleted_sales_deleted_by_id_user_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_sales_deleted_at_idx" ON "deleted_sales" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "sale_refunds_sale_idx" ON "sale_refunds" USING btree ("sale_id","date");