import type { PendingReview, Review, ReviewBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { reviewKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/reviews: one review of the other side of a completed deal. */
export function createReview(email: string, body: ReviewBody): Promise<Review> {
  return sendWithAccessToken<Review>('POST', '/reviews', email, { body });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview(email, body),
    onSuccess: (_review, body) => {
      // The deal leaves the pending list at once, before the list is read again.
      queryClient.setQueryData<PendingReview[]>(reviewKeys.pending(email), (items) =>
        items?.filter((item) => item.bookingId !== body.bookingId),
      );
    },
    // Written meanwhile elsewhere (409) or not: the pending list and profiles read again.
    meta: { invalidates: [reviewKeys.all] },
  });
}
