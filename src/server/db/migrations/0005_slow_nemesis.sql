CREATE TABLE "stock_take_lines" (
	"stock_take_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"expected_quantity" integer NOT NULL,
	"counted_quantity" integer,
	"counted_at" timestamp with time zone,
	"movement_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_take_lines_stock_take_id_product_id_pk" PRIMARY KEY("stock_take_id","product_id"),
	CONSTRAINT "stock_take_lines_counts_nonnegative" CHECK ("stock_take_lines"."expected_quantity" >= 0 and coalesce("stock_take_lines"."counted_quantity", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_takes" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text,
	"started_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text,
	"adjustments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_takes_status_valid" CHECK ("stock_takes"."status" in ('open', 'applied', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_stock_take_id_stock_takes_id_fk" FOREIGN KEY ("stock_take_id") REFERENCES "public"."stock_takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_take_lines_product_idx" ON "stock_take_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_takes_one_open_idx" ON "stock_takes" USING btree ("status") WHERE "stock_takes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "inventory_movements_timestamp_idx" ON "inventory_movements" USING btree ("timestamp");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_type_valid" CHECK ("type" in ('ajuste manual', 'ingreso', 'venta-progreso', 'cancelación', 'liberación'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_reason_valid" CHECK ("reason" is null or "reason" in ('conteo', 'dañado', 'extraviado', 'devolución', 'corrección', 'otro'));