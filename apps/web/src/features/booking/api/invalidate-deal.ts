import type { QueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from './order-keys';

/**
 * After any move of a held deal (released, declined, refunded, disputed) My Order, My Sell
 * and every product list (a refunded phone is for sale again) read their rows again.
 */
export function invalidateDeal(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);
}
