CREATE TABLE "sale_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "sale_returns_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" text NOT NULL,
	"status" text DEFAULT 'Aplicada' NOT NULL,
	"lines" jsonb NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"credited" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"late_reason" text,
	"exchange_sale_id" text,
	"credit_note_id" text,
	"requested_by_id" text,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "sale_returns_status_valid" CHECK ("status" in ('Solicitada', 'Aplicada', 'Rechazada')),
	CONSTRAINT "sale_returns_money" CHECK ("sale_returns"."value" >= 0 and "sale_returns"."refunded" >= 0 and "sale_returns"."credited" >= 0 and "sale_returns"."refunded" + "sale_returns"."credited" <= "sale_returns"."value")
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_type_valid";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_money_nonnegative";--> statement-breakpoint
DROP INDEX "invoice_cais_one_active_idx";--> statement-breakpoint
DROP INDEX "invoices_one_valid_per_sale_idx";--> statement-breakpoint
ALTER TABLE "invoice_cais" ADD COLUMN "document_kind" text DEFAULT 'factura' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'factura' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "returns_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "returned_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "layaway_until" date;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "layaway_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_exchange_sale_id_sales_id_fk" FOREIGN KEY ("exchange_sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_decided_by_id_user_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_number_idx" ON "sale_returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_status_idx" ON "sale_returns" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_cais_one_active_per_kind_idx" ON "invoice_cais" USING btree ("document_kind") WHERE "invoice_cais"."active";--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_valid_per_return_idx" ON "invoices" USING btree ("return_id") WHERE "invoices"."status" = 'Emitida' and "invoices"."return_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_layaway_until_idx" ON "sales" USING btree ("layaway_until") WHERE "sales"."layaway_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_valid_per_sale_idx" ON "invoices" USING btree ("sale_id") WHERE "invoices"."status" = 'Emitida' and "invoices"."kind" = 'factura';--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_type_valid" CHECK ("type" in ('ajuste manual', 'ingreso', 'venta-progreso', 'cancelación', 'liberación', 'taller', 'devolución'));--> statement-breakpoint
ALTER TABLE "invoice_cais" ADD CONSTRAINT "invoice_cais_kind_valid" CHECK ("invoice_cais"."document_kind" in ('factura', 'nota_credito'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_valid" CHECK ("invoices"."kind" in ('factura', 'nota_credito'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_names_factura" CHECK (("invoices"."kind" = 'factura') = ("invoices"."credited_invoice_id" is null));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_money_nonnegative" CHECK ("sales"."subtotal" >= 0 and "sales"."total" >= 0 and "sales"."shipping_cost" >= 0 and "sales"."extra_costs_total" >= 0
        and "sales"."extra_discount_amount" >= 0 and "sales"."applied_discount_amount" >= 0 and "sales"."promo_items_discount" >= 0
        and "sales"."amount_paid" >= 0 and "sales"."refunded_amount" >= 0 and "sales"."returns_total" >= 0);