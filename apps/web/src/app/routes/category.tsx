import { useParams } from 'react-router';
import { useRouteDrawer } from '../../components/layout/use-route-drawer';
import { PageTitle } from '../../components/ui/page-title';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useCategoryProducts } from '../../features/catalog/api/get-category-products';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { ProductFeed } from '../../features/catalog/components/product-feed';
import { ListWithFilters } from '../../features/search/components/list-with-filters';

export { CategoryErrorBoundary as ErrorBoundary } from './category-error';

// The loader (products before the page shows) is in app/storefront-loaders.ts.
const DRAWER_ID = 'category-drawer';
const PANEL_ID = 'category-drawer-panel';

// Beside two side panels (categories, filters) a desktop below xl has room for one column.
const COLUMNS = 'grid-cols-1 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2';

export default function CategoryRoute() {
  const { id = '' } = useParams();
  const categories = useCategories();
  const name = categories.data?.find((category) => category._id === id)?.name ?? 'Category';
  // Keyed by path so the phone drawer closes whenever another category is picked.
  const drawer = useRouteDrawer();

  return (
    <div className="drawer flex-1 lg:drawer-open">
      {/* daisyUI opens the drawer from this box's state; people use the button below. */}
      <input
        id={DRAWER_ID}
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
        checked={drawer.open}
        onChange={(event) => drawer.setOpen(event.target.checked)}
      />
      <div className="drawer-content px-4 py-8 lg:px-8" inert={drawer.open}>
        <PageTitle title={name} />
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-bold text-3xl">{name}</h1>
          <button
            ref={drawer.toggleRef}
            type="button"
            className="btn btn-outline drawer-button lg:hidden"
            aria-expanded={drawer.open}
            aria-controls={PANEL_ID}
            onClick={drawer.toggle}
          >
            Categories
          </button>
        </div>
        {/* Sort and filters from search (issue #17); unfiltered, the category's own list. */}
        <ListWithFilters
          scope={{ kind: 'category', categoryId: id }}
          columns={COLUMNS}
          headingLevel={2}
          plainList={<CategoryFeed id={id} name={name} />}
        />
      </div>
      <div id={PANEL_ID} className="drawer-side z-40 lg:z-auto">
        <button
          type="button"
          aria-label="Close categories"
          className="drawer-overlay lg:hidden"
          onClick={drawer.close}
        />
        <div ref={drawer.panelRef} className="min-h-full border-base-300 bg-base-200 lg:border-r">
          <CategoryMenu onNavigate={() => drawer.setOpen(false)} />
        </div>
      </div>
    </div>
  );
}

function CategoryFeed({ id, name }: { id: string; name: string }) {
  const products = useCategoryProducts(id);
  return (
    <ProductFeed
      query={products}
      columns={COLUMNS}
      headingLevel={2}
      emptyTitle={`No phones in ${name} right now`}
      emptyText="Try another category from the list."
    />
  );
}
