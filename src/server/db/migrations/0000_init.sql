CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'client' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"city" text,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_role_valid" CHECK ("role" in ('client', 'wholesaler', 'seller', 'admin', 'superadmin'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text,
	"type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"related_sale_id" text
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"in_progress_stock" integer DEFAULT 0 NOT NULL,
	"total_sold" integer DEFAULT 0 NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"promo_price" integer,
	"original_public_price" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_in_progress_nonnegative" CHECK ("products"."in_progress_stock" >= 0),
	CONSTRAINT "products_total_sold_nonnegative" CHECK ("products"."total_sold" >= 0),
	CONSTRAINT "products_prices_nonnegative" CHECK ("products"."sale_price" >= 0 and coalesce("products"."promo_price", 0) >= 0 and coalesce("products"."original_public_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_user_id" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"promo_items_discount" integer DEFAULT 0 NOT NULL,
	"applied_discount" jsonb,
	"card_brand" text,
	"card_last4" text,
	"transaction_id" text,
	"shipping_address" text,
	"shipping_city" text,
	"shipping_info" jsonb,
	"customer_info" jsonb,
	"customer_type" text DEFAULT 'web-unregistered' NOT NULL,
	"items" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"order_data" jsonb NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"is_direct_purchase" boolean DEFAULT true NOT NULL,
	"sale_id" text,
	"seller_id" text,
	"seller_name" text,
	"source" text DEFAULT 'checkout' NOT NULL,
	"gateway" text NOT NULL,
	"owner_token_hash" text,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "card_payment_notifications_status_valid" CHECK ("card_payment_notifications"."status" in ('pending_payment', 'new', 'viewed', 'processed', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"order_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"outcome" text NOT NULL,
	"verified" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unregistered_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"order" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_user_id" text,
	"total" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pendiente de Confirmación' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"owner_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percentage" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percentage_range" CHECK ("discount_codes"."percentage" between 1 and 100),
	CONSTRAINT "discount_codes_usage_nonnegative" CHECK ("discount_codes"."usage_count" >= 0 and coalesce("discount_codes"."usage_limit", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"department" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_locations_cost_nonnegative" CHECK ("shipping_locations"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text,
	"address" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"participant_ids" text[] NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"deleted_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"sender_role" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"content" jsonb NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'Abierto' NOT NULL,
	"related_purchase_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notifications_type_valid" CHECK ("user_notifications"."type" in ('purchase', 'message', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sale_extra_costs" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "sale_extra_costs_amount_nonnegative" CHECK ("sale_extra_costs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_history" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"event" text NOT NULL,
	"user" text NOT NULL,
	"user_id" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"details" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"original_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_items_quantity_positive" CHECK ("sale_items"."quantity" > 0),
	CONSTRAINT "sale_items_money_nonnegative" CHECK ("sale_items"."price" >= 0 and "sale_items"."original_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"amount" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_by_id" text,
	"type" text NOT NULL,
	"modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_amount_positive" CHECK ("sale_payments"."amount" > 0),
	CONSTRAINT "sale_payments_type_valid" CHECK ("sale_payments"."type" in ('partial', 'full'))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"extra_costs_total" integer DEFAULT 0 NOT NULL,
	"extra_discount_amount" integer DEFAULT 0 NOT NULL,
	"extra_discount_reason" text DEFAULT '' NOT NULL,
	"applied_discount_code" text,
	"applied_discount_percentage" integer,
	"applied_discount_amount" integer DEFAULT 0 NOT NULL,
	"promo_items_discount" integer DEFAULT 0 NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancellation_reason" text,
	"seller_id" text,
	"seller_name" text,
	"commission_percentage" integer DEFAULT 0 NOT NULL,
	"customer_id" text,
	"customer_user_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_type" text DEFAULT 'manual' NOT NULL,
	"shipping_address" text,
	"shipping_city" text,
	"shipping_city_id" text,
	"shipping_department" text,
	"shipping_municipality" text,
	"shipping_note" text,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"payment_history_invalidated" boolean DEFAULT false NOT NULL,
	"is_card_payment" boolean DEFAULT false NOT NULL,
	"card_brand" text,
	"card_account" text,
	"transaction_id" text,
	"original_unregistered_id" text,
	"sale_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_valid" CHECK ("status" in ('Pendiente', 'Abonado', 'Enviado', 'Completado', 'Cancelado')),
	CONSTRAINT "sales_money_nonnegative" CHECK ("sales"."subtotal" >= 0 and "sales"."total" >= 0 and "sales"."shipping_cost" >= 0 and "sales"."extra_costs_total" >= 0
        and "sales"."extra_discount_amount" >= 0 and "sales"."applied_discount_amount" >= 0 and "sales"."promo_items_discount" >= 0
        and "sales"."amount_paid" >= 0 and "sales"."refunded_amount" >= 0),
	CONSTRAINT "sales_commission_range" CHECK ("sales"."commission_percentage" between 0 and 100),
	CONSTRAINT "sales_customer_type_valid" CHECK ("sales"."customer_type" in ('web-registered', 'wholesaler', 'manual', 'web-unregistered'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_notifications" ADD CONSTRAINT "card_payment_notifications_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unregistered_purchases" ADD CONSTRAINT "unregistered_purchases_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_messages" ADD CONSTRAINT "internal_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_extra_costs" ADD CONSTRAINT "sale_extra_costs_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_history" ADD CONSTRAINT "sale_history_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_role_idx" ON "user" USING btree ("role");--> statement-breakpoint
CREATE INDEX "inventory_movements_product_idx" ON "inventory_movements" USING btree ("product_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("is_public","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_notifications_order_idx" ON "card_payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_payment_notifications_created_idx" ON "card_payment_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "card_payment_notifications_pending_idx" ON "card_payment_notifications" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_events_dedupe_idx" ON "payment_gateway_events" USING btree ("gateway","dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_gateway_events_order_idx" ON "payment_gateway_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "unregistered_purchases_created_idx" ON "unregistered_purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_locations_city_idx" ON "shipping_locations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "internal_messages_thread_idx" ON "internal_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "internal_messages_participants_idx" ON "internal_messages" USING gin ("participant_ids");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id","timestamp");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","last_updated_at");--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_extra_costs_sale_idx" ON "sale_extra_costs" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_history_sale_idx" ON "sale_history" USING btree ("sale_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_position_idx" ON "sale_items" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_items_product_idx" ON "sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sales_seller_idx" ON "sales" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "sales_customer_user_idx" ON "sales" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_original_unregistered_idx" ON "sales" USING btree ("original_unregistered_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_transaction_idx" ON "sales" USING btree ("transaction_id");