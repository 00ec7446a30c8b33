CREATE INDEX "user_sort_idx" ON "user" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_sort_idx" ON "customers" USING btree (lower("name"),"id");