import {
  formatLongDate,
  REVIEW_TAG_LABELS,
  type Review,
  REVIEW_TEXTS as T,
} from '@phonebazaar/shared';
import { ReplyForm } from './reply-form';
import { StarRating } from './star-rating';

/**
 * One published review: stars, tags, words, the deal's phone, and the reply under it. The
 * reviewed person, on their own profile, may reply once (`canReply`).
 */
export function ReviewItem({
  review,
  subjectName,
  canReply,
}: {
  review: Review;
  subjectName: string;
  canReply: boolean;
}) {
  const date = review.publishedAt ?? review.createdAt;
  return (
    <article className="flex flex-col gap-2 border-base-300 border-b py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating stars={review.stars} />
        <p className="font-semibold">{T.byAuthor(review.author.name, review.authorRole)}</p>
        <time dateTime={date} className="text-base-content/80 text-sm">
          {formatLongDate(date)}
        </time>
        {review.unverifiedDeal && (
          // Issue #36: the deal was not at arm's length; the review does not move the rating.
          <span className="badge badge-warning badge-sm" title={T.unverifiedDealHint}>
            {T.unverifiedDeal}
          </span>
        )}
      </div>
      <p className="text-base-content/80 text-sm">{T.about(review.productName)}</p>
      {review.tags.length > 0 && (
        <ul aria-label={T.labels.tags} className="flex flex-wrap gap-2">
          {review.tags.map((tag) => (
            <li key={tag} className="badge badge-outline badge-sm">
              {REVIEW_TAG_LABELS[tag]}
            </li>
          ))}
        </ul>
      )}
      {review.text && <p className="whitespace-pre-line">{review.text}</p>}
      {review.reply ? (
        <div className="ml-4 border-primary border-l-2 pl-4">
          <p className="font-semibold text-sm">{T.replyFrom(subjectName)}</p>
          <p className="whitespace-pre-line text-base-content/90">{review.reply.text}</p>
        </div>
      ) : (
        canReply && <ReplyForm review={review} />
      )}
    </article>
  );
}
