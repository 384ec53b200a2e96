import { readAccessToken, storeAccessToken, tokenFits } from './access-token';
import { apiGet } from './api-client';

/*
 * Getting the access token. Its own module because the session provider (first-load
 * bundle) needs only this, while the bearer call helpers in access-token-client.ts are
 * for signed-in screens, which load lazily.
 */

async function requestAccessToken(email: string): Promise<string> {
  const { geniusToken } = await apiGet<{ geniusToken: string }>(
    `/jwt?email=${encodeURIComponent(email)}`,
  );
  storeAccessToken(geniusToken);
  return geniusToken;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * GET /api/jwt?email= (spec §7): the identity session cookie buys a `geniusToken`, which is
 * stored. Concurrent callers (a sign-in finishing while the session provider notices the
 * new user) share one request.
 */
export function getAccessToken(email: string): Promise<string> {
  const key = email.toLowerCase();
  let pending = inFlight.get(key);
  if (!pending) {
    pending = requestAccessToken(email).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The stored token if it belongs to `email` and is still fresh, else a new one. */
export function ensureAccessToken(email: string): Promise<string> {
  const stored = readAccessToken();
  if (stored && tokenFits(stored, email)) return Promise.resolve(stored);
  return getAccessToken(email);
}
