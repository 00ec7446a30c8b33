ALTER TABLE "money_entries" ADD COLUMN "via_gateway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Charges already in the journal: a card payment written by no signed-in person on a sale the
-- gateway notified about (a card checkout's payment, a payment link's charge), and its reversals.
UPDATE "money_entries" e SET "via_gateway" = true
WHERE e."kind" = 'received' AND e."method" = 'tarjeta' AND e."recorded_by_id" IS NULL AND e."reverses" IS NULL
  AND EXISTS (SELECT 1 FROM "card_payment_notifications" n WHERE n."sale_id" = e."subject_id");--> statement-breakpoint
UPDATE "money_entries" r SET "via_gateway" = true
WHERE r."reverses" IN (SELECT e."id" FROM "money_entries" e WHERE e."via_gateway");
