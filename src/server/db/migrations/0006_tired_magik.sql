ALTER TABLE "support_tickets" ADD COLUMN "assigned_to_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assigned_to_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "last_client_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "last_staff_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "client_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_to_id_user_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_updated_idx" ON "support_tickets" USING btree ("last_updated_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_valid" CHECK ("support_tickets"."status" in ('Abierto', 'En Proceso', 'Resuelto', 'Cerrado'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_category_valid" CHECK ("support_tickets"."category" in ('Pedido', 'Pago', 'Envío', 'Garantía', 'Producto', 'Otro'));