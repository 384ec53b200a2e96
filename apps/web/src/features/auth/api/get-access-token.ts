import {
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  tokenFits,
} from '../../../lib/access-token';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

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

/**
 * A bearer GET for the signed-in `email`. A 401 means the token was revoked or the secret
 * rotated while the identity session lives on, so one new token is fetched and tried.
 */
export async function getWithAccessToken<T>(path: string, email: string): Promise<T> {
  await ensureAccessToken(email);
  try {
    return await apiGet<T>(path, { auth: true });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    clearAccessToken();
    await ensureAccessToken(email);
    return apiGet<T>(path, { auth: true });
  }
}
