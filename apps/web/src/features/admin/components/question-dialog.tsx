import { CONFIRM_TEXTS } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

export interface QuestionDialogProps {
  title: string;
  question: string;
  action: string;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * An admin action outside the confirmation dialog's spec modes (dismiss reports, remove a
 * blocked IMEI): one question, Cancel first and focused first, the action busy while it runs.
 */
export function QuestionDialog({
  title,
  question,
  action,
  onConfirm,
  onClose,
}: QuestionDialogProps) {
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
        cancel={CONFIRM_TEXTS.cancel}
        onCancel={onClose}
        action={action}
        onAction={() => void confirm()}
        busy={pending}
        describedBy={questionId}
        focusCancel
      />
    </ModalDialog>
  );
}
