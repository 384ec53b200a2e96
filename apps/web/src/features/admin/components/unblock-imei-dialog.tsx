import { CONFIRM_TEXTS, IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

interface UnblockImeiDialogProps {
  last4: string;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Removing a block lets the phone be listed again: asked once, like the other admin actions. */
export function UnblockImeiDialog({ last4, onConfirm, onClose }: UnblockImeiDialogProps) {
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
    <ModalDialog title={T.remove} onClose={onClose} busy={pending}>
      <p id={questionId} className="break-words">
        {T.confirmRemove(last4)}
      </p>
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      <div className="modal-action mt-2">
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
          {T.remove}
        </button>
      </div>
    </ModalDialog>
  );
}
