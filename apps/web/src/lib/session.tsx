import { createContext, type ReactNode, use } from 'react';
import { clearAccessToken } from './access-token';

export { clearAccessToken };

/** The signed-in identity as spec §3 names it. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** Whether the address is proven (issue #14); absent where nobody asked the server. */
  emailVerified?: boolean;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export interface LogoutOptions {
  /** Where to go afterwards; `false` stays put. Defaults to /login. */
  redirectTo?: string | false;
}

export type Session = SessionState & {
  /** Clears the stored access token and ends the identity session (spec §4). */
  logout: (options?: LogoutOptions) => Promise<void>;
};

/**
 * A visitor with nothing to log out of: the context default, and what tests render with
 * unless they pass a session. The app renders the real provider (features/auth).
 */
export const signedOutSession: Session = {
  status: 'signed-out',
  user: null,
  logout: async () => clearAccessToken(),
};

const SessionContext = createContext<Session>(signedOutSession);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** Who is looking at the page. UI decides links and card actions from this alone. */
export function useSession(): Session {
  return use(SessionContext);
}
