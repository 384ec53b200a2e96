-- Issue #21 (decision 041): a listing held for review or rejected is off the market, visible
-- only to its seller and the admins. `review_state` is 'clear' for every listing that was
-- public before; the public predicate becomes
--   sold = false AND deleted_at IS NULL AND review_state = 'clear'
-- in every partial index, trigger and query that means "on the market".
ALTER TABLE "products" ADD COLUMN "review_state" text DEFAULT 'clear' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_state_check" CHECK ("review_state" in ('clear', 'pending_review', 'rejected'));
--> statement-breakpoint
-- Issue #21, visibility: every partial index whose predicate was "live" is made again with the
-- new predicate and the same columns, order and INCLUDE lists as its last definition (0004
-- advertised; 0015 text and price; 0016 public; 0017 category and model), so the planner keeps
-- using them for queries that say review_state = 'clear' (modules/search/search-conditions.ts,
-- catalogue's onMarket). products_seller_idx (the seller's own list, every state) and
-- products_imei_live_uq are left as they are: a held or rejected listing keeps its IMEI
-- reserved, so nobody can list the same phone again while it waits or after it was rejected
-- (the seller edits and resubmits the same listing instead).
DROP INDEX "products_public_idx";
--> statement-breakpoint
CREATE INDEX "products_public_idx" ON "products" USING btree ("post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
DROP INDEX "products_category_idx";
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id", "post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
DROP INDEX "products_advertised_idx";
--> statement-breakpoint
CREATE INDEX "products_advertised_idx" ON "products" USING btree ("advertised_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE "products"."advertisement" = true and "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
DROP INDEX "products_text_idx";
--> statement-breakpoint
CREATE INDEX "products_text_idx" ON "products" USING gin ("search_doc") WITH (fastupdate=false)
  WHERE "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
DROP INDEX "products_model_idx";
--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id", "post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("category_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "selling_price_cents")
  WHERE "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
DROP INDEX "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("selling_price_cents", "id")
  INCLUDE ("category_id", "model_id", "storage_gb", "product_condition", "area", "variant",
           "battery_health", "seller_verified", "imei_on_file", "no_defects", "post_time")
  WHERE "products"."sold" = false and "products"."deleted_at" is null and "products"."review_state" = 'clear';
--> statement-breakpoint
-- Search's narrow copy (0021) holds the listings on the market only: review_state joins the
-- predicate and the columns whose change re-syncs a row (approval inserts it, a hold or a
-- rejection deletes it).
CREATE OR REPLACE FUNCTION public.search_listings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR NEW.sold OR NEW.deleted_at IS NOT NULL
      OR NEW.review_state <> 'clear' OR NEW.id <> OLD.id) THEN
    DELETE FROM public.search_listings WHERE id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.sold AND NEW.deleted_at IS NULL
      AND NEW.review_state = 'clear' THEN
    PERFORM public.search_listing_upsert(NEW);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER search_listings_insert ON "products";
--> statement-breakpoint
CREATE TRIGGER search_listings_insert AFTER INSERT ON "products"
  FOR EACH ROW WHEN (NOT NEW.sold AND NEW.deleted_at IS NULL AND NEW.review_state = 'clear')
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
DROP TRIGGER search_listings_update ON "products";
--> statement-breakpoint
CREATE TRIGGER search_listings_update AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD.id, OLD.sold, OLD.deleted_at, OLD.review_state, OLD.post_time,
      OLD.selling_price_cents, OLD.category_id, OLD.model_id, OLD.storage_gb,
      OLD.product_condition, OLD.area, OLD.variant, OLD.battery_health, OLD.seller_verified,
      OLD.imei_on_file, OLD.no_defects, OLD.search_doc)
    IS DISTINCT FROM (NEW.id, NEW.sold, NEW.deleted_at, NEW.review_state, NEW.post_time,
      NEW.selling_price_cents, NEW.category_id, NEW.model_id, NEW.storage_gb,
      NEW.product_condition, NEW.area, NEW.variant, NEW.battery_health, NEW.seller_verified,
      NEW.imei_on_file, NEW.no_defects, NEW.search_doc))
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
DROP TRIGGER search_listings_delete ON "products";
--> statement-breakpoint
CREATE TRIGGER search_listings_delete AFTER DELETE ON "products"
  FOR EACH ROW WHEN (NOT OLD.sold AND OLD.deleted_at IS NULL AND OLD.review_state = 'clear')
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_rebuild_listings() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE public.products IN SHARE MODE;
  TRUNCATE public.search_listings;
  INSERT INTO public.search_listings (id, post_time, selling_price_cents, category_id, model_id,
    storage_gb, product_condition, area, variant, battery_health, seller_verified,
    imei_on_file, no_defects, words)
  SELECT p.id, p.post_time, p.selling_price_cents, p.category_id, p.model_id, p.storage_gb,
    p.product_condition, p.area, p.variant, p.battery_health, p.seller_verified,
    p.imei_on_file, p.no_defects, strip(p.search_doc)
    FROM public.products p
   WHERE p.sold = false AND p.deleted_at IS NULL AND p.review_state = 'clear'
   ORDER BY p.post_time, p.id;
