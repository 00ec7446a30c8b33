ALTER TABLE "transfer_declarations" ADD COLUMN "paid_by_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A confirmation made before this column recorded its payment in the confirming transaction: the
-- payment's journal entry was written within moments of the verification (an abono's long before).
UPDATE "transfer_declarations" d SET "paid_by_confirmation" = true
WHERE d."payment_id" IS NOT NULL AND d."verified_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "money_entries" e WHERE e."payment_id" = d."payment_id" AND e."reverses" IS NULL
    AND e."created_at" BETWEEN d."verified_at" - interval '1 minute' AND d."verified_at" + interval '1 minute');
