import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { flattenPages, type ProductPages } from '../api/product-pages';
import { ProductGridSkeleton } from './product-grid-skeleton';

interface ProductFeedProps {
  query: UseInfiniteQueryResult<ProductPages>;
  columns: string;
  headingLevel?: 2 | 3;
  emptyTitle: string;
  emptyText?: ReactNode;
}

/** A paged product list with its loading, failed, empty and "Load more" states. */
export function ProductFeed({
  query,
  columns,
  headingLevel,
  emptyTitle,
  emptyText,
}: ProductFeedProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading products">
        <ProductGridSkeleton columns={columns} />
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        title="We couldn't load the products."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const products = flattenPages(query.data);
  if (products.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;

  return (
    <>
      <ProductGrid products={products} columns={columns} headingLevel={headingLevel} />
      {query.isFetchNextPageError ? (
        <div className="mt-8">
          <ErrorState
            compact
            title="We couldn't load more products."
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        </div>
      ) : (
        query.hasNextPage && (
          <LoadMoreButton
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          />
        )
      )}
    </>
  );
}
