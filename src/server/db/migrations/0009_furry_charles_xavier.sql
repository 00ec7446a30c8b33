ALTER TABLE "sale_payments" ADD COLUMN "method" text DEFAULT 'efectivo' NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_payments_date_idx" ON "sale_payments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "sale_refunds_date_idx" ON "sale_refunds" USING btree ("date");--> statement-breakpoint
CREATE INDEX "sales_sale_date_idx" ON "sales" USING btree ("sale_date");--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_method_valid" CHECK ("sale_payments"."method" in ('efectivo', 'transferencia', 'tarjeta'));