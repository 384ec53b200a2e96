import { clearAccessToken } from './access-token';
import { ensureAccessToken } from './access-token-fetch';
import { ApiRequestError, apiGet, apiGetPage, apiSend, type RequestOptions } from './api-client';

export { ensureAccessToken, getAccessToken } from './access-token-fetch';

/*
 * Bearer calls for the signed-in user. Here rather than in features/auth because every
 * feature that calls a bearer endpoint (selling, reports, booking, admin) needs the same
 * "make sure a token exists, renew it once on 401" rule, and features do not import
 * each other.
 */

/**
 * Runs a bearer call for the signed-in `email`. A 401 means the token was revoked or the
 * secret rotated while the identity session lives on, so one new token is fetched and the
 * call tried again. Safe for writes too: the server authenticates before it does anything.
 */
export async function withAccessToken<T>(email: string, call: () => Promise<T>): Promise<T> {
  await ensureAccessToken(email);
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    clearAccessToken();
    await ensureAccessToken(email);
    return call();
  }
}

/** A bearer GET for the signed-in `email`. */
export function getWithAccessToken<T>(path: string, email: string): Promise<T> {
  return withAccessToken(email, () => apiGet<T>(path, { auth: true }));
}

/** A bearer GET of one page of a list endpoint. */
export function getPageWithAccessToken<T>(path: string, email: string) {
  return withAccessToken(email, () => apiGetPage<T>(path, { auth: true }));
}

/** A bearer POST, PUT, PATCH or DELETE. */
export function sendWithAccessToken<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  email: string,
  options: Omit<RequestOptions, 'auth' | 'method'> = {},
): Promise<T> {
  return withAccessToken(email, () => apiSend<T>(method, path, { ...options, auth: true }));
}
