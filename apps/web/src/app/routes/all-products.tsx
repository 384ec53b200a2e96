import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { useAllProducts } from '../../features/catalog/api/get-all-products';
import { ProductFeed } from '../../features/catalog/components/product-feed';
import { ListWithFilters } from '../../features/search/components/list-with-filters';
import { ALL_PRODUCTS_SCOPE } from '../../features/search/utils/search-state';

const COLUMNS = 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3';

/** Every phone for sale (spec §2), newest first; sort and filters come from search (issue #17). */
export default function AllProductsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title={TEXTS.titles.allProducts} />
      <h1 className="mb-8 font-bold text-3xl">{TEXTS.titles.allProducts}</h1>
      <ListWithFilters
        scope={ALL_PRODUCTS_SCOPE}
        columns={COLUMNS}
        headingLevel={2}
        plainList={<AllProductsFeed />}
      />
    </div>
  );
}

function AllProductsFeed() {
  const query = useAllProducts();
  return (
    <ProductFeed
      query={query}
      columns={COLUMNS}
      headingLevel={2}
      emptyTitle="No phones for sale right now"
      emptyText="New listings appear here as soon as sellers post them."
    />
  );
}
