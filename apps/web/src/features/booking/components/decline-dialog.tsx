import {
  type BuyerBooking,
  DEAL_TEXTS,
  DECLINE_REASONS,
  type DeclineReason,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';
import { useDeclineBooking } from '../api/decline-booking';
import { DeclinePhotosField, type DeclinePhotosReport } from './decline-photos-field';

const D = DEAL_TEXTS;
const NOTE_MAX = 1000;

/**
 * The buyer declines a held deal at the meetup (issue #18): what is wrong, a note (required
 * for Other) and up to three photos. Mounted to open, unmounted to close.
 */
export function DeclineDialog({
  order,
  email,
  onClose,
}: {
  order: BuyerBooking;
  email: string;
  onClose: () => void;
}) {
  const decline = useDeclineBooking(email, order._id);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<DeclinePhotosReport>({ urls: [], uploading: false });
  const [problems, setProblems] = useState<{ reason?: string; note?: string }>({});
  const noteId = useId();
  const noteHintId = useId();
  const noteErrorId = useId();
  const reasonErrorId = useId();
  const pending = decline.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : D.reasonRequired,
      note: reason === 'other' && !note.trim() ? D.noteRequired : undefined,
    };
    setProblems(found);
    if (!reason || found.note) return;
    try {
      await decline.mutateAsync({
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(photos.urls.length ? { photos: photos.urls } : {}),
      });
      toast.success(D.declined);
      onClose();
    } catch {
      // Shown in the dialog below (decline.error); the person may try again or keep the deal.
    }
  };

  const noteDescribedBy = [noteHintId, problems.note ? noteErrorId : ''].filter(Boolean).join(' ');
  return (
    <ModalDialog title={D.declineTitle} onClose={onClose} busy={pending}>
      <p className="font-medium">{order.productName}</p>
      <p className="text-sm">{D.declineIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problems.reason ? reasonErrorId : undefined}
        >
          <legend className="mb-1 font-medium text-sm">{D.reasonLegend}</legend>
          {DECLINE_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="decline-reason"
                className="radio radio-primary radio-sm"
                value={value}
                checked={reason === value}
                disabled={pending}
                onChange={() => setReason(value)}
              />
              <span>{D.reasons[value]}</span>
            </label>
          ))}
          {problems.reason && (
            <p id={reasonErrorId} className="text-red-700 text-sm">
              {problems.reason}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="font-medium text-sm">
            {D.note}
          </label>
          <textarea
            id={noteId}
            className={`textarea w-full ${problems.note ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            disabled={pending}
            required={reason === 'other'}
            aria-invalid={problems.note ? true : undefined}
            aria-describedby={noteDescribedBy}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={noteHintId} className="text-base-content/70 text-xs">
            {reason === 'other' ? D.noteHintRequired : D.noteHintOptional}
          </p>
          {problems.note && (
            <p id={noteErrorId} className="text-red-700 text-sm">
              {problems.note}
            </p>
          )}
        </div>
        <DeclinePhotosField disabled={pending} onChange={setPhotos} />
        {decline.isError && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {describeError(decline.error)}
          </p>
        )}
        <DialogActions
          cancel={D.keepDeal}
          onCancel={onClose}
          action={pending ? D.declining : D.submitDecline}
          busy={pending}
          disabled={photos.uploading}
          tone="error"
          focusCancel
          inForm
        />
      </form>
    </ModalDialog>
  );
}
