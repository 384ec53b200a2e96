import type { AuthConfig } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** GET /api/auth-config: which social sign-in buttons can work on this server. */
export function getAuthConfig(): Promise<AuthConfig> {
  return apiGet<AuthConfig>('/auth-config');
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.config,
    queryFn: getAuthConfig,
    // Server configuration; it only changes with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
