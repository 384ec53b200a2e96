import {
  AREAS,
  CONDITIONS,
  PHONE_TEXTS,
  type SearchFacet,
  type SearchFacets,
  type SearchState,
  SEARCH_TEXTS as T,
  VARIANTS,
  type Variant,
} from '@phonebazaar/shared';

/** One value a filter group offers: its checkbox's value, its words, and how many match. */
export interface FacetOption {
  value: string;
  label: string;
  /** Undefined while counts are unknown or only sampled (then no number is shown). */
  count: number | undefined;
}

// Names of category and model ids seen in answers, so a chip keeps its words after the facet
// that named it is gone (the filter narrowed it away). Ids are few: the catalogue's.
const names = new Map<string, string>();

/** Remembers the names `facets` gives its category and model ids. */
export function rememberFacetNames(facets: SearchFacets | undefined) {
  if (!facets) return;
  for (const { value, label } of [...facets.category, ...facets.model]) {
    if (label) names.set(value, label);
  }
}

/** The words for one value of a group, as its checkbox and its chip show them. */
export function facetLabel(group: SearchFacet, value: string, label?: string): string {
  switch (group) {
    case 'storage':
      return T.storage(Number(value));
    case 'variant':
      return PHONE_TEXTS.variants[value as Variant] ?? value;
    case 'category':
    case 'model':
      return label ?? names.get(value) ?? value;
    default:
      return value;
  }
}

// The groups whose values are fixed are offered whole, best grade first; the others as the
// answer counts them.
const FIXED: Partial<Record<SearchFacet, readonly string[]>> = {
  condition: [...CONDITIONS].reverse(),
  area: AREAS,
  variant: VARIANTS,
};

/** The values a group offers, with a value that is ticked kept even when the answer lost it. */
export function facetOptions(
  group: SearchFacet,
  facets: SearchFacets | undefined,
  sampled: boolean,
  selected: string[],
): FacetOption[] {
  const counted = facets?.[group] ?? [];
  const byValue = new Map(counted.map((facet) => [facet.value, facet]));
  const values = FIXED[group] ?? counted.map((facet) => facet.value);
  const all = [...values, ...selected.filter((value) => !values.includes(value))];
  if (group === 'storage') all.sort((a, b) => Number(a) - Number(b));
  return all.map((value) => {
    const facet = byValue.get(value);
    return {
      value,
      label: facetLabel(group, value, facet?.label),
      count: facets && !sampled ? (facet?.count ?? 0) : undefined,
    };
  });
}

/** A group's ticked values as the URL holds them (storage is numbers there). */
export function selectedValues(state: SearchState, group: SearchFacet): string[] {
  return (state[group] ?? []).map(String);
}

/** `state` with `value` ticked or unticked in `group`. */
export function toggleValue(
  state: SearchState,
  group: SearchFacet,
  value: string,
  on: boolean,
): SearchState {
  const rest = selectedValues(state, group).filter((v) => v !== value);
  const values = on ? [...rest, value] : rest;
  const next = { ...state } as Record<string, unknown>;
  if (values.length === 0) delete next[group];
  else next[group] = group === 'storage' ? values.map(Number) : values;
  return next as SearchState;
}
