import { paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

/** Home page category cards: one column on phones, two from medium widths (spec §2). */
export function CategoryGrid() {
  const query = useCategories();

  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="categories-heading" className="mb-6 font-bold text-3xl">
        Shop by Category
      </h2>
      {query.isPending ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-hidden="true">
          <div className="skeleton h-28" />
          <div className="skeleton h-28" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="We couldn't load the categories."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title="No categories yet">Check back soon.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {query.data.map((category) => (
            <li key={category._id}>
              <Link
                to={paths.category(category._id)}
                className={`flex items-center gap-5 rounded-box p-6 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary ${category.bg}`}
              >
                <CategoryIcon src={category.icon} size="lg" />
                <span className="font-semibold text-gray-900 text-xl">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
