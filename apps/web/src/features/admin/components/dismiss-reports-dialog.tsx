import { ADMIN_TEXTS } from '@phonebazaar/shared';
import { QuestionDialog } from './question-dialog';

interface DismissReportsDialogProps {
  productName: string;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Dismissing reports is new (not one of the confirmation dialog's six spec modes). */
export function DismissReportsDialog({
  productName,
  onConfirm,
  onClose,
}: DismissReportsDialogProps) {
  const D = ADMIN_TEXTS.dismissDialog;
  return (
    <QuestionDialog
      title={D.title}
      question={D.question(productName)}
      action={ADMIN_TEXTS.dismissReports}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
