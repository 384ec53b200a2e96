import type { AdminReview } from '@phonebazaar/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys, reviewKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import type { AdminReviewsPage } from './get-admin-reviews';

/** POST /api/admin/reviews/:id/hide (admin): a repeat changes nothing; 404 REVIEW_NOT_FOUND. */
export function hideReview(email: string, id: string, reason: string): Promise<AdminReview> {
  return sendWithAccessToken<AdminReview>(
    'POST',
    `/admin/reviews/${encodeURIComponent(id)}/hide`,
    email,
    { body: { reason } },
  );
}

export function useHideReview(id: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (reason: string) => hideReview(email, id, reason),
    // The answer is the row as it now is: put it in place at once, so the row says Hidden
    // without waiting for the list (and keeps the pages already loaded with "Load more").
    onSuccess: (review) =>
      queryClient.setQueriesData<InfiniteData<AdminReviewsPage>>(
        { queryKey: adminKeys.reviews },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === review.id ? review : item)),
            })),
          },
      ),
    // The public lists, profiles and ratings (the reviews feature's ['reviews'] keys, the
    // home page's testimonials) no longer hold the review; a 404 means the list is stale.
    meta: { invalidates: [reviewKeys.all, adminKeys.reviews] },
  });
}
