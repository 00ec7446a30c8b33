CREATE TABLE "transfer_declarations" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_key" text NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"proof_key" text,
	"proof_type" text,
	"proof_bytes" integer,
	"declared_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	CONSTRAINT "transfer_declarations_amount_nonnegative" CHECK ("transfer_declarations"."amount" >= 0),
	CONSTRAINT "transfer_declarations_proof_type" CHECK ("transfer_declarations"."proof_type" is null or "transfer_declarations"."proof_type" in ('image/webp', 'application/pdf')),
	CONSTRAINT "transfer_declarations_reference_key_nonempty" CHECK (length("transfer_declarations"."reference_key") > 0)
);
--> statement-breakpoint
ALTER TABLE "transfer_declarations" ADD CONSTRAINT "transfer_declarations_declared_by_user_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_declarations" ADD CONSTRAINT "transfer_declarations_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_declarations_reference_idx" ON "transfer_declarations" USING btree ("account_key","reference_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_declarations_order_idx" ON "transfer_declarations" USING btree ("order_id") WHERE "transfer_declarations"."payment_id" is null;--> statement-breakpoint
CREATE INDEX "transfer_declarations_payment_idx" ON "transfer_declarations" USING btree ("payment_id");