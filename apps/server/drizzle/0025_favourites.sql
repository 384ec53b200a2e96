-- Issue #20: a signed-in person's hearted listings (at most 200, enforced by the service under
-- the person's row lock). price_cents_at_save is the selling price when hearted, so the
-- Favourites page (and the price-drop alerts, which read this table) can tell a change.
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"price_cents_at_save" integer NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "favourites_price_positive" CHECK ("price_cents_at_save" >= 0)
);
--> statement-breakpoint
-- The Favourites page: one person's, newest first.
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The alert job: who hearted this listing.
CREATE INDEX "favourites_product_idx" ON "favourites" USING btree ("product_id");
