import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { CardDensityToggle, useCardDensity } from '../../../components/product-card/card-density';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
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
  const listRef = useRef<HTMLUListElement>(null);
  const [density, setDensity] = useCardDensity();
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
      <CardDensityToggle density={density} onChange={setDensity} />
      <ProductGrid
        products={products}
        compact={density === 'compact'}
        columns={columns}
        headingLevel={headingLevel}
        listRef={listRef}
      />
      <PagedListFooter
        query={query}
        itemCount={products.length}
        listRef={listRef}
        noun="products"
      />
    </>
  );
}
