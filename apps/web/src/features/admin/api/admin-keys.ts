import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';

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

/** Replies of the admin changes (spec §7: modifiedCount, deletedCount). */
export interface ModifiedReply {
  acknowledged: boolean;
  modifiedCount: number;
}

export interface DeletedReply {
  acknowledged: boolean;
  deletedCount: number;
}
