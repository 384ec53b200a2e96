import { paths, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useOwnProducts } from '../api/get-own-products';
import { OwnListingItem } from './own-listing-item';

/** Spec §2 My Products, with loading, failed, empty and "Load more" states. */
export function MyProductsList() {
  const query = useOwnProducts();
  return (
    <PagedList
      query={query}
      loading={
        <div
          role="status"
          aria-label={TEXTS.lists.loading('your listings')}
          className="flex flex-col gap-4"
        >
          {[0, 1, 2].map((n) => (
            <div key={n} className="skeleton h-32 w-full" />
          ))}
        </div>
      }
      errorTitle={TEXTS.lists.loadFailed('your listings')}
      noun="listings"
      empty={
        <EmptyState title={SELLING_TEXTS.noListings}>
          <Link to={paths.dashboard.addProduct} className="btn btn-primary btn-sm mt-2">
            {TEXTS.titles.addProduct}
          </Link>
        </EmptyState>
      }
    >
      {(listings, listRef) => (
        <ul ref={listRef} className="flex flex-col gap-4">
          {listings.map((listing) => (
            <li key={listing._id}>
              <OwnListingItem listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
