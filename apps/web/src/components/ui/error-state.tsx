import { describeError } from '../../lib/errors';
import { WarningIcon } from './icons';

interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  compact?: boolean;
}

/** Product-decisions §7: a failed list fetch says so and offers a retry instead of a blank. */
export function ErrorState({ title, error, onRetry, retrying = false, compact }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-box border border-red-200 bg-red-50 text-center ${compact ? 'p-4' : 'px-6 py-10'}`}
    >
      <WarningIcon className="size-8 text-error" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-prose text-sm text-base-content/80">{describeError(error)}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        {retrying && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Retry
      </button>
    </div>
  );
}
