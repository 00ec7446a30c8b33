ALTER TABLE "sale_payments" DROP CONSTRAINT "sale_payments_method_valid";--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD COLUMN "kind" text DEFAULT 'reembolso' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD COLUMN "to_sale_id" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_method_valid" CHECK ("sale_payments"."method" in ('efectivo', 'transferencia', 'tarjeta', 'saldo a favor'));--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_kind_valid" CHECK ("sale_refunds"."kind" in ('reembolso', 'traspaso'));