import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensureAccessToken } from './access-token-client';
import { authKeys } from './query-keys';
import { useSession } from './session';

/**
 * The signed-in person's marketplace id: the access token's subject. Listings (`sellerId`),
 * profiles and reviews name people by it, not by the identity session's user id
 * (`SessionUser.uid`), which is another id. The claims are read, not verified: this only decides
 * what to offer (Manage or Book now, Ask the seller, Reply); the server checks every action.
 */
export async function getMarketplaceId(email: string): Promise<string> {
  const token = await ensureAccessToken(email);
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : '';
  } catch {
    return '';
  }
}

export function marketplaceIdQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.marketplaceId(email),
    queryFn: () => getMarketplaceId(email),
    enabled: email !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The signed-in person's marketplace id; undefined when signed out or not known yet, and
 * `pending` while it is being read (so callers can wait rather than guess).
 */
export function useMarketplaceId(): { id: string | undefined; pending: boolean } {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const query = useQuery(marketplaceIdQueryOptions(email));
  return {
    id: query.data || undefined,
    pending: session.status === 'loading' || (email !== '' && query.isPending),
  };
}
