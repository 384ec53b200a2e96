import type { QueryClient } from '@tanstack/react-query';
import { clearAccessToken } from '../../../lib/access-token';
import { getAccessToken } from '../../../lib/access-token-fetch';
import type { SessionUser } from '../../../lib/session';
import { refreshSession } from '../api/get-session';

/**
 * The common tail of every way in (password, sign-up, social popup): read the new identity
 * session into the cache, then fetch the access token (spec §2 Login: "fetches an access
 * token") so guarded pages can ask for roles straight away.
 */
export async function finishSignIn(queryClient: QueryClient): Promise<SessionUser> {
  // A new sign-in gets a new token, even for the account the old token belonged to.
  clearAccessToken();
  const user = await refreshSession(queryClient);
  if (!user) throw new Error('The sign-in did not stick. Please try again.');
  await getAccessToken(user.email);
  return user;
}
