import {
  formatUsd,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchState,
  SEARCH_TEXTS as T,
} from '@phonebazaar/shared';
import { facetLabel, selectedValues, toggleValue } from './facet-options';

/** One active filter, shown as a removable chip. */
export interface FilterChip {
  key: string;
  label: string;
  /** The search without this filter. */
  without: SearchState;
}

function omit(state: SearchState, key: keyof SearchState): SearchState {
  const next = { ...state };
  delete next[key];
  return next;
}

/** Every active filter of `state` but the text and the sort, in the filter panel's order. */
export function filterChips(state: SearchState, groups: readonly SearchFacet[] = SEARCH_FACETS) {
  const chips: FilterChip[] = [];
  for (const group of groups) {
    for (const value of selectedValues(state, group)) {
      chips.push({
        key: `${group}:${value}`,
        label: facetLabel(group, value),
        without: toggleValue(state, group, value, false),
      });
    }
  }
  if (state.priceMin !== undefined)
    chips.push({
      key: 'priceMin',
      label: T.chips.priceMin(formatUsd(state.priceMin)),
      without: omit(state, 'priceMin'),
    });
  if (state.priceMax !== undefined)
    chips.push({
      key: 'priceMax',
      label: T.chips.priceMax(formatUsd(state.priceMax)),
      without: omit(state, 'priceMax'),
    });
  if (state.batteryMin !== undefined)
    chips.push({
      key: 'batteryMin',
      label: T.chips.batteryMin(state.batteryMin),
      without: omit(state, 'batteryMin'),
    });
  for (const flag of ['verifiedSeller', 'imeiOnFile', 'noDefects'] as const) {
    if (state[flag]) chips.push({ key: flag, label: T[flag], without: omit(state, flag) });
  }
  return chips;
}
