CREATE TABLE "credit_holds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"customer_user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_holds_amount_positive" CHECK ("credit_holds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_holds_customer_idx" ON "credit_holds" USING btree ("customer_user_id");