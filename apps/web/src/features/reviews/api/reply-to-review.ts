import type { Review, ReviewReplyBody, ReviewsReply } from '@phonebazaar/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { reviewKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

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
    // The answer goes into the shown page as is, rather than reading the list again: the
    // server counts a reply as no change to public lists, so a read right after it may still
    // come from its response cache, without the reply.
    onSuccess: (answer) =>
      queryClient.setQueryData<InfiniteData<ReviewsReply>>(
        reviewKeys.sellerReviews(review.subjectId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === answer.id ? answer : item)),
            })),
          },
      ),
  });
}
