-- Search (issue #17, decision 030). Full-text search with the `simple` configuration (Bangla
-- words stay whole) over unaccented text, typo tolerance over a small vocabulary (pg_trgm), and
-- the structured filters as indexed columns. PostgreSQL 13+ lets a database owner create these
-- four (trusted) extensions; PGlite must be given them when it is created (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); with the dictionary named it is as
-- immutable as a generated column needs. Schema-qualified, so a dump restores it.
CREATE FUNCTION public.search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);
--> statement-breakpoint
-- The text both a listing and a query go through before to_tsvector: accents off, ASCII
-- punctuation and the Bangla dandas to spaces (the parser would make "iPhone-13" 'iphone' and
-- '-13'), digits parted from letters ("128GB" is 128 gb, "S23" is s 23), so however either
-- side writes it, the same words come out.
CREATE FUNCTION public.search_clean(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(regexp_replace(
           regexp_replace(public.search_unaccent($1), '[!-/:-@\[-`{-~।॥]+', ' ', 'g'),
           '([0-9])([^0-9[:space:]])', '\1 \2', 'g'),
         '([^0-9[:space:]])([0-9])', '\1 \2', 'g');
--> statement-breakpoint
-- A listing's document: its title and catalogue words weigh A, its description D.
CREATE FUNCTION public.search_document(p_name text, p_terms text, p_description text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple'::regconfig,
           public.search_clean(coalesce(p_name, '') || ' ' || coalesce(p_terms, ''))), 'A')
      || setweight(to_tsvector('simple'::regconfig,
           public.search_clean(coalesce(p_description, ''))), 'D');
--> statement-breakpoint
-- A query: its words AND-ed, each a prefix but one-letter words (which would match half the
-- dictionary), at most 12. Built from the lexemes, each quoted, never from the user's text, so
-- no input is a tsquery syntax error. NULL when there is no word (it then matches nothing).
CREATE FUNCTION public.search_query(p_text text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT nullif(string_agg(
                   '''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || ''''
                   || CASE WHEN length(w.lexeme) > 1 THEN ':*' ELSE '' END, ' & '), '')::tsquery
            FROM (SELECT t.lexeme
                    FROM unnest(to_tsvector('simple'::regconfig, public.search_clean(p_text))) t
                   LIMIT 12) w);
