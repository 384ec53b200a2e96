import type { Review } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

/** The home page shows real reviews only from this many on (fewer read as a thin shop). */
export const FEATURED_REVIEWS_MIN = 3;

/** GET /api/reviews/featured: recent published 4-5 star reviews with words (issue #19). */
export function featuredReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.featured(),
    queryFn: ({ client }) => apiGet<{ items: Review[] }>('/reviews/featured', { client }),
    select: (reply) => reply.items,
    staleTime: 5 * 60_000,
  });
}

/** The testimonials' reviews; nice to have, so a failure is just "none". */
export function useFeaturedReviews() {
  return useQuery(featuredReviewsQueryOptions());
}
