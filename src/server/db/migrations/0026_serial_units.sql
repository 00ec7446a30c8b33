CREATE TABLE "product_units" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"serial" text NOT NULL,
	"status" text DEFAULT 'en stock' NOT NULL,
	"sale_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_units_status_valid" CHECK ("status" in ('en stock', 'reservada', 'vendida', 'dada de baja')),
	CONSTRAINT "product_units_sale_follows_status" CHECK (("product_units"."status" in ('reservada', 'vendida')) = ("product_units"."sale_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "serials_owed" (
	"sale_id" text NOT NULL,
	"product_id" text NOT NULL,
	"owed" integer NOT NULL,
	CONSTRAINT "serials_owed_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id"),
	CONSTRAINT "serials_owed_positive" CHECK ("serials_owed"."owed" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_take_scans" (
	"stock_take_id" text NOT NULL,
	"serial" text NOT NULL,
	"product_id" text NOT NULL,
	"expected" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_take_scans_stock_take_id_serial_pk" PRIMARY KEY("stock_take_id","serial")
);
--> statement-breakpoint
CREATE TABLE "unit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"sale_id" text,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "unit_events_event_valid" CHECK ("event" in ('recibida', 'reservada', 'vendida', 'devuelta a stock', 'dada de baja'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serialized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials_owed" ADD CONSTRAINT "serials_owed_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_scans" ADD CONSTRAINT "stock_take_scans_stock_take_id_stock_takes_id_fk" FOREIGN KEY ("stock_take_id") REFERENCES "public"."stock_takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_scans" ADD CONSTRAINT "stock_take_scans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_events" ADD CONSTRAINT "unit_events_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_events" ADD CONSTRAINT "unit_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_serial_idx" ON "product_units" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "product_units_product_status_idx" ON "product_units" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "product_units_sale_idx" ON "product_units" USING btree ("sale_id") WHERE "product_units"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "serials_owed_product_idx" ON "serials_owed" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "unit_events_unit_idx" ON "unit_events" USING btree ("unit_id","at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" is null or "products"."warranty_months" between 0 and 120);