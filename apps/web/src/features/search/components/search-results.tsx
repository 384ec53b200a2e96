import { type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CardDensityToggle, useCardDensity } from '../../../components/product-card/card-density';
import { ProductGrid } from '../../../components/product-card/product-grid';
import { PagedList } from '../../../components/ui/paged-list';
import type { SearchPage } from '../api/search-query';
import type { SearchUpdate } from '../utils/search-state';
import { ResultsSkeleton } from './results-skeleton';
import { SearchEmpty } from './search-empty';

interface SearchResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<SearchPage>>;
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
  columns: string;
  headingLevel?: 2 | 3;
}

/**
 * A search's cards with every state: loading (card-shaped), failed with a retry, no match
 * (with "Did you mean"), and "Load more" with the next page's cursor. While a changed search
 * loads, the previous cards stay, dimmed and marked busy.
 */
export function SearchResults({
  query,
  state,
  onChange,
  columns,
  headingLevel,
}: SearchResultsProps) {
  const [density, setDensity] = useCardDensity();
  const updating = query.isPlaceholderData;
  return (
    <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
      <PagedList
        query={query}
        loading={
          <div role="status" aria-label={T.loading}>
            <ResultsSkeleton columns={columns} />
          </div>
        }
        errorTitle={T.loadFailed}
        noun="results"
        empty={
          <SearchEmpty
            state={state}
            didYouMean={query.data?.pages[0]?.didYouMean}
            onChange={onChange}
          />
        }
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
    </div>
  );
}
