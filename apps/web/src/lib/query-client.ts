import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_CAP_MS,
} from '@phonebazaar/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Spec §9: retry 3 times, backoff doubling from 1 s to a 30 s cap, 5 minutes of cache. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
