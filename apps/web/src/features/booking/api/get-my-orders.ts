import type { BuyerBooking } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { orderKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { ordersPath } from './order-keys';

/** GET /api/booking/myproduct?email= (bearer): the buyer's orders, newest first. */
export function getMyOrders(email: string, cursor?: string) {
  return getPageWithAccessToken<BuyerBooking>(
    ordersPath('/booking/myproduct', email, cursor),
    email,
  );
}

export function myOrdersQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ pageParam }) => getMyOrders(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyOrders(email: string) {
  return useInfiniteQuery(myOrdersQueryOptions(email));
}

/**
 * The signed-in buyer's first page of My Order, newest first: a booking made or paid a
 * moment ago is always on it (Book now's own hold, the payment receipt). Nobody signed in,
 * nothing asked.
 */
export function useMyOrdersFirstPage(): BuyerBooking[] | undefined {
  const { user } = useSession();
  const orders = useInfiniteQuery({
    ...myOrdersQueryOptions(user?.email ?? ''),
    enabled: Boolean(user),
  });
  return orders.data?.pages[0]?.items;
}
