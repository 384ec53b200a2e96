import { type Product, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';

/**
 * SEAM for the buying issue: Book now for a signed-in buyer (spec §5: signed-in users who
 * are not seller-or-admin see the booking modal; they are never sent to /login). Until
 * features/booking exports its modal, the button opens a placeholder; replace this
 * component's body with `<BookNowButton product={product} />` from features/booking (or
 * point signed-in-card-actions.tsx at it) and delete this file.
 */
export function BookNowAction({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary flex-1" onClick={() => setOpen(true)}>
        {TEXTS.bookNow}
      </button>
      {open && (
        <ModalDialog
          title={`${TEXTS.bookNow}: ${product.productName}`}
          onClose={() => setOpen(false)}
        >
          <p>Booking opens here soon. Check back shortly to reserve this phone.</p>
          <div className="modal-action mt-0">
            <button type="button" className="btn" onClick={() => setOpen(false)} data-autofocus>
              Close
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
