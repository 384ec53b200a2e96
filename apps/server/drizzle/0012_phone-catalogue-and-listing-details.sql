CREATE TABLE "imei_blocklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imei_hash" text NOT NULL,
	"imei_last4" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imei_blocklist_imei_hash_unique" UNIQUE("imei_hash")
);
--> statement-breakpoint
CREATE TABLE "phone_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"release_year" integer NOT NULL,
	"storage_gb" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ram_gb" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram_gb" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "battery_health" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "defects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "accessories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_encrypted" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_last4" text;--> statement-breakpoint
ALTER TABLE "imei_blocklist" ADD CONSTRAINT "imei_blocklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_models" ADD CONSTRAINT "phone_models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_models_category_name_uq" ON "phone_models" USING btree ("category_id",lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_model_id_phone_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."phone_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_imei_live_uq" ON "products" USING btree ("imei_hash") WHERE "products"."imei_hash" is not null and "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_battery_health_range" CHECK ("products"."battery_health" is null or "products"."battery_health" between 50 and 100);