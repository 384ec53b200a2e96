import type { SearchFacet, SearchFacets } from '@phonebazaar/shared';
import { FACET_VALUES_MAX, type FacetCount } from './candidate-statement.ts';

const byCount = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** The answer's facets: per facet, most frequent first (then by value), at most 50 values. */
export function toFacets(counts: FacetCount[]): SearchFacets {
  const facets: SearchFacets = {
    category: [],
    model: [],
    storage: [],
    condition: [],
    area: [],
    variant: [],
  };
  for (const count of [...counts].sort(byCount)) {
    const list = facets[count.facet as SearchFacet];
    if (!list || list.length >= FACET_VALUES_MAX) continue;
    list.push({
      value: count.value,
      count: count.count,
      ...(count.label !== undefined ? { label: count.label } : {}),
    });
  }
  return facets;
}
