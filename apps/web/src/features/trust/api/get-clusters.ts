import type { ClustersReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/admin/clusters (admin, issue #36): accounts sharing a device, card, phone or network. */
export function getClusters(email: string): Promise<ClustersReply> {
  return getWithAccessToken<ClustersReply>('/admin/clusters', email);
}

export function clustersQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...adminKeys.clusters, email.toLowerCase()],
    queryFn: () => getClusters(email),
    enabled: email !== '',
  });
}

export function useClusters() {
  return useQuery(clustersQueryOptions(useSession().user?.email ?? ''));
}
