import { BUYING_TEXTS, type Product, paths, TEXTS } from '@phonebazaar/shared';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOK_PARAM } from '../../../components/product-card/visitor-card-actions';
import { useMyOrdersFirstPage } from '../api/get-my-orders';
import { LazyBookingModal } from './lazy-booking-modal';

// A head start only: a failure here is met again, and handled, when the modal opens.
const loadModal = () => void import('./booking-modal').catch(() => {});

/**
 * Book now for a signed-in buyer (spec §5): opens the booking modal. The modal's chunk starts
 * loading when the pointer or focus reaches the button, so it is usually there by the click.
 * A booked phone says whose it is (issue #23 item 7): its own buyer is sent to My Order, anyone
 * else is told why Book now is off.
 */
export function BookNowButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const mine = useMyActiveBooking(product._id);
  useReopenAfterSignIn(product, () => setOpen(true));
  if (mine) {
    return (
      <p className="flex flex-1 flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold">{BUYING_TEXTS.youBookedThis}</span>
        <span aria-hidden="true">·</span>
        <Link to={paths.dashboard.myOrder} className="link link-primary font-semibold">
          {BUYING_TEXTS.goToMyOrder}
        </Link>
      </p>
    );
  }
  const unavailable = product.sold || product.booking;
  return (
    <div className="flex flex-1 flex-col gap-1">
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={unavailable}
        aria-describedby={product.booking && !product.sold ? reasonId : undefined}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => setOpen(true)}
      >
        {TEXTS.bookNow}
      </button>
      {product.booking && !product.sold && (
        <p id={reasonId} className="text-base-content/70 text-xs">
          {BUYING_TEXTS.bookedByAnother}
        </p>
      )}
      {open && <LazyBookingModal product={product} onClose={() => setOpen(false)} />}
    </div>
  );
}

/**
 * A visitor who pressed Book now signed in and came back with `?book=<id>` (issue #23 item
 * 12): open that listing's form again, once, if it can still be booked, and drop the
 * parameter so a reload or Back does not open it again.
 */
function useReopenAfterSignIn(product: Product, open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(BOOK_PARAM) === product._id;
  const bookable = !product.sold && !product.booking;
  useEffect(() => {
    if (!asked) return;
    if (bookable) open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, bookable, open, setParams]);
}

/** The viewer's live hold on this listing, from My Order's first page (holds are recent). */
function useMyActiveBooking(productId: string) {
  return useMyOrdersFirstPage()?.find(
    (order) => order.productId === productId && order.status === 'active',
  );
}
