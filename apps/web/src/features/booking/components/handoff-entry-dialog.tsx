import { DEAL_TEXTS, HANDOFF_CODE_LENGTH, type SellerBooking } from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useEnterHandoffCode } from '../api/enter-handoff-code';

const D = DEAL_TEXTS;
const E = D.codeErrors;

/** The server's refusal in the seller's words (issue #18: 422 wrong, 429 locked, 409 expired). */
export function handoffErrorText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return describeError(error);
  if (error.status === 422 || error.code === 'HANDOFF_CODE_WRONG') return E.wrong;
  if (error.status === 429 || error.code === 'HANDOFF_LOCKED') return E.locked;
  if (error.code === 'HANDOFF_EXPIRED') return E.expired;
  if (error.status === 409) return E.state;
  if (error.status === 400) return E.format;
  return describeError(error);
}

/**
 * The seller types the code the buyer gave at the meetup (issue #18): a correct one releases
 * the payment. Digits only, on a numeric keyboard; refusals stay beside the field.
 */
export function HandoffEntryDialog({
  sale,
  email,
  onClose,
}: {
  sale: SellerBooking;
  email: string;
  onClose: () => void;
}) {
  const enter = useEnterHandoffCode(email, sale._id);
  const [code, setCode] = useState('');
  const [formatProblem, setFormatProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = enter.isPending;
  const problem = formatProblem ?? (enter.isError ? handoffErrorText(enter.error) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${HANDOFF_CODE_LENGTH}}$`).test(code)) {
      setFormatProblem(E.format);
      return;
    }
    setFormatProblem(null);
    try {
      await enter.mutateAsync(code);
      toast.success(D.released);
      onClose();
    } catch {
      // Shown beside the field (enter.error).
    }
  };

  return (
    <ModalDialog title={D.enterCode} onClose={onClose} busy={pending}>
      <p className="font-medium">{sale.productName}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-medium text-sm">
            {D.codeLabel}
          </label>
          <input
            id={inputId}
            className={`input input-lg w-full max-w-60 font-mono tracking-[0.3em] ${problem ? 'input-error' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={HANDOFF_CODE_LENGTH}
            value={code}
            disabled={pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOFF_CODE_LENGTH));
              setFormatProblem(null);
            }}
            data-autofocus
          />
          <p id={hintId} className="text-base-content/70 text-xs">
            {D.codeHint}
          </p>
          {problem && (
            <p id={errorId} role="alert" className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        <DialogActions
          cancel={D.cancel}
          onCancel={onClose}
          action={pending ? D.confirming : D.confirmHandoff}
          busy={pending}
          inForm
        />
      </form>
    </ModalDialog>
  );
}