END
$$;
--> statement-breakpoint
-- Facet counts (0013) count the listings on the market only: a hold or a rejection is a
-- statement that moves the listing out of every counter, an approval one that moves it in.
CREATE OR REPLACE FUNCTION public.listing_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, count(*)::int
      FROM new_rows r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     WHERE r.sold = false AND r.deleted_at IS NULL AND r.review_state = 'clear'
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, -count(*)::int
      FROM old_rows r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     WHERE r.sold = false AND r.deleted_at IS NULL AND r.review_state = 'clear'
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, sum(r.d)::int
      FROM (SELECT 1 AS d, n.category_id, n.model_id, n.storage_gb, n.product_condition,
                   n.area, n.variant
              FROM new_rows n
             WHERE n.sold = false AND n.deleted_at IS NULL AND n.review_state = 'clear'
            UNION ALL
            SELECT -1, o.category_id, o.model_id, o.storage_gb, o.product_condition,
                   o.area, o.variant
              FROM old_rows o
             WHERE o.sold = false AND o.deleted_at IS NULL AND o.review_state = 'clear') r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     GROUP BY 1, 2, 3 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_rebuild_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE public.products IN SHARE MODE;
  DELETE FROM public.listing_facet_counts;
  INSERT INTO public.listing_facet_counts (scope, dimension, value, n)
  SELECT k.scope, k.dimension, k.value, count(*)::int
    FROM public.products r,
         public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
           r.product_condition, r.area, r.variant) k
   WHERE r.sold = false AND r.deleted_at IS NULL AND r.review_state = 'clear'
   GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
