import { TOKEN_STORAGE_KEY } from '@phonebazaar/shared';
import { createContext, type ReactNode, use } from 'react';

/** The signed-in identity as spec §3 names it. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export type Session = SessionState & {
  /** Clears the stored access token and ends the identity session (spec §4). */
  logout: () => Promise<void>;
};

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); there is then no token to clear.
  }
}

/**
 * The storefront ships before identity does, so everyone is a visitor for now. The
 * identity work replaces this value by rendering its own provider around the router.
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
