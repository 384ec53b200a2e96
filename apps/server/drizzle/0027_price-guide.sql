-- Issue #20 (decision 038): the price guide. Completed sales with their listing's key, and the
-- figures per key the API and the cards read. Filled as deals settle (the settlement audit
-- seam) and by the price-guide sweep, which also catches up sales made before this migration.
CREATE TABLE "price_guide_sales" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"model_id" uuid NOT NULL,
	"storage_gb" integer NOT NULL,
	"variant" text NOT NULL,
	"condition" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sold_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "price_guide_sales_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "price_guide_sales_model_id_phone_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."phone_models"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "price_guide_sales_key_idx" ON "price_guide_sales" USING btree ("model_id","storage_gb","variant","condition","sold_at");
--> statement-breakpoint
CREATE INDEX "price_guide_sales_model_storage_idx" ON "price_guide_sales" USING btree ("model_id","storage_gb","sold_at");
--> statement-breakpoint
CREATE INDEX "price_guide_sales_sold_idx" ON "price_guide_sales" USING btree ("sold_at");
--> statement-breakpoint
CREATE TABLE "price_guide_stats" (
	"model_id" uuid NOT NULL,
	"storage_gb" integer NOT NULL,
	"variant" text NOT NULL,
	"condition" text NOT NULL,
	"median_cents" integer NOT NULL,
	"p25_cents" integer NOT NULL,
	"p75_cents" integer NOT NULL,
	"sale_count" integer NOT NULL,
	"last_sale_at" timestamp (3) with time zone NOT NULL,
	"oldest_sale_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guide_stats_pk" PRIMARY KEY("model_id","storage_gb","variant","condition")
);
--> statement-breakpoint
CREATE INDEX "price_guide_stats_oldest_idx" ON "price_guide_stats" USING btree ("oldest_sale_at");
