ALTER TABLE "card_payment_notifications" DROP COLUMN "customer_info";--> statement-breakpoint
ALTER TABLE "card_payment_notifications" DROP COLUMN "order_data";