-- Issue #17, decision 030: a brand's and a model's newest-first indexes carry the search filters
-- too (INCLUDE), so "this model, 128 GB, in Dhaka" is an index-only walk of the model's own
-- entries instead of the whole newest-first index (1M bench listings: a model alone read 125k
-- entries of products_public_idx to find its 2,001 newest).
DROP INDEX "products_model_idx";
--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id", "post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null;
--> statement-breakpoint
DROP INDEX "products_category_idx";
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id", "post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null;
