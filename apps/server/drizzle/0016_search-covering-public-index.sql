-- Issue #17, decision 030: the all-products order's index itself carries the search filters
-- (INCLUDE), instead of a second index on the same key (0015's products_browse_idx): one index
-- less to write per listing change, and the all-products page, the sitemap and a search without
-- text all walk products_public_idx (index-only where they read only its columns).
DROP INDEX IF EXISTS "products_browse_idx";
--> statement-breakpoint
DROP INDEX "products_public_idx";
--> statement-breakpoint
CREATE INDEX "products_public_idx" ON "products" USING btree ("post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null;
