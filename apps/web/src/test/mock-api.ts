import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A JSON reply as the server sends it, optionally with the next page cursor. */
export function json(body: unknown, init: { status?: number; nextCursor?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.nextCursor) headers.set(NEXT_CURSOR_HEADER, init.nextCursor);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/**
 * Replaces fetch with a router keyed by API path ("/api/categories"). Unknown paths fail
 * loudly so a test never silently depends on a call it did not declare.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
    const handler = handlers[url.pathname];
    if (!handler) throw new Error(`Unexpected request: ${url.pathname}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, pathname: string) {
  return fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), 'http://test').pathname.endsWith(pathname),
  );
}
