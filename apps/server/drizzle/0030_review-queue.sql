-- Issue #21 (decision 041): the review queue, photo hashes and report categories.
-- One review row per listing the risk rules picked (held or live-checked-after); a listing
-- nobody picked has none. Oldest waiting first is a range of listing_reviews_waiting_idx.
CREATE TABLE "listing_reviews" (
  "listing_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id"),
  "seller_id" uuid NOT NULL REFERENCES "users"("id"),
  "tier" text NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "score" integer NOT NULL,
  "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "reject_reason" text,
  "reject_note" text DEFAULT '' NOT NULL,
  "queued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp (3) with time zone,
  "decided_by" uuid REFERENCES "users"("id"),
  "resubmissions" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "listing_reviews_tier_check" CHECK ("tier" in ('held', 'after')),
  CONSTRAINT "listing_reviews_status_check" CHECK ("status" in ('waiting', 'approved', 'rejected')),
  CONSTRAINT "listing_reviews_reject_reason_check" CHECK ("reject_reason" is null or "reject_reason" in
    ('stolen', 'counterfeit', 'misleading_photos', 'wrong_price', 'prohibited', 'duplicate', 'other'))
);
--> statement-breakpoint
CREATE INDEX "listing_reviews_waiting_idx" ON "listing_reviews" USING btree ("queued_at", "listing_id")
  WHERE "status" = 'waiting';
--> statement-breakpoint
-- A 64-bit dHash per listing photo, split into four 16-bit bands: two photos within 7 bits of
-- each other have a band with at most one differing bit (pigeonhole), so a candidate lookup
-- probes each band's index for its value and its 16 one-bit neighbours, and bit_count on the
-- few rows they return decides (match: at most 6 bits differ).
CREATE TABLE "listing_photo_hashes" (
  "listing_id" uuid NOT NULL REFERENCES "products"("id"),
  "seller_id" uuid NOT NULL REFERENCES "users"("id"),
  "photo" text NOT NULL,
  "hash" bigint NOT NULL,
  "band0" integer NOT NULL,
  "band1" integer NOT NULL,
  "band2" integer NOT NULL,
  "band3" integer NOT NULL,
  CONSTRAINT "listing_photo_hashes_pk" PRIMARY KEY ("listing_id", "photo")
);
--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_band0_idx" ON "listing_photo_hashes" USING btree ("band0");
--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_band1_idx" ON "listing_photo_hashes" USING btree ("band1");
--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_band2_idx" ON "listing_photo_hashes" USING btree ("band2");
--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_band3_idx" ON "listing_photo_hashes" USING btree ("band3");
--> statement-breakpoint
-- "This IMEI was sold here lately": the sold listings with an IMEI, by its hash (a handful of
-- rows per phone at 1M listings); their paid bookings are then bookings_product_idx probes.
CREATE INDEX "products_imei_sold_idx" ON "products" USING btree ("imei_hash")
  WHERE "imei_hash" is not null and "sold" = true;
--> statement-breakpoint
-- "The seller had reports upheld": an admin took a reported listing down (the Reported Items'
-- remove, audited as listing.delete_reported); looked up by the seller's deleted listings
-- (products_seller_idx holds only the live ones).
CREATE INDEX "products_seller_gone_idx" ON "products" USING btree ("seller_id")
  WHERE "deleted_at" is not null;
--> statement-breakpoint
CREATE INDEX "audit_log_reported_takedown_idx" ON "audit_log" USING btree ("entity_id")
  WHERE "action" = 'listing.delete_reported';
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_check" CHECK ("category" in
  ('stolen', 'fake', 'wrong_price', 'scam_message', 'duplicate', 'other'));
