import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';

/**
 * Every admin list is cached under ['admin', ...]. Deleting an account can change all of
 * them at once (a seller leaves All User and All Seller, their listings leave Reported
 * Items), so changes invalidate the whole root instead of guessing which lists moved.
 */
export const ADMIN_KEY = ['admin'] as const;

export const adminKeys = {
  users: [...ADMIN_KEY, 'users'],
  sellers: [...ADMIN_KEY, 'sellers'],
  buyers: [...ADMIN_KEY, 'buyers'],
  sales: [...ADMIN_KEY, 'sales'],
  reports: [...ADMIN_KEY, 'reports'],
} as const;

/** A screenful of rows, then "Load more" (the server's own default is 50). */
export const ADMIN_PAGE_SIZE = 25;

export function pagePath(path: string, cursor?: string, search?: string): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  // The list's filter box (issue #23 item 14); the server narrows, pages stay keyset pages.
  if (search) query.set('q', search);
  return `${path}?${query}`;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/**
 * Query options of one paged admin list. `email` is the signed-in admin's own (the bearer
 * helper renews that account's token once on a 401); until the session knows it, nothing
 * is fetched. `search` is the filter box's text; each text is its own cached list.
 */
export function adminListOptions<T>(
  key: readonly string[],
  email: string,
  fetchPage: (email: string, cursor?: string, search?: string) => Promise<Page<T>>,
  search = '',
) {
  return infiniteQueryOptions({
    queryKey: [...key, search],
    queryFn: ({ pageParam }) => fetchPage(email, pageParam, search || undefined),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: email !== '',
    // A new filter text keeps the rows on screen until its answer arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}

/** Not awaited by callers that close a dialog first: the lists catch up behind it. */
export function invalidateAdminLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
}

/** Replies of the admin changes (spec §7: modifiedCount, deletedCount). */
export interface ModifiedReply {
  acknowledged: boolean;
  modifiedCount: number;
}

export interface DeletedReply {
  acknowledged: boolean;
  deletedCount: number;
}
