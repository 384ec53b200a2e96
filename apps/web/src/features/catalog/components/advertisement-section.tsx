import { useRef } from 'react';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { ErrorState } from '../../../components/ui/error-state';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { flattenPages } from '../api/product-pages';

/**
 * Spec §2: a full-screen loader while the advertised list loads, then the section only if
 * the list has something in it. A failure still gets a retry (product-decisions §7).
 */
export function AdvertisementSection() {
  const query = useAdvertisedProducts();
  const listRef = useRef<HTMLUListElement>(null);

  if (query.isPending) return <FullScreenLoader label="Loading advertised products" />;

  if (query.isError && !query.isFetchNextPageError) {
    return (
      <section aria-label="Advertised products" className="mx-auto max-w-7xl px-4 py-8">
        <ErrorState
          compact
          title="We couldn't load the advertised products."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </section>
    );
  }

  const products = flattenPages(query.data);
  if (products.length === 0) return null;

  return (
    <section aria-labelledby="advertised-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="advertised-heading" className="mb-6 font-bold text-3xl">
        Advertised Products
      </h2>
      <ProductGrid
        products={products}
        columns="grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
        headingLevel={3}
        listRef={listRef}
      />
      <PagedListFooter
        query={query}
        itemCount={products.length}
        listRef={listRef}
        noun="advertised products"
      />
    </section>
  );
}
