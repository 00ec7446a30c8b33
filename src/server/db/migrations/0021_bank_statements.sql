CREATE TABLE "bank_statement_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"account_key" text NOT NULL,
	"line_hash" text NOT NULL,
	"booked_on" date NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"declaration_id" text,
	"matched_at" timestamp with time zone,
	"matched_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_credit_nonnegative" CHECK ("bank_statement_lines"."credit" >= 0),
	CONSTRAINT "bank_statement_lines_debit_nonnegative" CHECK ("bank_statement_lines"."debit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mappings" (
	"account_key" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "bank_statement_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"file_name" text NOT NULL,
	"new_lines" integer NOT NULL,
	"known_lines" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_upload_id_bank_statement_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."bank_statement_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_declaration_id_transfer_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."transfer_declarations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_by_user_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_uploads" ADD CONSTRAINT "bank_statement_uploads_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_hash_idx" ON "bank_statement_lines" USING btree ("line_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_declaration_idx" ON "bank_statement_lines" USING btree ("declaration_id") WHERE "bank_statement_lines"."declaration_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_day_idx" ON "bank_statement_lines" USING btree ("account_key","booked_on");--> statement-breakpoint
CREATE INDEX "bank_statement_uploads_account_idx" ON "bank_statement_uploads" USING btree ("account_key","created_at");