/**
 * The navbar's search box (issue #17), in a file of their own: every page loads the box, and a
 * bundler puts a module whole into the first page's JavaScript when that page uses any of it,
 * so the search page's texts (texts-search.ts) stay out of it.
 */
export const SEARCH_BOX_TEXTS = {
  label: 'Search phones',
  placeholder: 'Search phones, e.g. iPhone 13',
  submit: 'Search',
  suggestions: 'Suggestions',
} as const;
