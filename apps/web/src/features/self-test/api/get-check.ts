import { SELF_TEST_LINK_HEADER, type SelfTestCheck } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withAccessToken } from '../../../lib/access-token-client';
import { selfTestKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The seller's test link's token, sent in its header (decision 056). */
export const linkHeaders = (link: string): Record<string, string> =>
  link ? { [SELF_TEST_LINK_HEADER]: link } : {};

/**
 * GET /api/check/:code: what the self-test page needs, and who a report would be stored as
 * (`runAs`). Signed in, the call carries the bearer token, so a paying buyer opens a sold
 * listing's page at the meetup; the phone being sold is usually signed out and was opened
 * with the seller's test link (`link`, from the address's #t= fragment).
 */
export function getCheck(code: string, email: string, link = ''): Promise<SelfTestCheck> {
  const path = `/check/${encodeURIComponent(code)}`;
  const headers = linkHeaders(link);
  return email
    ? withAccessToken(email, () => apiGet<SelfTestCheck>(path, { auth: true, headers }))
    : apiGet<SelfTestCheck>(path, { headers });
}

export function checkQueryOptions(code: string, email: string, link = '') {
  return queryOptions({
    queryKey: selfTestKeys.check(code, email, link),
    queryFn: () => getCheck(code, email, link),
    retry: false,
    // Camera and motion prompts blur the page: a refetch on each return would count against
    // the page's per-IP limit (issue #36 N6) for nothing.
    refetchOnWindowFocus: false,
  });
}

export function useCheck(code: string, link = '') {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery({
    ...checkQueryOptions(code, email, link),
    enabled: session.status !== 'loading',
  });
}
