import { paths } from '@phonebazaar/shared';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { ApiRequestError } from '../../lib/api-client';

/** A missing category is a dead link, not a crash: say so and point home. */
export function CategoryErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = error instanceof ApiRequestError && error.status === 404;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <PageTitle title={notFound ? 'Category not found' : 'Category'} />
      <h1 className="mb-6 text-center font-bold text-3xl">
        {notFound ? 'Category not found' : "We couldn't open this category"}
      </h1>
      {notFound ? (
        <EmptyState title="This category does not exist or was removed.">
          <Link to={paths.home} className="btn btn-primary mt-2">
            Back to home
          </Link>
        </EmptyState>
      ) : (
        <ErrorState
          title="The category's products did not load."
          error={error}
          onRetry={() => void revalidator.revalidate()}
          retrying={revalidator.state === 'loading'}
        />
      )}
    </div>
  );
}
