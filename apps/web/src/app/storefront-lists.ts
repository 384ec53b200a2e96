import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
} from '@tanstack/react-query';
import { listingQueryOptions } from '../features/catalog/api/listing-query';
import {
  advertisedProductsQueryOptions,
  allProductsQueryOptions,
  categoriesQueryOptions,
  categoryProductsQueryOptions,
} from '../features/catalog/api/storefront-queries';
import { marketplaceStatsQueryOptions } from '../features/home/api/stats-query';

/**
 * The one description of the lists each storefront page is drawn from (issue #35), read by
 * the route loaders (app/storefront-loaders.ts) and by the prerenderer (entry-server.tsx), so
 * a list added to a page is added once. A narrowed list (a search in the address) is the
 * search's own, loaded beside these by each side; it stays out of the shell (decision 044).
 *
 * How the page needs a list, in the browser:
 * - `page`: the page shows only with it; the loader waits, and a failure is the route's error.
 * - `beside`: the loader waits for it too, so the page does not grow after it shows, but a
 *   failure is the page's own (it shows without it).
 * - `early`: the loader starts it and does not wait; the page has its own loading state.
 * The prerenderer waits for every list and draws nothing when one fails.
 */
export type ListNeed = 'page' | 'beside' | 'early';

/** One list of a page: how the page needs it, its query options, and whether it is paged. */
export type PageList = readonly [need: ListNeed, options: AnyQuery | AnyInfinite, paged?: true];

// The options' own generics are many; a list only passes them on to the client.
// biome-ignore lint/suspicious/noExplicitAny: the query options are passed through unchanged.
type AnyQuery = FetchQueryOptions<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for infinite lists.
type AnyInfinite = FetchInfiniteQueryOptions<any, any, any, any, any>;

/** Read to the end, failing loudly (`fetch`), or read unless fresh, never failing. */
const read = (client: QueryClient, [, options, paged]: PageList, fetch: boolean) =>
  paged
    ? fetch
      ? client.ensureInfiniteQueryData(options as AnyInfinite)
      : client.prefetchInfiniteQuery(options as AnyInfinite)
    : fetch
      ? client.ensureQueryData(options as AnyQuery)
      : client.prefetchQuery(options as AnyQuery);

export const storefrontLists = {
  home: (): PageList[] => [
    ['early', advertisedProductsQueryOptions(), true],
    ['early', categoriesQueryOptions()],
    ['early', marketplaceStatsQueryOptions()],
  ],
  allProducts: (): PageList[] => [['early', allProductsQueryOptions(), true]],
  /** Spec §2: the category's products are on the client before the page shows. */
  category: (id: string): PageList[] => [
    ['page', categoryProductsQueryOptions(id), true],
    ['beside', categoriesQueryOptions()],
  ],
  /** An unknown id (404) or a sold or deleted listing (410) is the route's error. */
  listing: (id: string): PageList[] => [['page', listingQueryOptions(id)]],
};

/** The loader's part: waits for the `page` and `beside` lists, starts the `early` ones. */
export async function loadLists(client: QueryClient, lists: PageList[]): Promise<void> {
  await Promise.all(
    lists.map((list) => {
      const reading = read(client, list, list[0] === 'page');
      return list[0] === 'early' ? undefined : reading;
    }),
  );
}

/** The prerenderer's part: every list read to the end; one failure fails the drawing. */
export const fetchLists = (client: QueryClient, lists: PageList[]): Promise<unknown>[] =>
  lists.map((list) => read(client, list, true));
