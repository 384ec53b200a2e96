/**
 * Every query key of the app, one factory per entity, so a mutation can say what it makes
 * stale (`meta: { invalidates: [...] }`, lib/query-client.ts) without knowing which feature
 * reads it. Each factory's `all` is its root: invalidating it refreshes every list and page
 * of that entity. Keys per account carry the email in lower case (one cache per person).
 */
// The storefront's first load needs these alone (the shell's lists and the session); the
// signed-in person's keys are in account-query-keys.ts, loaded with the pages that use them.
export const lower = (email: string) => email.toLowerCase();

const PRODUCTS = ['products'] as const;
/**
 * Every product list (advertised, all products, category, search, the seller's own) and
 * listing page: after any change to a listing (added, edited, booked, sold, deleted) the
 * root keeps every badge and card current without knowing which pages show it.
 */
export const productKeys = {
  all: PRODUCTS,
  advertised: () => [...PRODUCTS, 'advertised'] as const,
  allProducts: () => [...PRODUCTS, 'all'] as const,
  category: (categoryId: string) => [...PRODUCTS, 'category', categoryId] as const,
  listing: (id: string) => [...PRODUCTS, 'listing', id] as const,
  search: (search: string, limit: number) => [...PRODUCTS, 'search', search, limit] as const,
  searchFacets: (search: string) => [...PRODUCTS, 'search-facets', search] as const,
  own: (email: string) => [...PRODUCTS, 'own', lower(email)] as const,
};

export const categoryKeys = { all: ['categories'] as const };

export const statsKeys = { all: ['stats'] as const };

const AUTH = ['auth'] as const;
export const authKeys = {
  session: [...AUTH, 'session'] as const,
  config: [...AUTH, 'config'] as const,
  /** Both role checks; becoming a seller invalidates this. */
  roles: [...AUTH, 'role'] as const,
  admin: (email: string) => [...AUTH, 'role', 'admin', lower(email)] as const,
  seller: (email: string) => [...AUTH, 'role', 'seller', lower(email)] as const,
  marketplaceId: (email: string) => [...AUTH, 'marketplace-id', lower(email)] as const,
  sellerVerification: (email: string) => ['verify', 'seller', lower(email)] as const,
};
