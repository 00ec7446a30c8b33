CREATE TABLE "invoice_cais" (
	"id" text PRIMARY KEY NOT NULL,
	"cai" text NOT NULL,
	"establishment" text NOT NULL,
	"point_of_issue" text NOT NULL,
	"document_type" text DEFAULT '01' NOT NULL,
	"range_from" integer NOT NULL,
	"range_to" integer NOT NULL,
	"next_number" integer NOT NULL,
	"deadline" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_cais_range_order" CHECK ("invoice_cais"."range_from" >= 0 and "invoice_cais"."range_to" >= "invoice_cais"."range_from"),
	CONSTRAINT "invoice_cais_next_in_range" CHECK ("invoice_cais"."next_number" between "invoice_cais"."range_from" and "invoice_cais"."range_to" + 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cai_id" text NOT NULL,
	"sale_id" text NOT NULL,
	"status" text DEFAULT 'Emitida' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_id" text,
	"issued_by_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_rtn" text,
	"total" integer DEFAULT 0 NOT NULL,
	"taxable_base" integer DEFAULT 0 NOT NULL,
	"isv" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by_name" text,
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('Emitida', 'Anulada')),
	CONSTRAINT "invoices_money_nonnegative" CHECK ("invoices"."total" >= 0 and "invoices"."isv" >= 0 and "invoices"."taxable_base" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cai_id_invoice_cais_id_fk" FOREIGN KEY ("cai_id") REFERENCES "public"."invoice_cais"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_id_user_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_cais_cai_idx" ON "invoice_cais" USING btree ("cai");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_cais_one_active_idx" ON "invoice_cais" USING btree ("active") WHERE "invoice_cais"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_valid_per_sale_idx" ON "invoices" USING btree ("sale_id") WHERE "invoices"."status" = 'Emitida';--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");