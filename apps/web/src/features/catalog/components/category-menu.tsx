import { paths } from '@phonebazaar/shared';
import { NavLink } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

/** The category page's side list; the current category is marked for sighted and SR users. */
export function CategoryMenu({ onNavigate }: { onNavigate?: () => void }) {
  const query = useCategories();

  return (
    <nav aria-labelledby="category-menu-heading" className="w-72 p-4">
      <h2 id="category-menu-heading" className="mb-3 px-2 font-bold text-lg">
        Categories
      </h2>
      {query.isPending ? (
        <span className="loading loading-dots" role="status" aria-label="Loading categories" />
      ) : query.isError ? (
        <ErrorState
          compact
          title="We couldn't load the categories."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <ul className="menu w-full gap-1 p-0">
          {query.data.map((category) => (
            <li key={category._id}>
              <NavLink
                to={paths.category(category._id)}
                onClick={onNavigate}
                className={({ isActive }) => (isActive ? 'menu-active' : '')}
              >
                <CategoryIcon src={category.icon} size="sm" />
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
