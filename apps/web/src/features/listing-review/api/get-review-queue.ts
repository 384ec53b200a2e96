import type { ReviewQueuePage } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/**
 * Under the admin root, so a change elsewhere in the admin lists (a deleted seller, a
 * blocked IMEI) refreshes the queue too.
 */

/** GET /api/admin/review-queue?cursor (admin): the waiting listings, oldest first. */
export function getReviewQueue(email: string, cursor?: string): Promise<ReviewQueuePage> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return getWithAccessToken<ReviewQueuePage>(`/admin/review-queue${search}`, email);
}

export function reviewQueueQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.reviewQueue, email.toLowerCase()],
    queryFn: ({ pageParam }) => getReviewQueue(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
  });
}

export function useReviewQueue() {
  return useInfiniteQuery(reviewQueueQueryOptions(useSession().user?.email ?? ''));
}
