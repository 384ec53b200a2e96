import { BUYING_TEXTS, formatUsd, type PaymentPage } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { InputField } from '../../../components/ui/input-field';
import { orderKeys } from '../../../lib/account-query-keys';
import { ApiRequestError } from '../../../lib/api-client';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePay } from '../hooks/use-pay';
import { BookingClosed } from './booking-closed';
import { OrderSummary } from './order-summary';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

const B = BUYING_TEXTS;
/** The booking changed since the page loaded (paid elsewhere, or its hold ended). */
const STALE_BOOKING = new Set(['BOOKING_PAID', 'BOOKING_LAPSED']);

/** Spec §2 Payment page under its 'Check Out' heading; the flow is spec §4's. */
export function Checkout({ booking, email }: { booking: PaymentPage; email: string }) {
  const buyerId = useId();
  const cardId = useId();
  const queryClient = useQueryClient();
  const payable = booking.status === 'active' && !booking.paid;
  const intent = usePaymentIntent(email, { bookingId: booking._id, price: booking.price }, payable);
  const pay = usePay(booking, email);
  const amount = formatUsd(booking.price);

  const intentError = intent.error;
  useEffect(() => {
    if (intentError instanceof ApiRequestError && STALE_BOOKING.has(intentError.code)) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.payment(booking._id) });
    }
  }, [intentError, queryClient, booking._id]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-8">
        {payable && (
          // Issue #45 item 1: first on the page, so a phone reads it before the card and Pay.
          <div
            role="note"
            className="rounded-box border border-info/40 bg-base-200 p-4 text-sm"
            data-testid="hold-explanation"
          >
            <p className="font-semibold">{B.holdBeforePay(amount, booking.productName)}</p>
            <p className="mt-1 text-base-content/80">{B.holdBeforePayHint}</p>
          </div>
        )}
        <section aria-labelledby={buyerId} className="flex flex-col gap-4">
          <h2 id={buyerId} className="font-bold text-lg">
            Buyer details
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="Name" value={booking.buyerName} readOnly />
            <InputField label="Email" type="email" value={booking.email} readOnly />
          </div>
          <InputField label={B.meetingLocation} value={booking.meetingLocation} readOnly />
        </section>

        <section aria-labelledby={cardId} className="flex flex-col gap-4">
          <h2 id={cardId} className="font-bold text-lg">
            Card
          </h2>
          {payable ? (
            <>
              {intent.isPending && (
                <p role="status" className="flex items-center gap-2 text-base-content/70 text-sm">
                  <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  Preparing a secure payment…
                </p>
              )}
              {intent.isError && (
                <ErrorState
                  compact
                  title="We couldn't prepare the payment."
                  error={intent.error}
                  onRetry={() => void intent.refetch()}
                  retrying={intent.isFetching}
                />
              )}
              <CardEntry
                booking={booking}
                email={email}
                secret={intent.data}
                amount={amount}
                pay={pay}
              />
            </>
          ) : (
            <BookingClosed booking={booking} />
          )}
        </section>
      </div>
      <OrderSummary booking={booking} />
    </div>
  );
}

interface CardEntryProps {
  booking: PaymentPage;
  email: string;
  secret: string | undefined;
  amount: string;
  pay: ReturnType<typeof usePay>;
}

/** Sandbox card form or Stripe's CardElement, whichever provider the server runs. */
function CardEntry({ booking, email, secret, amount, pay }: CardEntryProps) {
  const config = usePaymentConfig();
  if (config.isPending) {
    return (
      <div role="status" aria-label="Loading the card form" className="skeleton h-48 w-full" />
    );
  }
  if (config.isError) {
    return (
      <ErrorState
        compact
        title="The card form did not load."
        error={config.error}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
      />
    );
  }
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        clientSecret={secret}
        billing={{ name: booking.buyerName, email: booking.email }}
        amount={amount}
        pay={pay}
      />
    );
  }
  return <SandboxCardForm email={email} clientSecret={secret} amount={amount} pay={pay} />;
}
