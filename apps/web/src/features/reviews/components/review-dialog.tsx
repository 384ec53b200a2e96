import {
  type PendingReview,
  REVIEW_CHIPS,
  REVIEW_TAG_LABELS,
  REVIEW_TEXT_MAX,
  type ReviewTag,
  REVIEW_TEXTS as T,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { focusMainHeading } from '../../../lib/focus-main-heading';
import { useCreateReview } from '../api/create-review';

type Problems = { stars?: string; tags?: string; text?: string };
const STARS = [1, 2, 3, 4, 5];

/**
 * The review of the other side of a completed deal (issue #19): 1-5 stars, what went well,
 * and optional words. The server's 400 lands on its field; a 409 (already reviewed, or the
 * deal is not complete) is a toast and the dialog closes. Mounted to open, unmounted to close.
 */
export function ReviewDialog({ deal, onClose }: { deal: PendingReview; onClose: () => void }) {
  const create = useCreateReview();
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<ReviewTag[]>([]);
  // Issue #45 item 2: the buyer's yes/no; unanswered counts neither way.
  const [asDescribed, setAsDescribed] = useState<boolean>();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const ids = { stars: useId(), text: useId(), textError: useId(), textHint: useId() };
  const pending = create.isPending;

  const toggle = (tag: ReviewTag) =>
    setTags((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      stars: stars >= 1 ? undefined : T.starsRequired,
      text: text.trim().length > REVIEW_TEXT_MAX ? T.textTooLong(REVIEW_TEXT_MAX) : undefined,
    };
    setProblems(found);
    setFailure(undefined);
    if (found.stars || found.text) return;
    try {
      const review = await create.mutateAsync({
        bookingId: deal.bookingId,
        stars,
        tags,
        ...(asDescribed === undefined ? {} : { asDescribed }),
        text: text.trim(),
      });
      // Issue #45 item 3: say what happened (published at once when the other side wrote first).
      toast.success(review.publishedAt ? T.sentPublished : T.sent);
      onClose();
      // "Write a review" goes with the review sent: focus does not fall to the body (issue #46).
      focusMainHeading();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        toast.error(error.message);
        onClose();
      } else if (error instanceof ApiRequestError && error.fieldErrors) {
        const on = (field: keyof Problems) => error.fieldErrors?.[field]?.[0];
        setProblems({ stars: on('stars'), tags: on('tags'), text: on('text') });
        if (!on('stars') && !on('tags') && !on('text')) setFailure(error.message);
      } else {
        setFailure(describeError(error));
      }
    }
  };

  return (
    <ModalDialog title={T.dialogTitle(deal.other.name)} onClose={onClose} busy={pending}>
      <p className="text-base-content/80 text-sm">
        {deal.productName} · {T.pendingAs(deal.role, deal.other.name)}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset aria-describedby={problems.stars ? ids.stars : undefined}>
          <legend className="mb-2 font-medium text-sm">{T.labels.stars}</legend>
          <div className="rating rating-lg">
            {STARS.map((n) => (
              <input
                key={n}
                type="radio"
                name="review-stars"
                className="mask mask-star-2 bg-amber-500"
                aria-label={T.starLabel(n)}
                value={n}
                checked={stars === n}
                disabled={pending}
                onChange={() => setStars(n)}
              />
            ))}
          </div>
          {problems.stars && (
            <p id={ids.stars} className="mt-1 text-red-700 text-sm">
              {problems.stars}
            </p>
          )}
        </fieldset>
        {deal.role === 'buyer' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-sm">{T.asDescribedQuestion}</legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  [true, T.asDescribedYes],
                  [false, T.asDescribedNo],
                  [undefined, T.asDescribedSkip],
                ] as const
              ).map(([value, label]) => (
                <label key={label} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="review-as-described"
                    className="radio radio-primary radio-sm"
                    checked={asDescribed === value}
                    disabled={pending}
                    onChange={() => setAsDescribed(value)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{T.labels.tags}</legend>
          {REVIEW_CHIPS[deal.role].map((tag) => (
            <label key={tag} className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm"
                checked={tags.includes(tag)}
                disabled={pending}
                onChange={() => toggle(tag)}
              />
              <span>{REVIEW_TAG_LABELS[tag]}</span>
            </label>
          ))}
          {problems.tags && <p className="text-red-700 text-sm">{problems.tags}</p>}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.text} className="font-medium text-sm">
            {T.labels.text}
          </label>
          <textarea
            id={ids.text}
            className={`textarea w-full ${problems.text ? 'textarea-error' : ''}`}
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            disabled={pending}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={problems.text ? `${ids.textError} ${ids.textHint}` : ids.textHint}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={ids.textHint} className="text-base-content/80 text-xs">
            {T.textHint(REVIEW_TEXT_MAX)} {T.charactersLeft(REVIEW_TEXT_MAX - text.length)}
          </p>
          {problems.text && (
            <p id={ids.textError} className="text-red-700 text-sm">
              {problems.text}
            </p>
          )}
        </div>
        {failure && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {failure}
          </p>
        )}
        <div className="modal-action mt-0 flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {pending ? T.submitting : T.submit}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
