import type { SearchResult } from '@phonebazaar/shared';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './app/browser-router';
import { AppProviders } from './app/providers';
import { type ApiTransport, prerender, storefrontPage } from './entry-server';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';
import { makeCategory, makeProduct } from './test/fixtures';
import { json, mockApi } from './test/mock-api';

const appleId = '0b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f';
const apple = makeCategory({ _id: appleId, name: 'Apple' });

function answer(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    items: [makeProduct({ _id: 's1', productName: 'Pixel 7 128GB Obsidian' })],
    total: 1,
    facets: {
      category: [{ value: appleId, count: 1, label: 'Apple' }],
      model: [],
      storage: [{ value: '128', count: 1 }],
      condition: [{ value: 'Good', count: 1 }],
      area: [{ value: 'Dhaka', count: 1 }],
      variant: [],
    },
    ...overrides,
  };
}

/** The API as the server's in-process transport answers it, recording each call. */
function transport(routes: Record<string, (url: URL) => Response>) {
  const calls: string[] = [];
  const fn: ApiTransport = async (url) => {
    calls.push(url);
    const parsed = new URL(url, 'http://x');
    const route = routes[parsed.pathname];
    return route
      ? route(parsed)
      : json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
  return Object.assign(fn, { calls });
}

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('search pages are prerendered (issue #17)', () => {
  it('When search addresses are asked about, then each is keyed by its normalized search', () => {
    expect(storefrontPage('/search?q=pixel+7')).toBe('/search?q=pixel%207');
    expect(storefrontPage('/search?sort=price_asc&q=pixel%207&utm_source=x')).toBe(
      '/search?q=pixel%207&sort=price_asc',
    );
    expect(storefrontPage('/search')).toBe('/search');
    // A list keeps its filters and sort; text and unknown keys are not part of a list.
    expect(storefrontPage('/all-products?area=Dhaka&q=x&utm=1')).toBe('/all-products?area=Dhaka');
    expect(storefrontPage(`/categories/${appleId}?category=${appleId}&sort=newest`)).toBe(
      `/categories/${appleId}`,
    );
    expect(storefrontPage('/listings/l-1?area=Dhaka')).toBe('/listings/l-1');
    expect(storefrontPage('/search/x')).toBeUndefined();
  });

  it('When a search is drawn, then its head has the title and noindex, and its cards are in the HTML', async () => {
    const api = transport({ '/api/search': () => json(answer(), { nextCursor: 'c2' }) });
    const page = await prerender('/search?q=pixel+7&area=Dhaka', api);

    expect(page?.head).toContain('<title>Search &quot;pixel 7&quot; - PhoneBazaar</title>');
    expect(page?.head).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page?.html).not.toContain('<meta');
    expect(page?.html).toContain('Pixel 7 128GB Obsidian');
    expect(page?.html).toContain('1 result');
    // The search box shows what was searched, before any script runs.
    expect(page?.html).toMatch(/<input[^>]*name="q"[^>]*value="pixel 7"/);
    expect(api.calls).toEqual(['/api/search?q=pixel%207&area=Dhaka&limit=24']);
  });

  it('When a list is filtered, then it is drawn from the search; unfiltered, from its own list', async () => {
    const api = transport({
      '/api/search': () => json(answer()),
      '/api/categories': () => json([apple]),
      [`/api/categories/${appleId}`]: () => json([makeProduct({ productName: 'iPhone 13' })]),
    });
    const filtered = await prerender(`/categories/${appleId}?sort=price_asc`, api);
    expect(filtered?.head).toContain('noindex, follow');
    expect(filtered?.html).toContain('Pixel 7 128GB Obsidian');
    expect(api.calls).toEqual([
      `/api/search?category=${appleId}&sort=price_asc&limit=12`,
      '/api/categories',
    ]);

    api.calls.length = 0;
    const plain = await prerender(`/categories/${appleId}`, api);
    expect(plain?.head).not.toContain('noindex');
    expect(plain?.html).toContain('iPhone 13');
    expect(api.calls).toContain(`/api/search?category=${appleId}&limit=1`);
  });

  it('When the browser adopts a prerendered search, then React keeps its elements and reports no mismatch', async () => {
    const api = transport({ '/api/search': () => json(answer()) });
    const page = await prerender('/search?q=pixel%207', api);
    window.history.replaceState(null, '', '/search?q=pixel%207');
    document.body.innerHTML = `<div id="root">${page?.html ?? ''}</div>${page?.state ?? ''}`;
    const root = document.getElementById('root') as HTMLElement;
    const card = root.querySelector('article');
    expect(card).not.toBeNull();

    const state = readPrerenderState();
    mockApi({ '/api/auth/get-session': () => json(null) });
    const client = createQueryClient();
    seedQueries(client, state?.queries ?? []);
    const router = await createAppRouter(client, state?.router);
    const onRecoverableError = vi.fn();
    mounted = hydrateRoot(
      root,
      <StrictMode>
        <AppProviders client={client} navigate={(to) => router.navigate(to)}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError },
    );
    await vi.waitFor(() => expect(root.querySelector('article a[href="/login"]')).not.toBeNull());
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(root.querySelector('article')).toBe(card);
  });

  it('When a filtered category is unknown, then nothing is prerendered', async () => {
    const api = transport({
      '/api/search': () => json(answer({ items: [], total: 0 })),
      '/api/categories': () => json([apple]),
    });
    const other = '1b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f';
    expect(await prerender(`/categories/${other}?area=Dhaka`, api)).toBeUndefined();
  });
});
