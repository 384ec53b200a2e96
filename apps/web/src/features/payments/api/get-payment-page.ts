import type { PaymentPage } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { orderKeys } from '../../../lib/account-query-keys';

/** GET /api/makepayment/:id (bearer): the booking the payment page is about (spec §2). */
export function getPaymentPage(id: string, email: string): Promise<PaymentPage> {
  return getWithAccessToken<PaymentPage>(`/makepayment/${encodeURIComponent(id)}`, email);
}

export function paymentPageQueryOptions(id: string, email: string) {
  return queryOptions({
    // Under 'orders' so that booking and paying refresh it with My Order (see booking's keys).
    queryKey: orderKeys.payment(id),
    queryFn: () => getPaymentPage(id, email),
  });
}

export function usePaymentPage(id: string, email: string) {
  return useQuery(paymentPageQueryOptions(id, email));
}
