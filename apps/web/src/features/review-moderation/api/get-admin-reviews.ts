import type { AdminReview, AdminReviewsReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** One page, shaped as the admin lists' pages (no further page: undefined). */
export interface AdminReviewsPage {
  items: AdminReview[];
  nextCursor: string | undefined;
}

/** Under the admin root, so a change elsewhere in the admin lists refreshes this one too. */

/** GET /api/admin/reviews (admin): the recent reviews, newest first, hidden ones included. */
export async function getAdminReviews(email: string, cursor?: string): Promise<AdminReviewsPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const reply = await getWithAccessToken<AdminReviewsReply>(`/admin/reviews${search}`, email);
  return { items: reply.items, nextCursor: reply.nextCursor ?? undefined };
}

export function adminReviewsQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.reviews, email.toLowerCase(), 'list'],
    queryFn: ({ pageParam }) => getAdminReviews(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: email !== '',
  });
}

export function useAdminReviews() {
  return useInfiniteQuery(adminReviewsQueryOptions(useSession().user?.email ?? ''));
}
