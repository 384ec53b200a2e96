-- Issue #17, decision 030, measured on 250k bench listings: one GIN over the text and the facet
-- columns (0013) made the planner intersect posting lists of values half the listings share
-- ("pro" in Dhaka, 256 GB, Excellent: 125 ms per scan, once per facet count). The text keeps
-- its GIN index (above); a search without text walks one of these ordered indexes, reading
-- the filters from the index itself (an index-only scan over ~120-byte entries instead of the
-- ~1.6 kB rows) and stopping at the cap.
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_text_idx" ON "products" USING gin ("search_doc") WITH (fastupdate=false) WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_browse_idx" ON "products" USING btree ("post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("selling_price_cents", "id")
  INCLUDE ("category_id", "model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "post_time")
  WHERE "products"."sold" = false and "products"."deleted_at" is null;
