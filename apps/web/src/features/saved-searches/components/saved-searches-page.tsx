import { paths, SAVED_SEARCHES_TEXTS as T } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchItem } from './saved-search-item';

function SavedSearchesSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
          <div className="skeleton h-4 w-1/3" />
          <div className="skeleton h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}

/** The Saved searches page (issue #20): each search with its alerts, oldest first. */
export function SavedSearchesPage() {
  const query = useSavedSearches();
  if (query.isPending) {
    return (
      <div role="status" aria-label={T.saving}>
        <SavedSearchesSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={T.loadError}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, limit } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState title={T.empty}>
        <p className="mb-3">{T.emptyHint}</p>
        <Link to={paths.search()} className="btn btn-primary btn-sm">
          {T.goSearch}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-3 text-base-content/80 text-sm">{T.count(items.length, limit)}</p>
      {items.length >= limit && (
        <p role="note" className="alert alert-info mb-3 text-sm">
          {T.limitReached(limit)}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <SavedSearchItem key={item.id} item={item} />
        ))}
      </ul>
    </>
  );
}
