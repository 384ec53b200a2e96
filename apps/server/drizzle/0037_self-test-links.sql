-- Issue #36 item 3 (decision 056). A listing's code is drawn from the server's cryptographic
-- generator: gen_random_uuid() is core PostgreSQL (13+) and reads pg_strong_random, the same
-- source as pgcrypto's gen_random_bytes, so no extension is needed on PGlite or a managed
-- server. Bytes 6 and 8 of a UUID carry its version and variant bits and are skipped; a byte
-- is used only below 248 (8 x 31), so each of the 31 characters is exactly as likely (no
-- modulo bias). Same alphabet and length as before (migration 0031): old codes stay valid.
CREATE OR REPLACE FUNCTION public.listing_code_new() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  code text;
BEGIN
  LOOP
    SELECT d.c INTO code
      FROM (SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + b.v % 31, 1), '' ORDER BY b.i) AS c
              FROM (SELECT i, get_byte(r.bytes, i) AS v
                      FROM (SELECT uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) AS bytes) r,
                           generate_series(0, 31) i
                     WHERE i % 16 NOT IN (6, 8) AND get_byte(r.bytes, i) < 248
                     ORDER BY i LIMIT 6) b) d
     WHERE length(d.c) = 6
       AND NOT EXISTS (SELECT 1 FROM public.products p WHERE p.listing_code = d.c);
    EXIT WHEN code IS NOT NULL;
  END LOOP;
  RETURN code;
END $$;
--> statement-breakpoint
-- The seller's single-use self-test links (decision 056): only a SHA-256 of the token is kept,
-- so a copy of the database opens nothing. One live link per listing (issuing one deletes the
-- listing's older ones); a report uses it once (used_at, in the report's transaction).
CREATE TABLE "self_test_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "listing_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp (3) with time zone NOT NULL,
  "used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "self_test_links_listing_idx" ON "self_test_links" USING btree ("listing_id");
