import {
  REVIEW_REPLY_MAX,
  type Review,
  reviewReplyBodySchema,
  REVIEW_TEXTS as T,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { describeError } from '../../../lib/errors';
import { useReplyToReview } from '../api/reply-to-review';

/** The reviewed person's one reply, folded under a "Reply" button until they open it. */
export function ReplyForm({ review }: { review: Review }) {
  const reply = useReplyToReview(review);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();

  if (!open) {
    return (
      <div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
          {T.reply}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplyBodySchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    try {
      await reply.mutateAsync(parsed.data);
      toast.success(T.replySent);
    } catch (error) {
      setProblem(describeError(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-medium text-sm">
        {T.replyLabel}
      </label>
      <textarea
        id={fieldId}
        className={`textarea w-full ${problem ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        value={text}
        disabled={reply.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => setText(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened by the Reply button just pressed.
        autoFocus
      />
      <p id={hintId} className="text-base-content/80 text-xs">
        {T.replyHint}
      </p>
      {problem && (
        <p id={errorId} className="text-red-700 text-sm">
          {problem}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={reply.isPending}
          aria-busy={reply.isPending}
        >
          {T.replySubmit}
        </button>
      </div>
    </form>
  );
}
