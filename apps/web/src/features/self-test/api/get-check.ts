import type { SelfTestCheck } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { selfTestKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * GET /api/check/:code: what the self-test page needs. Signed in, the call carries the token,
 * so a paying buyer opens a sold listing's page at the meetup; the phone being sold is usually
 * signed out, and the code alone is enough.
 */
export function getCheck(code: string, email: string): Promise<SelfTestCheck> {
  const path = `/check/${encodeURIComponent(code)}`;
  return email ? getWithAccessToken<SelfTestCheck>(path, email) : apiGet<SelfTestCheck>(path);
}

export function checkQueryOptions(code: string, email: string) {
  return queryOptions({
    queryKey: selfTestKeys.check(code, email),
    queryFn: () => getCheck(code, email),
    retry: false,
  });
}

export function useCheck(code: string) {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery({ ...checkQueryOptions(code, email), enabled: session.status !== 'loading' });
}
