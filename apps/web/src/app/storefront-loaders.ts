import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { loadLists, storefrontLists } from './storefront-lists';

/**
 * Loaders of the storefront pages, kept in the shell: React Router runs a route's static
 * loader alongside its lazy chunk, so the lists are already on the way while the page's
 * code downloads instead of after it (decision 016: one round trip less before the
 * first product picture). Which lists each page has is written once, in storefront-lists.ts,
 * which the prerenderer (entry-server.tsx) reads too.
 */

/** Starts both lists without waiting: the home page has its own loading states. */
export const homeLoader = (queryClient: QueryClient) => () => {
  void loadLists(queryClient, storefrontLists.home());
  return null;
};

/** The search part of these loaders (issue #17), loaded with the first query string. */
const searchLoaders = () => import('./search-loaders');

/** `/search?...` (issue #17): its first results start without waiting. */
export const searchLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    (await searchLoaders()).prefetchSearchPage(queryClient, new URL(request.url));
    return null;
  };

/** Filtered or sorted (issue #17), All Products reads the search; else its own list. */
export const allProductsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (url.search && (await searchLoaders()).prefetchNarrowedAllProducts(queryClient, url)) {
      return null;
    }
    void loadLists(queryClient, storefrontLists.allProducts());
    return null;
  };

/**
 * A list page whose filters or sort changed stays on screen: the page fetches the new search
 * itself and keeps the previous cards meanwhile, so a tick in the filters is not held back by
 * the loader. Any other navigation, and a retry, loads as usual.
 */
export const keepListOnFilterChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/**
 * Spec §2: the category's products are on the client before the page shows. The list goes
 * through the query cache so the page reads the very same data; an unknown id throws the
 * server's 404 into the error boundary. The side list is nice to have, so it may fail alone.
 */
export const categoryLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    const url = new URL(request.url);
    // Filtered or sorted (issue #17): the search instead of the category's list.
    if (url.search) {
      const { loadNarrowedCategory } = await searchLoaders();
      if (await loadNarrowedCategory(queryClient, id, url)) return null;
    }
    await loadLists(queryClient, storefrontLists.category(id));
    return null;
  };

/**
 * A listing's page (issue #16): the listing before the page shows; an unknown id (404) or a
 * sold or deleted listing (410) throws into the route's error boundary, which says which.
 */
export const listingLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await loadLists(queryClient, storefrontLists.listing(params.id ?? ''));
    return null;
  };
