import { LISTING_REVIEW_TEXTS, REJECT_REASONS, type RejectReason } from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';
import { useRejectListing } from '../api/decide-listing';

const T = LISTING_REVIEW_TEXTS;
const NOTE_MAX = 500;

/**
 * One dialog for a rejection: the reason (required, one of REJECT_REASONS) and a note the
 * seller reads. Mounted to open, unmounted to close.
 */
export function RejectListingDialog({
  listing,
  onClose,
}: {
  listing: { listingId: string; productName: string };
  onClose: () => void;
}) {
  const reject = useRejectListing();
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const noteId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = reject.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(T.rejectReasonRequired);
      return;
    }
    setProblem(null);
    try {
      await reject.mutateAsync({ id: listing.listingId, reason, note: note.trim() });
      toast.success(T.rejected(listing.productName));
      onClose();
    } catch {
      // Shown in the dialog (reject.error below), so the admin may try again or cancel.
      toast.error(T.failed('reject'));
    }
  };

  return (
    <ModalDialog title={T.rejectTitle} onClose={onClose} busy={pending}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="break-words text-base-content/80">{T.rejectIntro(listing.productName)}</p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="font-medium text-sm">
            {T.rejectReason}
          </label>
          <select
            id={reasonId}
            className={`select w-full ${problem ? 'select-error' : ''}`}
            value={reason}
            required
            disabled={pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setReason(event.target.value as RejectReason | '')}
            data-autofocus
          >
            <option value="">{T.rejectReasonPick}</option>
            {REJECT_REASONS.map((code) => (
              <option key={code} value={code}>
                {T.rejectReasons[code]}
              </option>
            ))}
          </select>
          {problem && (
            <p id={errorId} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="font-medium text-sm">
            {T.rejectNote}
          </label>
          <textarea
            id={noteId}
            className="textarea w-full"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            disabled={pending}
            aria-describedby={hintId}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={hintId} className="text-base-content/70 text-xs">
            {T.rejectNoteHint}
          </p>
        </div>
        {reject.isError && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {describeError(reject.error)}
          </p>
        )}
        <DialogActions
          cancel={T.cancel}
          onCancel={onClose}
          action={pending ? T.rejecting : T.rejectConfirm}
          busy={pending}
          tone="error"
          inForm
        />
      </form>
    </ModalDialog>
  );
}
