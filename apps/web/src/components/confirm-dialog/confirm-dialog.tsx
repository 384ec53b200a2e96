import { CONFIRM_TEXTS, REPORT_REASON_MAX } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { describeError } from '../../lib/errors';
import { DialogActions } from '../ui/dialog-actions';
import { ModalDialog } from '../ui/modal-dialog';

/** Spec §2: one mode per action that needs a second thought. */
export type ConfirmMode =
  | 'advertise'
  | 'report'
  | 'deleteProduct'
  | 'makeAdmin'
  | 'deleteUser'
  | 'verifySeller'
  | 'cancelBooking';

export interface ConfirmSubject {
  name: string;
  /** A user's stored role ('' is a buyer); listings have none. */
  role?: string;
  _id: string;
}

export interface ConfirmInput {
  /** Report mode only: the optional reason, trimmed; undefined when left empty. */
  reason?: string;
}

export interface ConfirmDialogProps {
  mode: ConfirmMode;
  subject: ConfirmSubject;
  /**
   * Runs the action. Resolving closes the dialog; rejecting keeps it open with the error
   * shown, so the user can try again or cancel. Toasts are the caller's business.
   */
  onConfirm: (input: ConfirmInput) => unknown;
  onClose: () => void;
}

const DESTRUCTIVE = new Set<ConfirmMode>(['deleteProduct', 'deleteUser', 'cancelBooking']);

/** The stored role as a word: '' means buyer (spec §3). */
export function roleWord(role: string | undefined): string {
  if (role === 'admin' || role === 'seller') return role;
  return 'buyer';
}

/** Mounted to open, unmounted to close (see ModalDialog). */
export function ConfirmDialog({ mode, subject, onConfirm, onClose }: ConfirmDialogProps) {
  const texts = CONFIRM_TEXTS[mode];
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const questionId = useId();

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      await onConfirm(mode === 'report' && trimmed ? { reason: trimmed } : {});
      onClose();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <ModalDialog title={texts.title} onClose={onClose} busy={pending}>
      <p id={questionId} className="break-words">
        {texts.question({ name: subject.name, role: roleWord(subject.role), _id: subject._id })}
      </p>
      {mode === 'report' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="font-medium text-sm">
            {CONFIRM_TEXTS.reason}
          </label>
          <textarea
            id={reasonId}
            className="textarea w-full"
            rows={3}
            maxLength={REPORT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={pending}
          />
        </div>
      )}
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      {/* Cancel first and focused first: Enter on a fresh dialog must not delete anything. */}
      <DialogActions
        cancel={'dismiss' in texts ? texts.dismiss : CONFIRM_TEXTS.cancel}
        onCancel={onClose}
        action={texts.action}
        onAction={() => void confirm()}
        busy={pending}
        tone={DESTRUCTIVE.has(mode) ? 'error' : 'primary'}
        describedBy={questionId}
        focusCancel
      />
    </ModalDialog>
  );
}
