import { type Product, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { LazyBookingModal } from './lazy-booking-modal';

const loadModal = () => void import('./booking-modal');

/**
 * Book now for a signed-in buyer (spec §5): opens the booking modal. The modal's chunk starts
 * loading when the pointer or focus reaches the button, so it is usually there by the click.
 */
export function BookNowButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  // A booked or sold phone cannot take a booking; the card's badge already says why.
  const unavailable = product.sold || product.booking;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary flex-1"
        disabled={unavailable}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => setOpen(true)}
      >
        {TEXTS.bookNow}
      </button>
      {open && <LazyBookingModal product={product} onClose={() => setOpen(false)} />}
    </>
  );
}
