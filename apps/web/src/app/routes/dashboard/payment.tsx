import { TEXTS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams, useRevalidator, useRouteError } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { sessionQueryOptions } from '../../../features/auth/api/get-session';
import { paymentConfigQueryOptions } from '../../../features/payments/api/get-payment-config';
import {
  paymentPageQueryOptions,
  usePaymentPage,
} from '../../../features/payments/api/get-payment-page';
import { Checkout } from '../../../features/payments/components/checkout';
import { PaymentErrorView } from '../../../features/payments/components/payment-error-view';
import { useSession } from '../../../lib/session';

/**
 * Spec §2: the booking is loaded from the server before the page shows. Signed out, nothing
 * is asked: the dashboard's guard sends the visitor to /login, remembering this page. A 403 or
 * 404 goes to the ErrorBoundary below.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!user) return null;
    void queryClient.prefetchQuery(paymentConfigQueryOptions());
    await queryClient.ensureQueryData(paymentPageQueryOptions(params.id ?? '', user.email));
    return null;
  };

function Heading() {
  return (
    <>
      <PageTitle title={TEXTS.titles.payment} />
      <h1 className="mb-8 font-bold text-3xl">{TEXTS.checkOut}</h1>
    </>
  );
}

export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const email = user?.email ?? '';
  const page = usePaymentPage(id, email);
  return (
    <>
      <Heading />
      {page.isPending ? (
        <div role="status" aria-label="Loading the booking" className="skeleton h-96 w-full" />
      ) : page.isError ? (
        <PaymentErrorView
          error={page.error}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      ) : (
        <Checkout booking={page.data} email={email} />
      )}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <>
      <Heading />
      <PaymentErrorView
        error={error}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    </>
  );
}
