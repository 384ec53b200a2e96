-- Issue #14 findings 7 and 9.
-- Prices are whole cents from $1.00 to $100,000 on every write (the API checks them first, this is
-- the last word). NOT VALID: rows written before the fix stay readable; every new insert and
-- update is checked.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_range" CHECK ("bookings"."price_cents" between 100 and 10000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_market_price_range" CHECK ("products"."market_price_cents" between 100 and 10000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selling_price_range" CHECK ("products"."selling_price_cents" between 100 and 10000000) NOT VALID;
--> statement-breakpoint
-- Booking, as in 0005 (decision 019: one statement, decision 012's lock order, nothing written on
-- a refusal), plus two rules against hoarding (issue #14 finding 7):
--  * a buyer holds at most p_max_open open (unpaid, unreleased, unlapsed) bookings;
--  * a buyer whose hold on this listing ended unpaid (lapsed, or cancelled) waits one hold period
--    before booking it again.
-- The buyer's row is now locked FOR NO KEY UPDATE instead of FOR SHARE: same row, same place in
-- the lock order, but two bookings by one buyer take turns, so the count of open bookings cannot
-- be read by both before either inserts. Other buyers are not slowed; foreign-key checks
-- (FOR KEY SHARE) do not wait for it.
DROP FUNCTION book_listing(uuid, uuid, double precision, text, text, text, text);
--> statement-breakpoint
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
  OUT buyer_live boolean,
  OUT listing_live boolean,
  OUT listing_seller_id uuid,
  OUT listing_sold boolean,
  OUT open_buyer_id uuid,
  OUT open_count integer,
  OUT cooldown_until timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  listing record;
  hold interval := interval '1 millisecond' * p_hold_ms;
BEGIN
  SELECT p.seller_id, p.seller_email, p.product_name, p.product_img, p.description,
         p.selling_price_cents, p.sold
    INTO listing
    FROM users u, products p
   WHERE u.id = p_buyer_id AND u.deleted_at IS NULL
     AND p.id = p_product_id AND p.deleted_at IS NULL
     FOR NO KEY UPDATE OF u FOR UPDATE OF p;
  IF NOT FOUND THEN
    PERFORM 1 FROM users u WHERE u.id = p_buyer_id AND u.deleted_at IS NULL FOR SHARE OF u;
    buyer_live := FOUND;
    listing_live := false;
    RETURN;
  END IF;
  buyer_live := true;
  listing_live := true;
  listing_seller_id := listing.seller_id;
  listing_sold := listing.sold;
  IF listing.seller_id = p_buyer_id OR listing.sold THEN
    RETURN;
  END IF;

  -- Someone's live hold (possibly the caller's own).
  SELECT b.buyer_id INTO open_buyer_id
    FROM bookings b
   WHERE b.product_id = p_product_id AND b.paid = false AND b.released_at IS NULL
     AND b.expires_at > now();
  IF FOUND THEN
    RETURN;
  END IF;

  -- The caller's own hold on this listing ended unpaid less than a hold period ago.
  SELECT max(coalesce(b.cancelled_at, b.expires_at)) + hold INTO cooldown_until
    FROM bookings b
   WHERE b.product_id = p_product_id AND b.buyer_id = p_buyer_id AND b.paid = false
     AND coalesce(b.cancelled_at, b.expires_at) <= now();
  IF cooldown_until > now() THEN
    RETURN;
  END IF;
  cooldown_until := NULL;

  -- The caller's open bookings, counted after the buyer's row lock: exact.
  SELECT count(*)::integer INTO open_count
    FROM bookings b
   WHERE b.buyer_id = p_buyer_id AND b.paid = false AND b.released_at IS NULL
     AND b.expires_at > now();
  IF open_count >= p_max_open THEN
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
