import { TEXTS } from '@phonebazaar/shared';

interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
}

/**
 * While the next page loads the button stays focusable (aria-disabled, clicks ignored): a
 * disabled button drops keyboard focus to <body> (issue #23 item 6).
 */
export function LoadMoreButton({ onClick, loading }: LoadMoreButtonProps) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        className={`btn btn-primary btn-outline min-w-40 ${loading ? 'btn-disabled' : ''}`}
        onClick={() => {
          if (!loading) onClick();
        }}
        aria-disabled={loading}
        aria-busy={loading}
      >
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {loading ? TEXTS.lists.loadingMore : TEXTS.lists.loadMore}
      </button>
    </div>
  );
}
