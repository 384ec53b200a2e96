import { SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
import { useOwnProducts } from '../api/get-own-products';
import { OwnListingItem } from './own-listing-item';

/** Spec §2 My Products, with loading, failed, empty and "Load more" states. */
export function MyProductsList() {
  const query = useOwnProducts();
  const listRef = useRef<HTMLUListElement>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your listings" className="flex flex-col gap-4">
        {[0, 1, 2].map((n) => (
          <div key={n} className="skeleton h-32 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        title="We couldn't load your listings."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (listings.length === 0) {
    return (
      <EmptyState title={SELLING_TEXTS.noListings}>
        <Link to="/dashboard/addproduct" className="btn btn-primary btn-sm mt-2">
          {TEXTS.titles.addProduct}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ul ref={listRef} className="flex flex-col gap-4">
        {listings.map((listing) => (
          <li key={listing._id}>
            <OwnListingItem listing={listing} />
          </li>
        ))}
      </ul>
      <PagedListFooter
        query={query}
        itemCount={listings.length}
        listRef={listRef}
        noun="listings"
      />
    </>
  );
}
