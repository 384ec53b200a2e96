import type { ReviewsReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

export const SELLER_REVIEWS_PAGE_SIZE = 10;

/** GET /api/sellers/:id/reviews?cursor: published reviews about the person, newest first. */
export function sellerReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.sellerReviews(id),
    queryFn: ({ pageParam, client }) => {
      const query = new URLSearchParams({ limit: String(SELLER_REVIEWS_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiGet<ReviewsReply>(`/sellers/${encodeURIComponent(id)}/reviews?${query}`, {
        client,
      });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSellerReviews(id: string) {
  return useInfiniteQuery(sellerReviewsQueryOptions(id));
}
