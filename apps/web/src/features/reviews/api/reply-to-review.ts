import type { Review, ReviewReplyBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { sellerKey } from './reviews-keys';

/** POST /api/reviews/:id/reply: the reviewed person answers a review, once. */
export function replyToReview(email: string, reviewId: string, body: ReviewReplyBody) {
  return sendWithAccessToken<Review>(
    'POST',
    `/reviews/${encodeURIComponent(reviewId)}/reply`,
    email,
    { body },
  );
}

export function useReplyToReview(review: Review) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: ReviewReplyBody) => replyToReview(email, review.id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKey(review.subjectId) }),
  });
}
