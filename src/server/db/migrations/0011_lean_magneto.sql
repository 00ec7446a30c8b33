CREATE TABLE "import_extras" (
	"collection" text NOT NULL,
	"doc_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_extras_collection_doc_id_pk" PRIMARY KEY("collection","doc_id")
);
--> statement-breakpoint
CREATE TABLE "product_external_images" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "product_external_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "product_external_images" ADD CONSTRAINT "product_external_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_external_images_url_idx" ON "product_external_images" USING btree ("url");