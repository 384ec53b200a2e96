import { TOKEN_STORAGE_KEY } from '@phonebazaar/shared';

/**
 * The API access token (`geniusToken`, spec §7 and §9) in local storage. Storage can be
 * unavailable (privacy mode, full quota); then the app simply behaves as if no token exists.
 */
export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the token lives only as long as the request that fetched it.
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); there is then no token to clear.
  }
}

interface TokenClaims {
  email?: unknown;
  exp?: unknown;
}

/**
 * Whether a stored token was issued for `email` and is not about to expire. The claims are
 * read, not verified: the server verifies; this only avoids sending a token that is sure to
 * fail (another account signed in in another tab, or an expired one).
 */
export function tokenFits(token: string, email: string, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as TokenClaims;
    const sameEmail =
      typeof claims.email === 'string' && claims.email.toLowerCase() === email.toLowerCase();
    const fresh = typeof claims.exp !== 'number' || claims.exp * 1000 > now + 60_000;
    return sameEmail && fresh;
  } catch {
    return false;
  }
}