-- Saved-search alerts (0026): a listing coming onto the market by approval is news like a new
-- one (no old price); one leaving it by a hold or a rejection is dropped like a deletion.
CREATE OR REPLACE FUNCTION public.alert_events_capture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sold OR NEW.deleted_at IS NOT NULL OR NEW.review_state <> 'clear' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.review_state <> 'clear' THEN
    INSERT INTO public.alert_events (product_id, old_price_cents, new_price_cents)
    VALUES (NEW.id, NULL, NEW.selling_price_cents);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.selling_price_cents = OLD.selling_price_cents
     AND NEW.sold = OLD.sold AND NEW.deleted_at IS NOT DISTINCT FROM OLD.deleted_at
     AND NEW.product_status = OLD.product_status THEN
    RETURN NULL;
  END IF;
  INSERT INTO public.alert_events (product_id, old_price_cents, new_price_cents)
  VALUES (NEW.id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.selling_price_cents END, NEW.selling_price_cents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "products_alert_events" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_alert_events" AFTER INSERT OR UPDATE OF "selling_price_cents", "sold", "deleted_at", "product_status", "review_state" ON "products" FOR EACH ROW EXECUTE FUNCTION public.alert_events_capture();
--> statement-breakpoint
-- Booking (0011's book_listing, which book_listing_at_price of 0028 calls): a listing held for
-- review or rejected is refused as PRODUCT_NOT_FOUND, as an unknown or deleted one is, so a
-- buyer learns nothing about a listing the public cannot see. Otherwise unchanged.
CREATE OR REPLACE FUNCTION book_listing(
  p_buyer_id uuid,
  p_product_id uuid,
  p_hold_ms double precision,
  p_max_open integer,
  p_buyer_email text,
  p_buyer_name text,
  p_buyer_number text,
  p_meeting_location text,
  OUT booking_id uuid,
  -- BUYER_GONE, PRODUCT_NOT_FOUND, OWN_LISTING, LISTING_SOLD, ALREADY_BOOKED_BY_YOU,
  -- LISTING_BOOKED, REBOOK_COOLDOWN or TOO_MANY_OPEN_BOOKINGS; null when booked.
  OUT refusal text,
  OUT cooldown_until timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  listing record;
  open_buyer uuid;
  hold interval := interval '1 millisecond' * p_hold_ms;
BEGIN
  SELECT p.seller_id, p.seller_email, p.product_name, p.product_img, p.description,
         p.selling_price_cents, p.sold
    INTO listing
    FROM users u, products p
   WHERE u.id = p_buyer_id AND u.deleted_at IS NULL
     AND p.id = p_product_id AND p.deleted_at IS NULL AND p.review_state = 'clear'
     FOR NO KEY UPDATE OF u FOR UPDATE OF p;
  IF NOT FOUND THEN
    PERFORM 1 FROM users u WHERE u.id = p_buyer_id AND u.deleted_at IS NULL FOR SHARE OF u;
    refusal := CASE WHEN FOUND THEN 'PRODUCT_NOT_FOUND' ELSE 'BUYER_GONE' END;
    RETURN;
  END IF;
  IF listing.seller_id = p_buyer_id THEN
    refusal := 'OWN_LISTING';
    RETURN;
  END IF;
  IF listing.sold THEN
    refusal := 'LISTING_SOLD';
    RETURN;
  END IF;

  -- Someone's live hold (possibly the caller's own).
  SELECT b.buyer_id INTO open_buyer FROM open_bookings b WHERE b.product_id = p_product_id;
  IF FOUND THEN
    refusal := CASE WHEN open_buyer = p_buyer_id THEN 'ALREADY_BOOKED_BY_YOU' ELSE 'LISTING_BOOKED' END;
    RETURN;
  END IF;

  -- The caller's own hold on this listing ended unpaid less than a hold period ago.
  SELECT max(coalesce(b.cancelled_at, b.expires_at)) + hold INTO cooldown_until
    FROM bookings b
   WHERE b.product_id = p_product_id AND b.buyer_id = p_buyer_id AND b.paid = false
     AND coalesce(b.cancelled_at, b.expires_at) <= now();
  IF cooldown_until > now() THEN
    refusal := 'REBOOK_COOLDOWN';
    RETURN;
  END IF;
  cooldown_until := NULL;

  -- The caller's open bookings, counted after the buyer's row lock: exact.
  IF (SELECT count(*) FROM open_bookings b WHERE b.buyer_id = p_buyer_id) >= p_max_open THEN
    refusal := 'TOO_MANY_OPEN_BOOKINGS';
    RETURN;
  END IF;

  -- Only now write: a lapsed hold gives up the listing's one open slot (bookings_open_product_uq).
  UPDATE bookings b SET released_at = now()
   WHERE b.product_id = p_product_id AND b.paid = false AND b.released_at IS NULL
     AND b.expires_at <= now();

  INSERT INTO bookings (product_id, buyer_id, seller_id, buyer_email, buyer_name, buyer_number,
                        meeting_location, product_name, product_img, description, seller_email,
                        price_cents, expires_at)
  VALUES (p_product_id, p_buyer_id, listing.seller_id, p_buyer_email, p_buyer_name,
          p_buyer_number, p_meeting_location, listing.product_name, listing.product_img,
          listing.description, listing.seller_email, listing.selling_price_cents,
          now() + hold)
  RETURNING bookings.id INTO booking_id;
  UPDATE products p SET booking = true WHERE p.id = p_product_id;
END
$$;
