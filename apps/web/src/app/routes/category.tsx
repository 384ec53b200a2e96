import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { categoriesQueryOptions, useCategories } from '../../features/catalog/api/get-categories';
import {
  categoryProductsQueryOptions,
  useCategoryProducts,
} from '../../features/catalog/api/get-category-products';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { ProductFeed } from '../../features/catalog/components/product-feed';

export { CategoryErrorBoundary as ErrorBoundary } from './category-error';

/**
 * Spec §2: the category's products are on the client before the page shows. The list goes
 * through the query cache so the page reads the very same data; an unknown id throws the
 * server's 404 into the error boundary. The side list is nice to have, so it may fail alone.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    await Promise.all([
      queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(id)),
      queryClient.prefetchQuery(categoriesQueryOptions()),
    ]);
    return null;
  };

const DRAWER_ID = 'category-drawer';

export default function CategoryRoute() {
  const { id = '' } = useParams();
  const products = useCategoryProducts(id);
  const categories = useCategories();
  const name = categories.data?.find((category) => category._id === id)?.name ?? 'Category';
  // Keyed by path so the phone drawer closes whenever another category is picked.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const drawerOpen = openAt === pathname;

  return (
    <div className="drawer flex-1 lg:drawer-open">
      <input
        id={DRAWER_ID}
        type="checkbox"
        className="drawer-toggle"
        aria-label="Show categories"
        checked={drawerOpen}
        onChange={(event) => setOpenAt(event.target.checked ? pathname : null)}
      />
      <div className="drawer-content px-4 py-8 lg:px-8">
        <PageTitle title={name} />
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-bold text-3xl">{name}</h1>
          <label htmlFor={DRAWER_ID} className="btn btn-outline drawer-button lg:hidden">
            Categories
          </label>
        </div>
        <ProductFeed
          query={products}
          columns="grid-cols-1 md:grid-cols-2"
          headingLevel={2}
          emptyTitle={`No phones in ${name} right now`}
          emptyText="Try another category from the list."
        />
      </div>
      <div className="drawer-side z-40 lg:z-auto">
        <button
          type="button"
          aria-label="Close categories"
          className="drawer-overlay lg:hidden"
          onClick={() => setOpenAt(null)}
        />
        <div className="min-h-full border-base-300 bg-base-200 lg:border-r">
          <CategoryMenu onNavigate={() => setOpenAt(null)} />
        </div>
      </div>
    </div>
  );
}
