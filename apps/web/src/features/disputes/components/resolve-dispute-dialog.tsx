import {
  DEAL_TEXTS,
  DISPUTE_OUTCOMES,
  type Dispute,
  type DisputeOutcome,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';
import { useResolveDispute } from '../api/resolve-dispute';

const T = DEAL_TEXTS.disputes;
const NOTE_MAX = 1000;

/**
 * The admin's decision on a dispute (issue #18): refund the buyer or release the payment to
 * the seller, with a note both sides read. Mounted to open, unmounted to close.
 */
export function ResolveDisputeDialog({
  dispute,
  onClose,
}: {
  dispute: Dispute;
  onClose: () => void;
}) {
  const resolve = useResolveDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ outcome?: string; note?: string }>({});
  const noteId = useId();
  const noteErrorId = useId();
  const outcomeErrorId = useId();
  const pending = resolve.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      outcome: outcome ? undefined : T.outcomeRequired,
      note: note.trim() ? undefined : T.noteRequired,
    };
    setProblems(found);
    if (!outcome || found.note) return;
    try {
      await resolve.mutateAsync({ outcome, note: note.trim() });
      toast.success(T.resolvedToast);
      onClose();
    } catch {
      // Shown below (resolve.error): decided meanwhile, or the provider refused.
    }
  };

  return (
    <ModalDialog title={T.resolveTitle(dispute.product.name)} onClose={onClose} busy={pending}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problems.outcome ? outcomeErrorId : undefined}
        >
          <legend className="mb-1 font-medium text-sm">{T.outcomeLegend}</legend>
          {DISPUTE_OUTCOMES.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="dispute-outcome"
                className="radio radio-primary radio-sm"
                value={value}
                checked={outcome === value}
                disabled={pending}
                onChange={() => setOutcome(value)}
              />
              <span>{T.outcomes[value]}</span>
            </label>
          ))}
          {problems.outcome && (
            <p id={outcomeErrorId} className="text-red-700 text-sm">
              {problems.outcome}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="font-medium text-sm">
            {T.note}
          </label>
          <textarea
            id={noteId}
            className={`textarea w-full ${problems.note ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={NOTE_MAX}
            required
            value={note}
            disabled={pending}
            aria-invalid={problems.note ? true : undefined}
            aria-describedby={problems.note ? noteErrorId : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {problems.note && (
            <p id={noteErrorId} className="text-red-700 text-sm">
              {problems.note}
            </p>
          )}
        </div>
        {resolve.isError && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {describeError(resolve.error)}
          </p>
        )}
        <DialogActions
          cancel={DEAL_TEXTS.cancel}
          onCancel={onClose}
          action={pending ? T.resolving : T.submit}
          busy={pending}
          focusCancel
          inForm
        />
      </form>
    </ModalDialog>
  );
}
