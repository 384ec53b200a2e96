-- Issue #20 (decision 039): offers. A buyer offers 50-99% of a listing's price; the seller
-- accepts, declines or counters once per round; acceptance books the phone at the agreed price.
-- Money is cents. `status` is the stored state; an open or countered offer past `expires_at`
-- reads as expired at once (the recurring job writes it down later), so no reader waits for it.
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL REFERENCES "products"("id"),
	"buyer_id" uuid NOT NULL REFERENCES "users"("id"),
	"seller_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"counter_cents" integer CHECK ("counter_cents" > 0),
	"status" text DEFAULT 'open' NOT NULL
		CHECK ("status" IN ('open', 'countered', 'accepted', 'declined', 'expired', 'superseded')),
	-- Who or what closed it: 'seller', 'buyer', 'floor' (the automatic decline),
	-- 'other-accepted' (another buyer's offer was accepted); null while live or when expired.
	"closed_by" text,
	"buyer_number" text NOT NULL,
	"meeting_location" text NOT NULL,
	"booking_id" uuid REFERENCES "bookings"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One live offer per buyer per listing: a new one supersedes the last (decision 039).
CREATE UNIQUE INDEX "offers_live_listing_buyer_uq" ON "offers" ("listing_id", "buyer_id")
	WHERE "status" IN ('open', 'countered');
--> statement-breakpoint
-- The 3-per-listing count, and acceptance's "decline the other open offers".
CREATE INDEX "offers_listing_buyer_idx" ON "offers" ("listing_id", "buyer_id");
--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" ("buyer_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "offers_seller_created_idx" ON "offers" ("seller_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "offers_due_idx" ON "offers" ("expires_at") WHERE "status" IN ('open', 'countered');
--> statement-breakpoint
-- The seller's automatic decline: offers below the floor are declined on arrival.
CREATE TABLE "offer_floors" (
	"listing_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id"),
	"floor_cents" integer NOT NULL CHECK ("floor_cents" > 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Booking at an agreed price: book_listing (migration 0011) unchanged, with all its locks and
-- rules, then the new booking's price set to the offer's. Same transaction, same statement's
-- locks still held, so no reader ever sees the booking at the listing's price. book_listing's
-- own callers are untouched.
CREATE FUNCTION book_listing_at_price(
  p_buyer_id uuid,
  p_product_id uuid,
  p_hold_ms double precision,
  p_max_open integer,
  p_buyer_email text,
  p_buyer_name text,
  p_buyer_number text,
  p_meeting_location text,
  p_price_cents integer,
  OUT booking_id uuid,
  OUT refusal text,
  OUT cooldown_until timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  SELECT b.booking_id, b.refusal, b.cooldown_until INTO booking_id, refusal, cooldown_until
    FROM book_listing(p_buyer_id, p_product_id, p_hold_ms, p_max_open, p_buyer_email,
                      p_buyer_name, p_buyer_number, p_meeting_location) b;
  IF booking_id IS NOT NULL THEN
    UPDATE bookings SET price_cents = p_price_cents WHERE bookings.id = booking_id;
  END IF;
END
$$;
