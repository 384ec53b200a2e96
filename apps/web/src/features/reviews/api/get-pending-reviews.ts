import type { PendingReview } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { reviewKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/reviews/pending: the caller's completed deals that still await their review. */
export async function getPendingReviews(email: string): Promise<PendingReview[]> {
  const reply = await getWithAccessToken<{ items: PendingReview[] }>('/reviews/pending', email);
  return reply.items;
}

export function pendingReviewsQueryOptions(email: string) {
  return queryOptions({
    queryKey: reviewKeys.pending(email),
    queryFn: () => getPendingReviews(email),
    enabled: email !== '',
  });
}

/** My Orders shows the deals reviewed as a buyer, My Sell those as a seller. */
export function usePendingReviews(role: PendingReview['role']) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    ...pendingReviewsQueryOptions(email),
    select: (items) => items.filter((item) => item.role === role),
  });
}
