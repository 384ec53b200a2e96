-- Issue #17, decision 030 (round 2): searches with text read a narrow copy of the live
-- listings instead of products. A products row is ~1.5 kB (its tsvector ~700 bytes with
-- positions, the description, photos...), so a scan that stops at the cap, a walk of a sort's
-- index testing the text, or a bitmap heap scan paid for ~5 rows per page; these rows carry the
-- filter columns, the sort keys and the words without positions (~450 bytes) and only live
-- listings. Ranking still reads products' own search_doc (weights need positions), for a
-- counted set only. Kept in the writing transaction by row triggers on products.
CREATE TABLE "search_listings" (
  "id" uuid PRIMARY KEY NOT NULL,
  "post_time" timestamp (3) with time zone NOT NULL,
  "selling_price_cents" integer NOT NULL,
  "category_id" uuid NOT NULL,
  "model_id" uuid,
  "storage_gb" integer,
  "product_condition" text NOT NULL,
  "area" text NOT NULL,
  "variant" text,
  "battery_health" integer,
  "seller_verified" boolean NOT NULL,
  "imei_on_file" boolean NOT NULL,
  "no_defects" boolean NOT NULL,
  "words" tsvector NOT NULL
);
--> statement-breakpoint
-- The query's whole words: search_query (0014) without its last word when that one is a
-- prefix; NULL when no word is left. A GIN index resolves a prefix by merging the posting lists
-- of every word it begins ("13:*": 13, 128, 1300...; "redmi note 13" spent 186 ms of 206 there
-- at 1M listings), whole words by reading their own lists. When the prefix is far more common
-- than a whole word, the index is asked for these and the full query is tested on the rows it
-- returns (modules/search/word-stats.ts).
CREATE FUNCTION public.search_query_whole(p_text text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT nullif(string_agg(
                   '''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''',
                   ' & ') FILTER (WHERE w.rn < w.words OR length(w.lexeme) = 1), '')::tsquery
            FROM (SELECT k.lexeme, row_number() OVER (ORDER BY k.pos) AS rn,
                         count(*) OVER () AS words
                    FROM (SELECT t.lexeme, t.positions[array_length(t.positions, 1)] AS pos
                            FROM unnest(to_tsvector('simple'::regconfig,
                                   public.search_clean(p_text))) t
                           ORDER BY 2 LIMIT 12) k) w);
--> statement-breakpoint
-- A live listing's row in search_listings, from its products row.
CREATE FUNCTION public.search_listing_upsert(p public.products) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO public.search_listings AS s (id, post_time, selling_price_cents, category_id,
      model_id, storage_gb, product_condition, area, variant, battery_health, seller_verified,
      imei_on_file, no_defects, words)
    VALUES (p.id, p.post_time, p.selling_price_cents, p.category_id, p.model_id, p.storage_gb,
      p.product_condition, p.area, p.variant, p.battery_health, p.seller_verified,
      p.imei_on_file, p.no_defects, strip(p.search_doc))
    ON CONFLICT (id) DO UPDATE SET post_time = excluded.post_time,
      selling_price_cents = excluded.selling_price_cents, category_id = excluded.category_id,
      model_id = excluded.model_id, storage_gb = excluded.storage_gb,
      product_condition = excluded.product_condition, area = excluded.area,
      variant = excluded.variant, battery_health = excluded.battery_health,
      seller_verified = excluded.seller_verified, imei_on_file = excluded.imei_on_file,
      no_defects = excluded.no_defects, words = excluded.words
  $$;
--> statement-breakpoint
CREATE FUNCTION public.search_listings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR NEW.sold OR NEW.deleted_at IS NOT NULL
      OR NEW.id <> OLD.id) THEN
    DELETE FROM public.search_listings WHERE id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.sold AND NEW.deleted_at IS NULL THEN
    PERFORM public.search_listing_upsert(NEW);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_listings_insert AFTER INSERT ON "products"
  FOR EACH ROW WHEN (NOT NEW.sold AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
-- Only changes of what search reads (a booking's flag, an advertisement, photos... write
-- nothing here).
CREATE TRIGGER search_listings_update AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD.id, OLD.sold, OLD.deleted_at, OLD.post_time, OLD.selling_price_cents,
      OLD.category_id, OLD.model_id, OLD.storage_gb, OLD.product_condition, OLD.area,
      OLD.variant, OLD.battery_health, OLD.seller_verified, OLD.imei_on_file, OLD.no_defects,
      OLD.search_doc)
    IS DISTINCT FROM (NEW.id, NEW.sold, NEW.deleted_at, NEW.post_time, NEW.selling_price_cents,
      NEW.category_id, NEW.model_id, NEW.storage_gb, NEW.product_condition, NEW.area,
      NEW.variant, NEW.battery_health, NEW.seller_verified, NEW.imei_on_file, NEW.no_defects,
      NEW.search_doc))
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
CREATE TRIGGER search_listings_delete AFTER DELETE ON "products"
  FOR EACH ROW WHEN (NOT OLD.sold AND OLD.deleted_at IS NULL)
  EXECUTE FUNCTION public.search_listings_follow();
--> statement-breakpoint
CREATE FUNCTION public.search_listings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE public.search_listings;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_listings_truncate AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_listings_truncate();
--> statement-breakpoint
-- The copy from scratch: after a bulk load with triggers off (the bench's generator), or to
-- check it. Writers wait meanwhile.
CREATE FUNCTION public.search_rebuild_listings() RETURNS void LANGUAGE plpgsql AS $$
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
   WHERE p.sold = false AND p.deleted_at IS NULL
   ORDER BY p.post_time, p.id;
END
$$;
--> statement-breakpoint
SELECT public.search_rebuild_listings();
--> statement-breakpoint
-- Built after the copy (faster than row by row). The text's GIN index as products' (0015);
-- a big set's page walks the newest-first or the price index, testing the text on these
-- narrow rows.
CREATE INDEX "search_listings_words_idx" ON "search_listings" USING gin ("words") WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "search_listings_time_idx" ON "search_listings" USING btree ("post_time" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "search_listings_price_idx" ON "search_listings" USING btree ("selling_price_cents", "id");
--> statement-breakpoint
ANALYZE "search_listings";
