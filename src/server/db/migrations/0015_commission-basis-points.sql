ALTER TABLE "sales" DROP CONSTRAINT "sales_commission_range";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "commission_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: commission rates become basis points (7 % = 700) so rates with 2 decimals are exact (docs/decisions/0150).
UPDATE "sales" SET "commission_basis_points" = "commission_percentage" * 100;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_commission_range" CHECK ("sales"."commission_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "commission_percentage";--> statement-breakpoint
-- Hand-written: the settings' default commission likewise (the key is renamed so an old value is never read as basis points).
UPDATE "settings" SET "data" = ("data" - 'defaultCommissionPercentage')
  || jsonb_build_object('defaultCommissionBasisPoints', round(("data"->>'defaultCommissionPercentage')::numeric * 100)::int)
  WHERE "data" ? 'defaultCommissionPercentage' AND jsonb_typeof("data"->'defaultCommissionPercentage') = 'number';
