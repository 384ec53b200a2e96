import { PRICE_GUIDE_TEXTS as T } from '@phonebazaar/shared';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

/**
 * Issue #20: the server refused a price under half of what similar phones sold for until the
 * seller confirms it. The server's message says the median; confirming resubmits with
 * confirmLowPrice (and the listing is shown to admins); Change the price goes back to the form.
 */
export function LowPriceDialog({
  message,
  onConfirm,
  onClose,
}: {
  message: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };
  return (
    <ModalDialog title={T.confirmTitle} onClose={onClose} busy={pending}>
      <p>{message}</p>
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      <DialogActions
        cancel={T.cancelAction}
        onCancel={onClose}
        action={T.confirmAction}
        onAction={() => void confirm()}
        busy={pending}
        focusCancel
      />
    </ModalDialog>
  );
}
