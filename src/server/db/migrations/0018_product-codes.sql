CREATE SEQUENCE "public"."store_barcode_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 99999999999 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_reference_idx" ON "products" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");