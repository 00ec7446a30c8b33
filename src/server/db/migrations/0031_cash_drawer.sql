CREATE TABLE "cash_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"register_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"float" integer NOT NULL,
	"opened_by_id" text,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb,
	"counted" integer,
	"expected" integer,
	"difference" integer,
	"closed_by_id" text,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"approved_by_id" text,
	"approved_by_name" text,
	"approval_note" text,
	"approved_at" timestamp with time zone,
	CONSTRAINT "drawer_sessions_status_valid" CHECK ("status" in ('open', 'awaiting_approval', 'closed')),
	CONSTRAINT "drawer_sessions_float" CHECK ("drawer_sessions"."float" >= 0),
	CONSTRAINT "drawer_sessions_close_shape" CHECK (("drawer_sessions"."status" = 'open') = ("drawer_sessions"."closed_at" is null and "drawer_sessions"."counted" is null and "drawer_sessions"."expected" is null
        and "drawer_sessions"."difference" is null and "drawer_sessions"."counts" is null)),
	CONSTRAINT "drawer_sessions_difference" CHECK ("drawer_sessions"."difference" is null or "drawer_sessions"."difference" = "drawer_sessions"."counted" - "drawer_sessions"."expected")
);
--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_subject_valid";--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_sign";--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "drawer_session_id" text;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "cash_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_id_user_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_id_user_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_approved_by_id_user_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_name_idx" ON "cash_registers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_one_open_idx" ON "drawer_sessions" USING btree ("register_id") WHERE "drawer_sessions"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "drawer_sessions_register_idx" ON "drawer_sessions" USING btree ("register_id","opened_at");--> statement-breakpoint
CREATE INDEX "drawer_sessions_opened_idx" ON "drawer_sessions" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "money_entries_drawer_session_idx" ON "money_entries" USING btree ("drawer_session_id");--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_drawer_shape" CHECK (("kind" in ('pay_in', 'pay_out', 'over_short')) = ("subject_type" = 'drawer_session') and ("subject_type" <> 'drawer_session' or "drawer_session_id" = "subject_id"));--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_cash_needs_session" CHECK (not "money_entries"."cash_control" or "money_entries"."drawer_session_id" is not null);--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_kind_valid" CHECK ("kind" in ('received', 'credit_applied', 'credit_moved', 'refunded', 'pay_in', 'pay_out', 'over_short'));--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_subject_valid" CHECK ("subject_type" in ('sale', 'drawer_session'));--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_sign" CHECK (case when "money_entries"."kind" = 'over_short' then "money_entries"."reverses" is null and "money_entries"."amount" <> 0
        else ("money_entries"."reverses" is null and "money_entries"."amount" > 0) or ("money_entries"."reverses" is not null and "money_entries"."amount" < 0) end);