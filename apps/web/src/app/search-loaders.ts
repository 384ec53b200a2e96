import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../features/catalog/api/storefront-queries';
import { narrowedListQuery, searchPageQuery } from '../features/search/api/search-prefetch';
import type { SearchScope } from '../features/search/utils/search-state';
import { ApiRequestError } from '../lib/api-client';

/**
 * The loaders' search part (issue #17), loaded by app/storefront-loaders.ts with the first
 * address that has a query string: it reads addresses with the shared zod schemas, which the
 * first page's JavaScript does not carry. The page's own chunk imports the same modules, so
 * this costs no extra download, and it runs alongside that chunk's.
 */

/** The search page's first results start without waiting; the page shows them. */
export function prefetchSearchPage(queryClient: QueryClient, url: URL) {
  void queryClient.prefetchInfiniteQuery(searchPageQuery(url.searchParams));
}

/** All Products filtered or sorted: the search starts; false when the address does neither. */
export function prefetchNarrowedAllProducts(queryClient: QueryClient, url: URL): boolean {
  const narrowed = narrowedListQuery(url.searchParams, { kind: 'all' });
  if (narrowed) void queryClient.prefetchInfiniteQuery(narrowed);
  return narrowed !== undefined;
}

/**
 * A category filtered or sorted: the search's first page before the page shows, as the plain
 * list is. The search knows no category names, so an id the category list lacks is the same
 * 404 as the plain list's; when the category list fails, the search decides. False when the
 * address neither filters nor sorts.
 */
export async function loadNarrowedCategory(
  queryClient: QueryClient,
  categoryId: string,
  url: URL,
): Promise<boolean> {
  const scope: SearchScope = { kind: 'category', categoryId };
  const narrowed = narrowedListQuery(url.searchParams, scope);
  if (!narrowed) return false;
  const [results, categories] = await Promise.allSettled([
    queryClient.ensureInfiniteQueryData(narrowed),
    queryClient.ensureQueryData(categoriesQueryOptions()),
  ]);
  if (categories.status === 'fulfilled' && !categories.value.some((c) => c._id === categoryId)) {
    throw new ApiRequestError(404, 'CATEGORY_NOT_FOUND', 'Category not found.');
  }
  if (results.status === 'rejected') throw results.reason;
  return true;
}
