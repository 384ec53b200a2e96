import { AUTH_ERRORS, paths } from '@phonebazaar/shared';
import { focusManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { clearAccessToken } from '../../../lib/access-token';
import { ensureAccessToken } from '../../../lib/access-token-fetch';
import { ApiRequestError } from '../../../lib/api-client';
import type { LogoutOptions, Session, SessionUser } from '../../../lib/session';
import { SessionProvider } from '../../../lib/session';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../api/get-session';
import { signOut } from '../api/sign-out';

interface AuthSessionProviderProps {
  /** The router's navigate; the provider sits outside the router so the error page has it too. */
  navigate: (to: string) => Promise<void>;
  children: ReactNode;
}

const isSessionQuery = (key: readonly unknown[]) =>
  key[0] === SESSION_QUERY_KEY[0] && key[1] === SESSION_QUERY_KEY[1];

/**
 * The session query's state, read straight from the cache. Not `useQuery`: its observer
 * machinery would join the initial bundle for every visitor, and the storefront pages load
 * it lazily anyway. Fetching on mount and on focus (when stale) is done by hand instead.
 */
function useSessionQueryState(queryClient: QueryClient) {
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (isSessionQuery(event.query.queryKey)) onChange();
      }),
    [queryClient],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState<SessionUser | null>(SESSION_QUERY_KEY),
    // A prerendered page (decision 018) is drawn for nobody in particular: the session is
    // still being checked, on the server and in the browser's first (adopting) render.
    () => undefined,
  );
  useEffect(() => {
    // prefetchQuery honours staleTime: a fresh answer is not asked for again.
    const check = () => void queryClient.prefetchQuery(sessionQueryOptions());
    check();
    return focusManager.subscribe((focused) => focused && check());
  }, [queryClient]);
  return state;
}

/**
 * The session every screen reads through `useSession()`, derived from the server's identity
 * session (GET /api/auth/get-session) rather than from anything stored in the browser.
 */
export function AuthSessionProvider({ navigate, children }: AuthSessionProviderProps) {
  const queryClient = useQueryClient();
  const state = useSessionQueryState(queryClient);
  const user = state?.data ?? null;
  const loading = !state || state.status === 'pending';
  const email = user?.email;

  // A session without a token (new tab, cleared storage, token of another account): fetch
  // one now so bearer calls do not each have to wait for it.
  useEffect(() => {
    if (email) ensureAccessToken(email).catch(() => {});
  }, [email]);

  const logout = useCallback(
    async ({ redirectTo = paths.login }: LogoutOptions = {}) => {
      clearAccessToken();
      try {
        await signOut();
      } catch (error) {
        // A 4xx means there was no live session to end; only a failed request leaves one.
        if (!(error instanceof ApiRequestError && error.status < 500)) {
          // Imported on demand so react-hot-toast stays out of the initial bundle.
          const { toast } = await import('react-hot-toast');
          toast.error(AUTH_ERRORS.logoutFailed, { id: 'logout-failed' });
          return;
        }
      }
      // Leave first, then forget: clearing under a guarded page would make its guard
      // redirect to /login on its own, remembering a page the user chose to leave.
      if (redirectTo !== false) await navigate(redirectTo);
      queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
    [navigate, queryClient],
  );

  const session = useMemo<Session>(() => {
    if (loading) return { status: 'loading', user: null, logout };
    // If the check itself failed (server down), the visitor is treated as signed out;
    // guarded pages then offer the login form instead of spinning forever.
    if (!user) return { status: 'signed-out', user: null, logout };
    return { status: 'signed-in', user, logout };
  }, [loading, user, logout]);

  return <SessionProvider session={session}>{children}</SessionProvider>;
}
