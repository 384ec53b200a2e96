/**
 * The footer every confirming dialog and dialog form shares: Cancel (or its own word) first,
 * then the action, with a spinner and `aria-busy` while it is sent. Without `onAction` the
 * action submits the dialog's form. `focusCancel` puts focus on Cancel when the dialog opens,
 * so Enter on a fresh dialog never confirms anything destructive.
 */
export function DialogActions({
  cancel,
  onCancel,
  action,
  onAction,
  busy,
  disabled = false,
  tone = 'primary',
  describedBy,
  focusCancel = false,
  inForm = false,
}: {
  cancel: string;
  onCancel: () => void;
  action: string;
  onAction?: () => void;
  busy: boolean;
  /** Off for another reason than sending (an upload still running, say). */
  disabled?: boolean;
  tone?: 'primary' | 'error';
  describedBy?: string;
  focusCancel?: boolean;
  /** Inside a form the fields above give the spacing already. */
  inForm?: boolean;
}) {
  return (
    <div className={`modal-action flex-wrap ${inForm ? 'mt-0' : 'mt-2'}`}>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={onCancel}
        disabled={busy}
        {...(focusCancel ? { 'data-autofocus': true } : {})}
      >
        {cancel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className={`btn ${tone === 'error' ? 'btn-error' : 'btn-primary'}`}
        onClick={onAction}
        disabled={busy || disabled}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {action}
      </button>
    </div>
  );
}
