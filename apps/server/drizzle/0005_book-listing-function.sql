-- One booking attempt as one statement (decision 019). On PGlite every statement queues behind
-- everyone's and a transaction is five round trips into WebAssembly; a function call is one.
-- The steps, locks and their order are those of decision 012, unchanged: the buyer's account
-- under a share lock, then the listing's row lock, then the listing's bookings. Each statement
-- here takes its own snapshot (a VOLATILE function under READ COMMITTED), so after waiting for
-- a lock it sees what the lock's previous holder committed.
--
-- It writes only when the attempt succeeds, and returns the facts the caller needs to explain
-- a refusal (bookings-service.ts, with the listing state machine): the buyer's account gone,
-- the listing gone, the seller, sold, the open booking's buyer.
CREATE FUNCTION book_listing(
  p_buyer_id uuid,
  p_product_id uuid,
  p_hold_ms double precision,
  p_buyer_email text,
  p_buyer_name text,
  p_buyer_number text,
  p_meeting_location text,
  OUT booking_id uuid,
  OUT buyer_live boolean,
  OUT listing_live boolean,
  OUT listing_seller_id uuid,
  OUT listing_sold boolean,
  OUT open_buyer_id uuid
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  listing record;
BEGIN
  SELECT p.seller_id, p.seller_email, p.product_name, p.product_img, p.description,
         p.selling_price_cents, p.sold
    INTO listing
    FROM users u, products p
   WHERE u.id = p_buyer_id AND u.deleted_at IS NULL
     AND p.id = p_product_id AND p.deleted_at IS NULL
     FOR SHARE OF u FOR UPDATE OF p;
  IF NOT FOUND THEN
    -- Which one is missing: the buyer's share lock alone (the rare path, a statement more).
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

  -- A lapsed hold gives up the listing's one open slot (bookings_open_product_uq) once the
  -- listing is booked again. While a live hold exists there is no lapsed unreleased one.
  UPDATE bookings b SET released_at = now()
   WHERE b.product_id = p_product_id AND b.paid = false AND b.released_at IS NULL
     AND b.expires_at <= now();
  SELECT b.buyer_id INTO open_buyer_id
    FROM bookings b
   WHERE b.product_id = p_product_id AND b.paid = false AND b.released_at IS NULL
     AND b.expires_at > now();
  IF FOUND THEN
    RETURN;
  END IF;

  -- Name, price, picture, description and seller come from the locked listing, never the caller.
  INSERT INTO bookings (product_id, buyer_id, seller_id, buyer_email, buyer_name, buyer_number,
                        meeting_location, product_name, product_img, description, seller_email,
                        price_cents, expires_at)
  VALUES (p_product_id, p_buyer_id, listing.seller_id, p_buyer_email, p_buyer_name,
          p_buyer_number, p_meeting_location, listing.product_name, listing.product_img,
          listing.description, listing.seller_email, listing.selling_price_cents,
          now() + interval '1 millisecond' * p_hold_ms)
  RETURNING bookings.id INTO booking_id;
  -- The stored flag says "booked since"; lists compute the live one (activeBookingFlag).
  UPDATE products p SET booking = true WHERE p.id = p_product_id;
END
$$;
