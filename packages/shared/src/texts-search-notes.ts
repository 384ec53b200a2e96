/**
 * Texts of the search page's notes (issue #42): what the search did with the words typed.
 * Apart from texts-search.ts, which the list pages bundle too: only the search page shows them.
 */
export const SEARCH_NOTES_TEXTS = {
  showingFor: 'Showing results for',
  insteadFor: 'Search instead for',
  notMatched: (words: string[]) =>
    `No phone matches every word: showing results without ${words.map((w) => `“${w}”`).join(', ')}.`,
  understoodList: 'Filters read from your words',
  alias: (typed: string, as: string) => `“${typed}” searched as “${as}”.`,
  understood: {
    area: (v: string) => `Area: ${v}`,
    condition: (v: string) => `Condition: ${v}`,
    storage: (gb: string) =>
      `Storage: ${Number(gb) >= 1024 && Number(gb) % 1024 === 0 ? `${Number(gb) / 1024} TB` : `${gb} GB`}`,
    priceMin: (v: string) => `From $${v}`,
    priceMax: (v: string) => `Up to $${v}`,
    priceRange: (v: string) => `Price: $${v.replace('-', '–$')}`,
    cheap: () => 'Cheapest first',
  },
};
