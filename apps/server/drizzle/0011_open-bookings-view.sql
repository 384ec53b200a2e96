-- Issue #15 item 4 (migration 0011): what an "open" booking is, written once. A booking is open while it holds
-- its listing: unpaid, not released (cancelled, or given up after lapsing) and its hold not yet
-- past. The public lists' booking flag, the buyer's cap and book_listing all read this view; a
-- view over one table is inlined by the planner, so bookings_open_product_uq still serves it.
-- Only the columns its readers need, so later changes to other columns of bookings are free.
CREATE VIEW "open_bookings" AS
  SELECT b.id, b.product_id, b.buyer_id, b.expires_at FROM "bookings" b
   WHERE b.paid = false AND b.released_at IS NULL AND b.expires_at > now();
--> statement-breakpoint
-- Booking as in 0008 (decision 019: one statement, decision 012's lock order, nothing written on
-- a refusal), but it answers why it refused as one code instead of the facts it read, so the
-- rule is stated here only. `cooldown_until` comes with REBOOK_COOLDOWN, for the wait it names.
DROP FUNCTION book_listing(uuid, uuid, double precision, integer, text, text, text, text);
--> statement-breakpoint
CREATE FUNCTION book_listing(
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
     AND p.id = p_product_id AND p.deleted_at IS NULL
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
