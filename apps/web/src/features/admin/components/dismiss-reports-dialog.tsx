import { ADMIN_TEXTS, CONFIRM_TEXTS } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

interface DismissReportsDialogProps {
  productName: string;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * Dismissing reports is new (not one of the confirmation dialog's six spec modes), so it
 * has its own small dialog, built and behaving like the others.
 */
export function DismissReportsDialog({
  productName,
  onConfirm,
  onClose,
}: DismissReportsDialogProps) {
  const D = ADMIN_TEXTS.dismissDialog;
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
    <ModalDialog title={D.title} onClose={onClose} busy={pending}>
      <p id={questionId} className="break-words">
        {D.question(productName)}
      </p>
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      <div className="modal-action mt-2">
        {/* Cancel first and focused first, as in the confirmation dialog. */}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClose}
          disabled={pending}
          data-autofocus
        >
          {CONFIRM_TEXTS.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void confirm()}
          disabled={pending}
          aria-busy={pending}
          aria-describedby={questionId}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {ADMIN_TEXTS.dismissReports}
        </button>
      </div>
    </ModalDialog>
  );
}
