import type { SellerBooking } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { saleKeys } from '../../../lib/account-query-keys';
import { ordersPath } from './order-keys';

/** GET /api/mysell?email= (bearer): bookings of the seller's listings, newest first. */
export function getMySales(email: string, cursor?: string) {
  return getPageWithAccessToken<SellerBooking>(ordersPath('/mysell', email, cursor), email);
}

export function mySalesQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: saleKeys.mine(email),
    queryFn: ({ pageParam }) => getMySales(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMySales(email: string) {
  return useInfiniteQuery(mySalesQueryOptions(email));
}
