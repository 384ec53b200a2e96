import { paths, FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useFavourites } from '../api/get-favourites';
import { useSetFavourite } from '../api/set-favourite';
import { FavouriteItem } from './favourite-item';

function FavouritesSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 rounded-box border border-base-300 p-3 sm:p-4">
          <div className="skeleton size-16 shrink-0 sm:size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton h-4 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Favourites page (issue #20): each saved phone, newest first, with what changed since
 * it was saved (price, booked, sold, no longer listed); Remove takes it off at once.
 */
export function FavouritesPage() {
  const query = useFavourites();
  const setFavourite = useSetFavourite();

  if (query.isPending) {
    return (
      <div role="status" aria-label={T.loading}>
        <FavouritesSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={T.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data;
  if (items.length === 0) {
    return (
      <EmptyState title={T.emptyTitle}>
        <p className="mb-3">{T.emptyBody}</p>
        <Link to={paths.allProducts} className="btn btn-primary btn-sm">
          {T.browse}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-3 text-base-content/80 text-sm">{T.count(items.length)}</p>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <FavouriteItem
            key={item.listingId}
            item={item}
            onRemove={() => setFavourite.mutate({ listingId: item.listingId, saved: false })}
          />
        ))}
      </ul>
    </>
  );
}
