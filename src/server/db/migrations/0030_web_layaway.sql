ALTER TABLE "card_payment_notifications" ADD COLUMN "layaway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payment_notifications" ADD COLUMN "order_total" integer;