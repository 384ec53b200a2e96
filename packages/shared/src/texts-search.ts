import type { Area, Condition } from './constants.ts';
import type { SearchSort } from './contracts/search.ts';
import { formatCount } from './format.ts';

/** "1 result", "24 results", "2,000+ results". */
function resultCount(total: number | '2000+'): string {
  if (total === '2000+') return `${formatCount(2000)}+ results`;
  return total === 1 ? '1 result' : `${formatCount(total)} results`;
}

/**
 * Texts of the search page and of the filters it shares with All Products and categories
 * (issue #17). The navbar's box has its own few in texts-search-box.ts.
 */
export const SEARCH_TEXTS = {
  /** The '{title}' of '{title} - PhoneBazaar'. */
  title: (q?: string) => (q ? `Search "${q}"` : 'Search'),
  heading: (q?: string) => (q ? `Results for “${q}”` : 'All phones for sale'),
  resultCount: (total: number | '2000+') => resultCount(total),
  sortLabel: 'Sort by',
  sorts: {
    newest: 'Newest first',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    relevance: 'Best match',
  } satisfies Record<SearchSort, string>,
  filters: 'Filters',
  /** Read after "Filters" on the phone's drawer button, beside the count badge. */
  activeFilters: (n: number) => `${n} active`,
  filtersPanel: 'Filter results',
  closeFilters: 'Close filters',
  /** The phone drawer's button that closes it on the results. */
  showResults: (total?: number | '2000+') =>
    total === undefined ? 'Show results' : `Show ${resultCount(total)}`,
  clearAll: 'Clear all',
  activeFiltersList: 'Active filters',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  groups: {
    category: 'Brand',
    model: 'Model',
    storage: 'Storage',
    condition: 'Condition',
    area: 'Area',
    variant: 'Variant',
    price: 'Price (USD)',
    battery: 'Battery health',
    more: 'More',
  },
  priceMin: 'Min price',
  priceMax: 'Max price',
  priceApply: 'Apply price',
  /** The contract's own message (searchQuerySchema), said before the API is asked. */
  priceOrder: 'Maximum price must not be below the minimum price',
  batteryMin: 'Minimum battery health',
  batteryAny: 'Any',
  batteryAtLeast: (percent: number) => `${percent}% or more`,
  verifiedSeller: 'Verified sellers only',
  imeiOnFile: 'IMEI on file',
  noDefects: 'No defects',
  storage: (gb: number) => (gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`),
  conditions: {
    Excellent: 'Excellent',
    Good: 'Good',
    Fair: 'Fair',
  } satisfies Record<Condition, string>,
  areas: {
    Dhaka: 'Dhaka',
    Chittagong: 'Chittagong',
    Khulna: 'Khulna',
    Rajshahi: 'Rajshahi',
  } satisfies Record<Area, string>,
  showMore: (n: number) => `Show ${n} more`,
  /** Issue #45 item 5: listings without the detail, so a group's counts add up. */
  notStated: 'Not stated',
  showFewer: 'Show fewer',
  /** Chips of the price and battery filters. */
  chips: {
    priceMin: (amount: string) => `From ${amount}`,
    priceMax: (amount: string) => `Up to ${amount}`,
    batteryMin: (percent: number) => `Battery ${percent}%+`,
  },
  countsSampled: 'Counts are left out: too many phones match to count each value.',
  loading: 'Loading results',
  updating: 'Updating results',
  loadFailed: "We couldn't load the results.",
  empty: {
    title: (q?: string) => (q ? `No phones match “${q}”` : 'No phones match these filters'),
    didYouMean: 'Did you mean',
    hint: 'Check the spelling, try fewer or more general words (a model rather than a full name), or remove a filter.',
    clearFilters: 'Clear all filters',
    browseAll: 'See all phones',
  },
} as const;
