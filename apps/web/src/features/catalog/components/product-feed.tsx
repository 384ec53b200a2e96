import { TEXTS } from '@phonebazaar/shared';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardDensityToggle, useCardDensity } from '../../../components/product-card/card-density';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import type { ProductPages } from '../api/product-pages';
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
  const [density, setDensity] = useCardDensity();
  return (
    <PagedList
      query={query}
      loading={
        <div role="status" aria-label={TEXTS.lists.loading('products')}>
          <ProductGridSkeleton columns={columns} />
        </div>
      }
      errorTitle={TEXTS.lists.loadFailed('the products')}
      noun="products"
      empty={<EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
    >
      {(products, listRef) => (
        <>
          <CardDensityToggle density={density} onChange={setDensity} />
          <ProductGrid
            products={products}
            compact={density === 'compact'}
            columns={columns}
            headingLevel={headingLevel}
            listRef={listRef}
          />
        </>
      )}
    </PagedList>
  );
}
