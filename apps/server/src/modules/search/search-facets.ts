import type { SearchFacet, SearchFacets } from '@phonebazaar/shared';
import { FACET_VALUES_MAX, type FacetCount, NOT_STATED } from './candidate-statement.ts';

const byCount = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * The answer's facets: per facet, most frequent first (then by value), at most 50 values; the
 * listings that do not state a facet's detail apart, as `notStated` (issue #45 item 5).
 */
export function toFacets(counts: FacetCount[]): {
  facets: SearchFacets;
  notStated: Partial<Record<SearchFacet, number>>;
} {
  const notStated: Partial<Record<SearchFacet, number>> = {};
  const facets: SearchFacets = {
    category: [],
    model: [],
    storage: [],
    condition: [],
    area: [],
    variant: [],
  };
  for (const count of [...counts].sort(byCount)) {
    if (count.value === NOT_STATED) {
      if (count.count > 0) notStated[count.facet] = count.count;
      continue;
    }
    const list = facets[count.facet as SearchFacet];
    if (!list || list.length >= FACET_VALUES_MAX) continue;
    list.push({
      value: count.value,
      count: count.count,
      ...(count.label !== undefined ? { label: count.label } : {}),
    });
  }
  return { facets, notStated };
}
