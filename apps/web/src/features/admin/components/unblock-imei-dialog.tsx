import { IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { QuestionDialog } from './question-dialog';

interface UnblockImeiDialogProps {
  last4: string;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Removing a block lets the phone be listed again: asked once, like the other admin actions. */
export function UnblockImeiDialog({ last4, onConfirm, onClose }: UnblockImeiDialogProps) {
  return (
    <QuestionDialog
      title={T.remove}
      question={T.confirmRemove(last4)}
      action={T.remove}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
