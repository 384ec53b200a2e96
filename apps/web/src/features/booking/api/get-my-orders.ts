import type { BuyerBooking } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { ORDERS_KEY, ordersPath } from './order-keys';

/** GET /api/booking/myproduct?email= (bearer): the buyer's orders, newest first. */
export function getMyOrders(email: string, cursor?: string) {
  return getPageWithAccessToken<BuyerBooking>(
    ordersPath('/booking/myproduct', email, cursor),
    email,
  );
}

export function myOrdersQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'buyer', email.toLowerCase()],
    queryFn: ({ pageParam }) => getMyOrders(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyOrders(email: string) {
  return useInfiniteQuery(myOrdersQueryOptions(email));
}
