interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
}

export function LoadMoreButton({ onClick, loading }: LoadMoreButtonProps) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        className="btn btn-primary btn-outline min-w-40"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
      >
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
