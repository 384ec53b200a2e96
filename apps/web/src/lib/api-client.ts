import { type ApiError, NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import { readAccessToken } from './access-token';

/** An API failure with the server's stable code and message (product-decisions §7). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Sends the stored access token as a bearer token. */
  auth?: boolean;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where API calls go. The browser uses fetch; the server's prerenderer (entry-server.tsx)
 * answers them in-process while it renders a storefront page.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function request(path: string, { body, auth, headers, ...init }: RequestOptions = {}) {
  const finalHeaders = new Headers(headers);
  if (body !== undefined && !(body instanceof FormData)) {
    finalHeaders.set('content-type', 'application/json');
  }
  if (auth) {
    const token = readAccessToken();
    if (token) finalHeaders.set('authorization', `Bearer ${token}`);
  }
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

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options?: RequestOptions,
): Promise<T> {
  return (await request(path, { ...options, method })).json() as Promise<T>;
}
