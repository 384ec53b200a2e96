import { DEAL_TEXTS } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

/**
 * One question before a move of the deal that cannot be taken back (accept a decline,
 * contest it): Cancel first and focused first, the action busy while it runs, a refusal
 * shown in the dialog. Mounted to open, unmounted to close.
 */
export function DealQuestionDialog({
  title,
  question,
  action,
  destructive = false,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  action: string;
  destructive?: boolean;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const questionId = useId();

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <ModalDialog title={title} onClose={onClose} busy={pending}>
      <p id={questionId} className="break-words">
        {question}
      </p>
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      <DialogActions
        cancel={DEAL_TEXTS.cancel}
        onCancel={onClose}
        action={action}
        onAction={() => void confirm()}
        busy={pending}
        tone={destructive ? 'error' : 'primary'}
        describedBy={questionId}
        focusCancel
      />
    </ModalDialog>
  );
}
