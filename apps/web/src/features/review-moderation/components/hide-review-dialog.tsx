import { type AdminReview, REVIEW_ERROR_CODES, REVIEW_MODERATION_TEXTS } from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useHideReview } from '../api/hide-review';

const T = REVIEW_MODERATION_TEXTS;
const REASON_MAX = 500;

/**
 * The admin's confirmation before hiding a review (issue #19), with the reason the audit log
 * keeps. Mounted to open, unmounted to close.
 */
export function HideReviewDialog({
  review,
  onClose,
}: {
  review: AdminReview;
  onClose: () => void;
}) {
  const hide = useHideReview(review.id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = hide.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(T.reasonRequired);
      return;
    }
    setProblem(null);
    try {
      await hide.mutateAsync(trimmed);
      toast.success(T.hiddenToast);
      onClose();
    } catch (error) {
      // Gone meanwhile (deleted with its account): nothing left to hide here; the list reloads.
      if (error instanceof ApiRequestError && error.code === REVIEW_ERROR_CODES.reviewNotFound) {
        toast.error(T.notFoundToast);
        onClose();
      }
      // Anything else stays in the dialog (hide.error below) so the admin may try again.
    }
  };

  const describedBy = [hintId, problem ? errorId : ''].filter(Boolean).join(' ');
  return (
    <ModalDialog title={T.dialogTitle} onClose={onClose} busy={pending}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-base-content/80">
          {T.dialogIntro(review.author.name, review.subject.name)}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="font-medium text-sm">
            {T.reason}
          </label>
          <textarea
            id={reasonId}
            className={`textarea w-full ${problem ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={REASON_MAX}
            required
            value={reason}
            disabled={pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
          <p id={hintId} className="text-base-content/70 text-xs">
            {T.reasonHint}
          </p>
          {problem && (
            <p id={errorId} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        {hide.isError && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {describeError(hide.error)}
          </p>
        )}
        <DialogActions
          cancel={T.cancel}
          onCancel={onClose}
          action={pending ? T.hiding : T.confirm}
          busy={pending}
          tone="error"
          inForm
        />
      </form>
    </ModalDialog>
  );
}
