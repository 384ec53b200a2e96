import { TEXTS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title';
import {
  allProductsQueryOptions,
  useAllProducts,
} from '../../../features/catalog/api/get-all-products';
import { ProductFeed } from '../../../features/catalog/components/product-feed';

// Public data: starting the fetch while the session is checked costs nothing.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchInfiniteQuery(allProductsQueryOptions());
  return null;
};

/** Spec §2: the dashboard index shows All Products, the same list as /all-products. */
export default function DashboardIndexRoute() {
  const query = useAllProducts();
  return (
    <>
      <PageTitle title={TEXTS.titles.dashboard} />
      <h1 className="mb-8 font-bold text-3xl">{TEXTS.dashboardMenu.allProducts}</h1>
      <ProductFeed
        query={query}
        columns="grid-cols-1 md:grid-cols-2 2xl:grid-cols-3"
        headingLevel={2}
        emptyTitle="No phones for sale right now"
        emptyText="New listings appear here as soon as sellers post them."
      />
    </>
  );
}
