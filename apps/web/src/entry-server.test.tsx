import { waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './app/browser-router';
import { AppProviders } from './app/providers';
import { type ApiTransport, type PrerenderedPage, prerender, storefrontPage } from './entry-server';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';
import { makeCategory, makeProduct } from './test/fixtures';
import { json, mockApi } from './test/mock-api';

const phones = [
  makeProduct({ _id: 'p1', productName: 'Pixel 8 Pro', sellingPrice: 499.5 }),
  makeProduct({ _id: 'p2', productName: 'Galaxy S23' }),
];
const apple = makeCategory({ _id: 'apple', name: 'Apple' });

/** The API as the server's in-process transport answers it. */
function transport(routes: Record<string, () => Response>): ApiTransport & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (url: string) => {
    calls.push(url);
    const route = routes[new URL(url, 'http://x').pathname];
    return route ? route() : json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
  return Object.assign(fn, { calls });
}

const storefront = () =>
  transport({
    '/api/allproducts': () => json(phones, { nextCursor: 'page-2' }),
    '/api/advertisement': () => json(phones),
    '/api/categories': () => json([apple]),
    '/api/categories/apple': () => json([phones[0]]),
    '/api/stats': () => json({ listings: 2, sellers: 1, verifiedSellers: 1, sales: 0 }),
  });

/** index.html's body as the server fills its slots with a prerendered page. */
function loadPage(path: string, page: PrerenderedPage | undefined) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${page?.html ?? ''}</div>${page?.state ?? ''}`;
  return document.getElementById('root') as HTMLElement;
}

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('storefront prerender (decision 018)', () => {
  it('When All Products is prerendered, then its cards, title and data are in the HTML', async () => {
    const api = storefront();
    const page = await prerender('/all-products', api);

    expect(page?.head).toContain('<title>All Products - PhoneBazaar</title>');
    expect(page?.head).toContain('rel="preload"');
    // The hoisted tags went to head; the markup is the rest.
    expect(page?.html).not.toContain('<title>');
    expect(page?.html).toContain('Pixel 8 Pro');
    expect(page?.html).toContain('$499.50');
    expect(page?.state).toMatch(/^<script type="application\/json" id="pb-prerendered">/);
    expect(page?.staleAt).toBeUndefined();
    // The filter counts beside the list (issue #17) are drawn with it.
    expect(api.calls).toEqual(['/api/allproducts?limit=12', '/api/search?limit=1']);
  });

  it('When the browser adopts a prerendered page, then React keeps its elements and reports no mismatch', async () => {
    const page = await prerender('/all-products', storefront());
    const root = loadPage('/all-products', page);
    const card = root.querySelector('article');
    expect(card).not.toBeNull();

    const state = readPrerenderState();
    expect(state).toBeDefined();
    // The session check the adopted page makes once it is live.
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

    // Signed out: the visitor's actions (Book now and the heart, issue #20) replace the
    // placeholders the server drew.
    await waitFor(() => expect(root.querySelectorAll('article a[href="/login"]')).toHaveLength(4));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(root.querySelector('article')).toBe(card);
    expect(router.state.initialized).toBe(true);
  });

  it('When a product name carries markup, then the embedded data cannot end its script element', async () => {
    const hostile = makeProduct({ productName: '</script><script>alert(1)</script> & \u2028' });
    const page = await prerender(
      '/all-products',
      transport({ '/api/allproducts': () => json([hostile]) }),
    );
    const data = page?.state.split('id="pb-prerendered">')[1] ?? '';
    expect(data.indexOf('</script>')).toBe(data.length - '</script>'.length);
    loadPage('/all-products', page);
    expect(readPrerenderState()?.queries[0]?.data).toMatchObject({
      pages: [{ items: [{ productName: hostile.productName }] }],
    });
  });

  it('When a page has been drawn, then its query cache leaves no timers behind (the server draws again after every write)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await prerender('/', storefront())).toBeDefined();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('When renders run side by side, then each reads through its own API client', async () => {
    const all = storefront();
    const other = transport({
      '/api/allproducts': () => json([makeProduct({ _id: 'p9', productName: 'Nokia 3310' })]),
    });
    const [first, second] = await Promise.all([
      prerender('/all-products', all),
      prerender('/all-products', other),
    ]);
    expect(first?.html).toContain('Pixel 8 Pro');
    expect(second?.html).toContain('Nokia 3310');
    expect(second?.html).not.toContain('Pixel 8 Pro');
    expect(all.calls).toEqual(['/api/allproducts?limit=12', '/api/search?limit=1']);
    expect(other.calls).toEqual(['/api/allproducts?limit=12', '/api/search?limit=1']);
  });

  it('When a list says when it expires (a shown hold lapses), then the page says when it turns stale', async () => {
    const soon = new Date(Date.now() + 90_000);
    soon.setMilliseconds(0);
    const page = await prerender(
      '/all-products',
      transport({
        '/api/allproducts': () => {
          const res = json(phones);
          res.headers.set('expires', soon.toUTCString());
          return res;
        },
      }),
    );
    expect(page?.staleAt).toBe(soon.getTime());
  });

  it('When addresses are asked about, then only the three storefront pages are storefront pages', () => {
    expect(storefrontPage('/?utm=x')).toBe('/');
    expect(storefrontPage('/all-products/')).toBe('/all-products');
    expect(storefrontPage('/categories/abc?x=1')).toBe('/categories/abc');
    expect(storefrontPage('/categories/abc/x')).toBeUndefined();
    expect(storefrontPage('/dashboard')).toBeUndefined();
    expect(storefrontPage('/api/categories')).toBeUndefined();
  });

  it('When a category is unknown or a page is not a storefront page, then nothing is prerendered', async () => {
    const api = storefront();
    expect(await prerender('/categories/nope', api)).toBeUndefined();
    expect(await prerender('/dashboard/myorder', api)).toBeUndefined();
    expect(await prerender('/categories/apple', api)).toBeDefined();
  });
});
