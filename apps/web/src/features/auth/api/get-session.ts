import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';
import type { SessionUser } from '../../../lib/session';

/** What better-auth's GET /api/auth/get-session answers (null when signed out). */
interface RawSession {
  user: { id: string; email: string; name: string; image?: string | null; emailVerified?: boolean };
}

export const SESSION_QUERY_KEY = authKeys.session;

export async function getSession(): Promise<SessionUser | null> {
  const data = await apiGet<RawSession | null>('/auth/get-session');
  if (!data?.user) return null;
  const { id, email, name, image, emailVerified } = data.user;
  return {
    uid: id,
    email,
    displayName: name,
    photoURL: image ?? '',
    emailVerified: emailVerified === true,
  };
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    // Changes come through this app's own calls, which update the cache; re-checking on
    // focus after a while catches a sign-out in another tab or an expired session.
    staleTime: 5 * 60_000,
    // Read without an observer (auth-session-provider.tsx), so it must never be collected.
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Asks the server again (after sign-in, sign-up, social sign-in) and caches the answer. */
export function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}
