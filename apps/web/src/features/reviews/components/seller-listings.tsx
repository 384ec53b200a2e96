import type { Product } from '@phonebazaar/shared';
import { REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { EmptyState } from '../../../components/ui/empty-state';

/** The seller's live listings, drawn as the catalogue's cards. */
export function SellerListings({ listings }: { listings: Product[] }) {
  return (
    <section aria-labelledby="seller-listings" className="flex flex-col gap-4">
      <h2 id="seller-listings" className="font-bold text-2xl">
        {T.listingsHeading}
      </h2>
      {listings.length === 0 ? (
        <EmptyState title={T.noListings} />
      ) : (
        <ProductGrid
          products={listings}
          columns="sm:grid-cols-2 lg:grid-cols-3"
          headingLevel={3}
          compact
        />
      )}
    </section>
  );
}
