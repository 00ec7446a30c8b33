CREATE TABLE "money_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text DEFAULT 'sale' NOT NULL,
	"subject_id" text NOT NULL,
	"customer_id" text,
	"customer_user_id" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text,
	"date" timestamp with time zone NOT NULL,
	"payment_id" text,
	"payment_type" text,
	"recorded_by" text NOT NULL,
	"recorded_by_id" text,
	"modified_at" timestamp with time zone,
	"to_subject_id" text,
	"reverses" text,
	"operation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_kind_valid" CHECK ("kind" in ('received', 'credit_applied', 'credit_moved', 'refunded')),
	CONSTRAINT "money_entries_subject_valid" CHECK ("subject_type" in ('sale')),
	CONSTRAINT "money_entries_method_valid" CHECK ("method" is null or "method" in ('efectivo', 'transferencia', 'tarjeta', 'saldo a favor')),
	CONSTRAINT "money_entries_sign" CHECK (("money_entries"."reverses" is null and "money_entries"."amount" > 0) or ("money_entries"."reverses" is not null and "money_entries"."amount" < 0)),
	CONSTRAINT "money_entries_payment_shape" CHECK (("money_entries"."kind" in ('received', 'credit_applied')) = ("money_entries"."payment_id" is not null and "money_entries"."payment_type" in ('partial', 'full')))
);
--> statement-breakpoint
-- Today's payments and refunds become the journal's first entries (docs/decisions/0252): one entry
-- each, under the same ids, so a transfer declaration's payment id still names its payment.
INSERT INTO "money_entries" ("id", "subject_type", "subject_id", "customer_id", "customer_user_id", "kind", "amount", "method", "date", "payment_id", "payment_type", "recorded_by", "recorded_by_id", "modified_at", "operation", "created_at")
SELECT p."id", 'sale', p."sale_id", s."customer_id", s."customer_user_id",
  CASE WHEN p."method" = 'saldo a favor' THEN 'credit_applied' ELSE 'received' END,
  p."amount", p."method", p."date", p."id", p."type", p."recorded_by", p."recorded_by_id", p."modified_at",
  'Registro anterior al diario', p."created_at"
FROM "sale_payments" p JOIN "sales" s ON s."id" = p."sale_id";--> statement-breakpoint
INSERT INTO "money_entries" ("id", "subject_type", "subject_id", "customer_id", "customer_user_id", "kind", "amount", "method", "date", "recorded_by", "recorded_by_id", "to_subject_id", "operation", "created_at")
SELECT r."id", 'sale', r."sale_id", s."customer_id", s."customer_user_id",
  CASE WHEN r."kind" = 'traspaso' THEN 'credit_moved' ELSE 'refunded' END,
  r."amount", CASE WHEN r."kind" = 'traspaso' THEN NULL ELSE 'efectivo' END, r."date", r."recorded_by",
  r."recorded_by_id", r."to_sale_id", 'Registro anterior al diario', r."created_at"
FROM "sale_refunds" r JOIN "sales" s ON s."id" = r."sale_id";--> statement-breakpoint
DROP TABLE "sale_payments" CASCADE;--> statement-breakpoint
DROP TABLE "sale_refunds" CASCADE;--> statement-breakpoint
CREATE INDEX "money_entries_subject_idx" ON "money_entries" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "money_entries_date_idx" ON "money_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "money_entries_payment_idx" ON "money_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_reverses_idx" ON "money_entries" USING btree ("reverses");--> statement-breakpoint
CREATE VIEW "public"."journal_payments" AS (select e.payment_id as id, e.id as entry_id, e.subject_id as sale_id, e.amount, e.date, e.recorded_by,
    e.payment_type as type, e.method, e.modified_at, e.created_at
    from money_entries e where e.kind in ('received', 'credit_applied') and e.reverses is null and not exists (select 1 from money_entries r where r.reverses = e.id));--> statement-breakpoint
CREATE VIEW "public"."journal_refunds" AS (select e.id, e.subject_id as sale_id, e.amount, e.date, e.recorded_by,
    case e.kind when 'credit_moved' then 'traspaso' else 'reembolso' end as kind,
    e.to_subject_id as to_sale_id, e.method, e.created_at
    from money_entries e where e.kind in ('refunded', 'credit_moved') and e.reverses is null and not exists (select 1 from money_entries r where r.reverses = e.id));