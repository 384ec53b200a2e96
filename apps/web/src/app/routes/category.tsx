import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useCategoryProducts } from '../../features/catalog/api/get-category-products';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { ProductFeed } from '../../features/catalog/components/product-feed';

export { CategoryErrorBoundary as ErrorBoundary } from './category-error';

// The loader (products before the page shows) is in app/storefront-loaders.ts.
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
