import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_CAP_MS,
} from '@phonebazaar/shared';
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What this mutation makes stale (keys from lib/query-keys.ts, each a prefix): the query
       * client invalidates exactly these once it settles. Mutations declare; none invalidates.
       */
      invalidates?: readonly QueryKey[];
      /**
       * Spec §4 (verify seller, make admin): the lists refresh only when the reply's
       * modifiedCount is above 0, so a refused or no-op change leaves them alone.
       */
      onlyWhenModified?: boolean;
    };
  }
}

/** Spec §9: retry 3 times, backoff doubling from 1 s to a 30 s cap, 5 minutes of cache. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

/**
 * The one place that acts on `meta.invalidates`. On settle rather than on success: a refused
 * change (a 409 on an offer already answered, a booking already taken) means the data moved
 * under the screen, so the declared lists are read again either way. The promise is returned,
 * so the mutation stays pending until the lists on screen have their new rows.
 */
const modified = (reply: unknown) =>
  typeof reply === 'object' &&
  reply !== null &&
  'modifiedCount' in reply &&
  typeof reply.modifiedCount === 'number' &&
  reply.modifiedCount > 0;

function invalidateDeclared(client: () => QueryClient): MutationCache {
  return new MutationCache({
    onSettled: (data, _error, _variables, _context, mutation) => {
      const meta = mutation.meta;
      if (meta?.onlyWhenModified && !modified(data)) return;
      const keys = meta?.invalidates ?? [];
      return Promise.all(keys.map((queryKey) => client().invalidateQueries({ queryKey })));
    },
  });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: invalidateDeclared(() => client),
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && count < QUERY_RETRY,
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
