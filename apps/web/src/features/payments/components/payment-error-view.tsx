import { paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiRequestError } from '../../../lib/api-client';

interface PaymentErrorViewProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** The payment page's designed failures: someone else's booking (403), none (404), or down. */
export function PaymentErrorView({ error, onRetry, retrying }: PaymentErrorViewProps) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 403 || status === 404) {
    return (
      <EmptyState
        title={status === 403 ? 'This booking belongs to another buyer' : 'Booking not found'}
      >
        <p>
          {status === 403
            ? 'Only the buyer who booked the phone can pay for it. Check that you are signed in with that account.'
            : 'This payment link is wrong, or the booking no longer exists.'}
        </p>
        <Link to={paths.dashboard.myOrder} className="btn btn-primary btn-sm mt-4">
          Go to My Order
        </Link>
      </EmptyState>
    );
  }
  return (
    <ErrorState
      title="We couldn't open this payment."
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
