import { type ApiError, NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { readAccessToken } from './access-token';

/** An API failure with the server's stable code and message (product-decisions §7). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** The whole error body, for answers that say more than message and code (a 410's sold). */
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Sends the stored access token as a bearer token. */
  auth?: boolean;
  /** The query client the call is made for (a query function's `client`): its transport. */
  client?: QueryClient;
}

/** Answers one API call; the browser's is fetch. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiTransport = (url, init) => fetch(url, init);
// The server's prerenderer (entry-server.tsx) answers API calls in-process: each render's own
// query client carries the transport of that render, so renders never share one.
const transports = new WeakMap<QueryClient, ApiTransport>();

/** API calls made for `client`'s queries go through `transport` instead of fetch. */
export function bindApiTransport(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

async function request(
  path: string,
  { body, auth, headers, client, ...init }: RequestOptions = {},
) {
  const finalHeaders = new Headers(headers);
  if (body !== undefined && !(body instanceof FormData)) {
    finalHeaders.set('content-type', 'application/json');
  }
  if (auth) {
    const token = readAccessToken();
    if (token) finalHeaders.set('authorization', `Bearer ${token}`);
  }
  const transport = (client && transports.get(client)) ?? browserFetch;
  const response = await transport(`/api${path}`, {
    ...init,
    headers: finalHeaders,
    credentials: 'same-origin',
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ApiRequestError(
      response.status,
      payload?.code ?? 'HTTP_ERROR',
      payload?.message ?? `Request failed (${response.status}).`,
      payload?.fieldErrors,
      payload ?? undefined,
    );
  }
  return response;
}

export async function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await request(path, { ...options, method: 'GET' })).json() as Promise<T>;
}

/** A page of a list endpoint: the items and the cursor of the next page, if any. */
export async function apiGetPage<T>(path: string, options?: RequestOptions) {
  const response = await request(path, { ...options, method: 'GET' });
  return {
    items: (await response.json()) as T[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
  };
}

/** An answer whose next page's cursor is in a header beside the body (`GET /api/search`). */
export async function apiGetWithCursor<T>(path: string, options?: RequestOptions) {
  const response = await request(path, { ...options, method: 'GET' });
  return {
    body: (await response.json()) as T,
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
  };
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options?: RequestOptions,
): Promise<T> {
  return (await request(path, { ...options, method })).json() as Promise<T>;
}
