import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/** A cache holding a fresh answer under each key, as if every page had been opened. */
export function clientWith(keys: QueryKey[]): QueryClient {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, 'fresh');
  return client;
}

/** The keys a mutation marked stale, in the cache's order. */
export const staleKeys = (client: QueryClient): QueryKey[] =>
  client
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
