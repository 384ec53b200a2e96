import {
  CONFIRM_TEXTS,
  LISTING_REVIEW_TEXTS,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  type ReportCategory,
} from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

const T = CONFIRM_TEXTS.report;
const R = LISTING_REVIEW_TEXTS.report;

export interface ReportInput {
  reason?: string;
  category?: ReportCategory;
}

/**
 * The spec's "Report product" confirmation plus issue #21's category. The category stays
 * optional (the spec's report without one still works; the server files it as 'other').
 * Resolving `onConfirm` closes the dialog; rejecting keeps it open with the error shown.
 */
export function ReportListingDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: (input: ReportInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [reason, setReason] = useState('');
  const questionId = useId();
  const categoryId = useId();
  const reasonId = useId();

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      await onConfirm({
        ...(trimmed ? { reason: trimmed } : {}),
        ...(category ? { category } : {}),
      });
      onClose();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <ModalDialog title={T.title} onClose={onClose} busy={pending}>
      <p id={questionId} className="break-words">
        {T.question({ name, role: '', _id: '' })}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={categoryId} className="font-medium text-sm">
          {R.category}
        </label>
        <select
          id={categoryId}
          className="select w-full"
          value={category}
          disabled={pending}
          onChange={(event) => setCategory(event.target.value as ReportCategory | '')}
        >
          <option value="">{R.categoryPick}</option>
          {REPORT_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {R.categories[code]}
            </option>
          ))}
        </select>
      </div>
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
      {error !== null && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(error)}
        </p>
      )}
      <DialogActions
        cancel={CONFIRM_TEXTS.cancel}
        onCancel={onClose}
        action={T.action}
        onAction={() => void confirm()}
        busy={pending}
        describedBy={questionId}
        focusCancel
      />
    </ModalDialog>
  );
}
