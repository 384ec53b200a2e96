import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensureAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { REVIEWS_KEY } from './reviews-keys';

/**
 * The signed-in person's marketplace id: the access token's subject. Profiles and reviews
 * name people by it, not by the identity session's user id (`SessionUser.uid`), which is
 * another id. The claims are read, not verified: this only decides whether to offer Reply;
 * the server checks who replies.
 */
export async function getMyProfileId(email: string): Promise<string> {
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

export function myProfileIdQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...REVIEWS_KEY, 'me', email.toLowerCase()],
    queryFn: () => getMyProfileId(email),
    enabled: email !== '',
    staleTime: Infinity,
  });
}

/** The signed-in person's marketplace id; undefined when signed out or not known yet. */
export function useMyProfileId() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery(myProfileIdQueryOptions(email)).data || undefined;
}
