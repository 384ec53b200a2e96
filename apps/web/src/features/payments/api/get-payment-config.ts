import type { PaymentConfig } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payment-config: which card entry the page shows (sandbox form or Stripe.js). */
export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiGet<PaymentConfig>('/payment-config');
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.config,
    queryFn: getPaymentConfig,
    // Set when the server starts; it does not change under a running page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
