CREATE TABLE "service_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"service_order_id" text NOT NULL,
	"n" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'enviado' NOT NULL,
	"sent_by_id" text,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "service_estimates_status_valid" CHECK ("status" in ('enviado', 'aprobado', 'rechazado', 'reemplazado'))
);
--> statement-breakpoint
CREATE TABLE "service_order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"service_order_id" text NOT NULL,
	"state" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"service_order_id" text NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" text NOT NULL,
	"claim_code" text NOT NULL,
	"state" text DEFAULT 'Recibido' NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"serial" text,
	"unit_id" text,
	"warranty" boolean DEFAULT false NOT NULL,
	"warranty_cost" integer DEFAULT 0 NOT NULL,
	"problem" text NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"accessories" text DEFAULT '' NOT NULL,
	"estimated_price" integer,
	"estimated_date" date,
	"technician_id" text,
	"technician_name" text,
	"cancel_reason" text,
	"received_by_id" text,
	"received_by_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_state_valid" CHECK ("state" in ('Recibido', 'En diagnóstico', 'Presupuesto enviado', 'Aprobado', 'Rechazado', 'En reparación', 'Listo para entregar', 'Entregado', 'Cancelado')),
	CONSTRAINT "service_orders_kind_valid" CHECK ("kind" in ('Cambio de batería', 'Ajuste de pulso', 'Limpieza', 'Prueba de hermeticidad', 'Servicio completo', 'Garantía', 'Otro')),
	CONSTRAINT "service_orders_money_nonnegative" CHECK ("service_orders"."warranty_cost" >= 0 and coalesce("service_orders"."estimated_price", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_type_valid";--> statement-breakpoint
ALTER TABLE "unit_events" DROP CONSTRAINT "unit_events_event_valid";--> statement-breakpoint
ALTER TABLE "service_estimates" ADD CONSTRAINT "service_estimates_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_estimates" ADD CONSTRAINT "service_estimates_sent_by_id_user_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_photos" ADD CONSTRAINT "service_order_photos_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_photos" ADD CONSTRAINT "service_order_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_received_by_id_user_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_estimates_order_n_idx" ON "service_estimates" USING btree ("service_order_id","n");--> statement-breakpoint
CREATE INDEX "service_order_events_order_idx" ON "service_order_events" USING btree ("service_order_id","at");--> statement-breakpoint
CREATE INDEX "service_order_photos_order_idx" ON "service_order_photos" USING btree ("service_order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_number_idx" ON "service_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_sale_idx" ON "service_orders" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_claim_code_idx" ON "service_orders" USING btree ("claim_code");--> statement-breakpoint
CREATE INDEX "service_orders_state_idx" ON "service_orders" USING btree ("state","received_at");--> statement-breakpoint
CREATE INDEX "service_orders_technician_idx" ON "service_orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "service_orders_unit_idx" ON "service_orders" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_type_valid" CHECK ("type" in ('ajuste manual', 'ingreso', 'venta-progreso', 'cancelación', 'liberación', 'taller'));--> statement-breakpoint
ALTER TABLE "unit_events" ADD CONSTRAINT "unit_events_event_valid" CHECK ("event" in ('recibida', 'reservada', 'vendida', 'devuelta a stock', 'dada de baja', 'en servicio', 'servicio entregado'));