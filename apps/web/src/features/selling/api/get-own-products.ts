import type { OwnProduct } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPageWithAccessToken } from '../../../lib/access-token-client';
import { productKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** My Products rows per "Load more". */
export const OWN_PRODUCTS_PAGE_SIZE = 20;

export interface OwnProductPage {
  items: OwnProduct[];
  nextCursor: string | undefined;
}

/** GET /api/product?email= (bearer): the seller's listings, sold ones included, newest first. */
export function getOwnProducts({
  email,
  cursor,
}: {
  email: string;
  cursor?: string;
}): Promise<OwnProductPage> {
  const query = new URLSearchParams({ email, limit: String(OWN_PRODUCTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return getPageWithAccessToken<OwnProduct>(`/product?${query}`, email);
}

export function ownProductsQueryOptions(email: string) {
  return infiniteQueryOptions({
    // Under the product-lists root, so every listing change refreshes it too.
    queryKey: productKeys.own(email),
    queryFn: ({ pageParam }) => getOwnProducts({ email, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: OwnProductPage) => last.nextCursor,
  });
}

export function useOwnProducts() {
  const email = useSession().user?.email ?? '';
  return useInfiniteQuery({ ...ownProductsQueryOptions(email), enabled: Boolean(email) });
}
