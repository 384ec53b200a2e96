-- Issue #21 (decision 042): each listing's 6-character code (the self-test page's address and
-- the verification photo's proof) and the self-test reports.
-- Codes are random over 31 characters that cannot be misread (no 0/O/1/I/L); the function
-- draws until it finds a free one, and the unique index settles the rare race.
CREATE OR REPLACE FUNCTION public.listing_code_new() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code text;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..6 LOOP
      code := code || substr(alphabet, 1 + floor(random() * 31)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM public.products WHERE listing_code = code);
  END LOOP;
  RETURN code;
END $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_code" text;--> statement-breakpoint
UPDATE "products" SET "listing_code" = public.listing_code_new();--> statement-breakpoint
-- One statement does not see its own earlier rows, so a large backfill can draw a code twice:
-- redraw the later ones until none is shared.
DO $$
BEGIN
  LOOP
    UPDATE public.products p SET listing_code = public.listing_code_new()
     WHERE p.id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY listing_code ORDER BY id) AS n
                                     FROM public.products) d WHERE d.n > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "listing_code" SET DEFAULT public.listing_code_new();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "listing_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_listing_code_uq" ON "products" USING btree ("listing_code");
--> statement-breakpoint
-- The self-test reports (decision 042). `signature` is the server's HMAC over the report (id,
-- listing, time, results, browser, model hint, runner): a row edited afterwards no longer
-- verifies and is never shown. The listing-review risk rule reads listing_id, run_by and
-- created_at; the hourly limit counts a listing's rows by runner in the last hour.
CREATE TABLE "self_tests" (
  "id" uuid PRIMARY KEY NOT NULL,
  "listing_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "results" jsonb NOT NULL,
  "browser" text NOT NULL,
  "model_hint" text,
  "run_by" text NOT NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "signature" text NOT NULL,
  CONSTRAINT "self_tests_run_by_ck" CHECK ("run_by" IN ('seller', 'buyer'))
);--> statement-breakpoint
CREATE INDEX "self_tests_listing_created_idx" ON "self_tests" USING btree ("listing_id", "run_by", "created_at" DESC);
