import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { useAllProducts } from '../../features/catalog/api/get-all-products';
import { ProductFeed } from '../../features/catalog/components/product-feed';

export default function AllProductsRoute() {
  const query = useAllProducts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title={TEXTS.titles.allProducts} />
      <h1 className="mb-8 font-bold text-3xl">{TEXTS.titles.allProducts}</h1>
      <ProductFeed
        query={query}
        columns="grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
        headingLevel={2}
        emptyTitle="No phones for sale right now"
        emptyText="New listings appear here as soon as sellers post them."
      />
    </div>
  );
}
