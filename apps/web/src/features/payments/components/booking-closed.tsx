import { BUYING_TEXTS, type PaymentPage, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';

/**
 * A booking that can no longer be paid: already paid (show the receipt's transaction id), or
 * lapsed (the hold ended; product-decisions §4), which needs a new booking.
 */
export function BookingClosed({ booking }: { booking: PaymentPage }) {
  if (booking.paid || booking.status === 'paid') {
    return (
      <div role="status" className="alert alert-success flex-col items-start gap-2 sm:flex-row">
        <div className="min-w-0">
          <p className="font-semibold">{BUYING_TEXTS.bookingPaid}</p>
          <p className="text-sm">
            Transaction id <code className="break-all">{booking.transactionId}</code>
          </p>
        </div>
        <Link to={paths.dashboard.myOrder} className="btn btn-sm sm:ml-auto">
          Back to My Order
        </Link>
      </div>
    );
  }
  const cancelled = booking.status === 'cancelled';
  return (
    <div role="status" className="alert alert-warning flex-col items-start gap-2">
      <p className="font-semibold">
        {cancelled ? BUYING_TEXTS.bookingCancelledTitle : BUYING_TEXTS.bookingLapsed}
      </p>
      <p className="text-sm">
        {cancelled
          ? `You cancelled the booking of ${booking.productName}, so it cannot be paid now.`
          : `The hold on ${booking.productName} ended before it was paid, so it cannot be paid now.`}{' '}
        If the phone is still for sale, book it again to buy it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.dashboard.home} className="btn btn-sm btn-primary">
          Browse all products
        </Link>
        <Link to={paths.dashboard.myOrder} className="btn btn-sm">
          Back to My Order
        </Link>
      </div>
    </div>
  );
}
