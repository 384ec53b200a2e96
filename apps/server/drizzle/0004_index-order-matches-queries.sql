DROP INDEX "bookings_buyer_idx";--> statement-breakpoint
DROP INDEX "bookings_seller_idx";--> statement-breakpoint
DROP INDEX "bookings_product_idx";--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
DROP INDEX "payments_created_idx";--> statement-breakpoint
DROP INDEX "products_public_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_advertised_idx";--> statement-breakpoint
DROP INDEX "products_seller_idx";--> statement-breakpoint
DROP INDEX "reports_created_idx";--> statement-breakpoint
DROP INDEX "users_live_created_idx";--> statement-breakpoint
DROP INDEX "users_live_role_idx";--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_seller_idx" ON "bookings" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_product_idx" ON "bookings" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_public_idx" ON "products" USING btree ("post_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","post_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_advertised_idx" ON "products" USING btree ("advertised_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."advertisement" = true and "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","post_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;