import {
  formatUsd,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
  SEARCH_TEXTS as T,
} from '@phonebazaar/shared';
import { facetLabel, selectedValues, toggleValue } from './facet-options';
import type { SearchUpdate } from './search-state';

/** One active filter, shown as a removable chip. */
export interface FilterChip {
  key: string;
  label: string;
  /** Takes this filter out of a search. */
  remove: SearchUpdate;
}

const omit =
  (key: keyof SearchState): SearchUpdate =>
  (state) => {
    const next = { ...state };
    delete next[key];
    return next;
  };

/** Every active filter of `state` but the text and the sort, in the filter panel's order. */
export function filterChips(state: SearchState, groups: readonly SearchFacet[] = SEARCH_FACETS) {
  const chips: FilterChip[] = [];
  for (const group of groups) {
    for (const value of selectedValues(state, group)) {
      chips.push({
        key: `${group}:${value}`,
        label: facetLabel(group, value),
        remove: (current) => toggleValue(current, group, value, false),
      });
    }
  }
  if (state.priceMin !== undefined)
    chips.push({
      key: 'priceMin',
      label: T.chips.priceMin(formatUsd(state.priceMin)),
      remove: omit('priceMin'),
    });
  if (state.priceMax !== undefined)
    chips.push({
      key: 'priceMax',
      label: T.chips.priceMax(formatUsd(state.priceMax)),
      remove: omit('priceMax'),
    });
  if (state.batteryMin !== undefined)
    chips.push({
      key: 'batteryMin',
      label: T.chips.batteryMin(state.batteryMin),
      remove: omit('batteryMin'),
    });
  for (const flag of ['verifiedSeller', 'imeiOnFile', 'noDefects'] as const) {
    if (state[flag]) chips.push({ key: flag, label: T[flag], remove: omit(flag) });
  }
  return chips;
}
