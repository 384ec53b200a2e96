import { paths } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { useSession } from '../../../lib/session';

/**
 * Signed-in routes (spec §2: "Unauthorised users are redirected to /login, and the origin
 * is remembered"). A component rather than a loader because only <Navigate> can carry
 * `state.from`; loader redirects cannot set location state.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoader label="Checking your account" />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return children;
}