--> statement-breakpoint
-- The vocabulary's form of a text: cleaned, lower case, single spaces.
CREATE FUNCTION public.search_normalize(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(regexp_replace(lower(public.search_clean($1)), '\s+', ' ', 'g'));
--> statement-breakpoint
-- What a listing is found by besides its title and description: model and brand names,
-- storage (also in TB), RAM, colour and variant. A bulk load with triggers off calls it itself.
CREATE FUNCTION public.search_terms_for(p_model uuid, p_category uuid, p_storage integer,
    p_ram integer, p_colour text, p_variant text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN concat_ws(' ',
    (SELECT m.name FROM public.phone_models m WHERE m.id = p_model),
    (SELECT c.name FROM public.categories c WHERE c.id = p_category),
    p_storage || 'gb',
    CASE WHEN p_storage % 1024 = 0 THEN (p_storage / 1024) || 'tb' END,
    p_ram || 'gb ram',
    p_colour,
    p_variant);
--> statement-breakpoint
CREATE TABLE "listing_facet_counts" (
	"scope" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_scope_dimension_value_pk" PRIMARY KEY("scope","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"label" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_vocabulary_kind_term_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (public.search_document(product_name, search_terms, description)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_on_file" boolean GENERATED ALWAYS AS (imei_last4 is not null) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "no_defects" boolean GENERATED ALWAYS AS (cardinality(defects) = 0) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_prefix_idx" ON "search_vocabulary" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_doc","category_id","model_id","storage_gb","product_condition","area","variant") WITH (fastupdate=false) WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id","post_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("selling_price_cents","id") WHERE "products"."sold" = false and "products"."deleted_at" is null;--> statement-breakpoint
-- Listings made before this migration.
UPDATE "products" p SET
  search_terms = public.search_terms_for(p.model_id, p.category_id, p.storage_gb, p.ram_gb,
    p.colour, p.variant),
  seller_verified = coalesce((SELECT u.verified FROM "users" u WHERE u.id = p.seller_id), false);
--> statement-breakpoint
-- Every write path keeps search_terms and seller_verified (a bulk load with triggers off, as
-- the bench's, sets them itself).
CREATE FUNCTION public.products_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_terms := public.search_terms_for(NEW.model_id, NEW.category_id, NEW.storage_gb,
    NEW.ram_gb, NEW.colour, NEW.variant);
  IF TG_OP = 'INSERT' OR NEW.seller_id IS DISTINCT FROM OLD.seller_id THEN
    NEW.seller_verified := coalesce(
      (SELECT u.verified FROM public.users u WHERE u.id = NEW.seller_id), false);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_fields
  BEFORE INSERT OR UPDATE OF model_id, category_id, storage_gb, ram_gb, colour, variant, seller_id
  ON "products" FOR EACH ROW EXECUTE FUNCTION public.products_search_fields();
--> statement-breakpoint
-- An account verified or unverified: its listings follow (account before listings, decision 012).
CREATE FUNCTION public.users_verified_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.products p SET seller_verified = NEW.verified
   WHERE p.seller_id = NEW.id AND p.seller_verified IS DISTINCT FROM NEW.verified;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_verified_to_products
  AFTER UPDATE OF verified ON "users" FOR EACH ROW
  WHEN (OLD.verified IS DISTINCT FROM NEW.verified)
  EXECUTE FUNCTION public.users_verified_to_products();
--> statement-breakpoint
-- A model or brand renamed: its listings' search terms follow (rare admin edits).
CREATE FUNCTION public.catalogue_names_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'phone_models' THEN
    UPDATE public.products p SET model_id = p.model_id WHERE p.model_id = NEW.id;
  ELSE
    UPDATE public.products p SET category_id = p.category_id WHERE p.category_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_models_names_to_products
  AFTER UPDATE OF name, category_id ON "phone_models" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION public.catalogue_names_to_products();
--> statement-breakpoint
CREATE TRIGGER categories_names_to_products
  AFTER UPDATE OF name ON "categories" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.catalogue_names_to_products();
--> statement-breakpoint
-- The facet keys a live listing counts under: among every listing ('') and in its category.
CREATE FUNCTION public.listing_facet_keys(p_category uuid, p_model uuid, p_storage integer,
    p_condition text, p_area text, p_variant text)
  RETURNS TABLE (scope text, dimension text, value text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT k.scope, k.dimension, k.value FROM (VALUES
      ('', 'all', ''), ('', 'category', p_category::text), ('', 'model', p_model::text),
      ('', 'storage', p_storage::text), ('', 'condition', p_condition), ('', 'area', p_area),
      ('', 'variant', p_variant),
      (p_category::text, 'all', ''), (p_category::text, 'model', p_model::text),
      (p_category::text, 'storage', p_storage::text), (p_category::text, 'condition', p_condition),
      (p_category::text, 'area', p_area), (p_category::text, 'variant', p_variant)
    ) k(scope, dimension, value)
    WHERE k.value IS NOT NULL
  $$;
--> statement-breakpoint
-- The counters follow every statement that changes products, in its transaction: the
-- statement's net change per key, applied in key order (two writers never wait on each other
-- in opposite orders); a statement that changes no counted field (a booking's flag, a price
-- edit) writes nothing.
CREATE FUNCTION public.listing_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, count(*)::int
      FROM new_rows r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     WHERE r.sold = false AND r.deleted_at IS NULL
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, -count(*)::int
      FROM old_rows r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     WHERE r.sold = false AND r.deleted_at IS NULL
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO public.listing_facet_counts AS c (scope, dimension, value, n)
    SELECT k.scope, k.dimension, k.value, sum(r.d)::int
      FROM (SELECT 1 AS d, n.category_id, n.model_id, n.storage_gb, n.product_condition,
                   n.area, n.variant
              FROM new_rows n WHERE n.sold = false AND n.deleted_at IS NULL
            UNION ALL
            SELECT -1, o.category_id, o.model_id, o.storage_gb, o.product_condition,
                   o.area, o.variant
              FROM old_rows o WHERE o.sold = false AND o.deleted_at IS NULL) r,
           public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
             r.product_condition, r.area, r.variant) k
     GROUP BY 1, 2, 3 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (scope, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_counts_follow();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_counts_follow();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_counts_follow();
--> statement-breakpoint
CREATE FUNCTION public.listing_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.listing_facet_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_counts_truncate();
--> statement-breakpoint
-- The counters from scratch: after a bulk load with triggers off (the bench's generator), or
-- to check them. Writers wait meanwhile, so no change is counted twice or lost.
CREATE FUNCTION public.search_rebuild_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE public.products IN SHARE MODE;
  DELETE FROM public.listing_facet_counts;
  INSERT INTO public.listing_facet_counts (scope, dimension, value, n)
  SELECT k.scope, k.dimension, k.value, count(*)::int
    FROM public.products r,
         public.listing_facet_keys(r.category_id, r.model_id, r.storage_gb,
           r.product_condition, r.area, r.variant) k
   WHERE r.sold = false AND r.deleted_at IS NULL
   GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT public.search_rebuild_counts();
--> statement-breakpoint
-- The catalogue's part of the vocabulary: model names (scored by release year, newer first)
-- and brand names, made again whenever either table changes (a few hundred rows).
CREATE FUNCTION public.search_vocabulary_rebuild_catalogue() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_vocabulary WHERE kind IN ('model', 'brand');
  INSERT INTO public.search_vocabulary (kind, term, label, score)
  SELECT DISTINCT ON (t.term) 'model', t.term, m.name, m.release_year
    FROM public.phone_models m, LATERAL (SELECT public.search_normalize(m.name) AS term) t
   WHERE t.term <> ''
   ORDER BY t.term, m.release_year DESC, m.name
  ON CONFLICT DO NOTHING;
  INSERT INTO public.search_vocabulary (kind, term, label, score)
  SELECT DISTINCT ON (t.term) 'brand', t.term, c.name, 0
    FROM public.categories c, LATERAL (SELECT public.search_normalize(c.name) AS term) t
   WHERE t.term <> ''
   ORDER BY t.term, c.name
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.search_vocabulary_follow_catalogue() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_vocabulary_rebuild_catalogue();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_models_vocabulary
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "phone_models"
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_vocabulary_follow_catalogue();
--> statement-breakpoint
CREATE TRIGGER categories_vocabulary
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_vocabulary_follow_catalogue();
--> statement-breakpoint
SELECT public.search_vocabulary_rebuild_catalogue();
