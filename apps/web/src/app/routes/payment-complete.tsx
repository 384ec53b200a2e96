import { paths, TEXTS } from '@phonebazaar/shared';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { PageTitle } from '../../components/ui/page-title';
import { PaymentReceipt } from '../../features/booking/components/payment-receipt';

/**
 * Spec §2: the plain page a buyer lands on after paying, with 'Your Payment Complete' and a
 * link home. Arriving from a payment (`?booking=<id>`) it also carries the receipt.
 */
export default function PaymentCompleteRoute() {
  const bookingId = useSearchParams()[0].get('booking');
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10 text-center"
    >
      <PageTitle title={TEXTS.titles.paymentComplete} />
      <Brand />
      <div className="flex size-20 items-center justify-center rounded-full bg-success text-success-content">
        <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true" focusable="false">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1 className="font-bold text-3xl">{TEXTS.paymentComplete}</h1>
      {bookingId && <PaymentReceipt bookingId={bookingId} />}
      <Link to={paths.home} className="btn btn-ghost print:hidden">
        Go to the homepage
      </Link>
    </main>
  );
}
