import type { Review, SellerProfile } from '@phonebazaar/shared';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './app/browser-router';
import { AppProviders } from './app/providers';
import { type ApiTransport, prerender, storefrontPage } from './entry-server';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';
import { makeProduct } from './test/fixtures';
import { json, mockApi } from './test/mock-api';

const profile: SellerProfile = {
  id: 'u-1',
  name: 'Arif <Hossain>',
  image: 'https://shop.example/images/arif.webp',
  verified: true,
  trusted: false,
  memberSince: '2023-01-10T00:00:00.000Z',
  completedSales: 7,
  rating: { average: 4.5, count: 2 },
  asDescribedShare: 1,
  listings: [makeProduct({ productName: 'Pixel 8 Pro', sellerId: 'u-1' })],
};
const review: Review = {
  id: 'r-1',
  bookingId: 'b-1',
  author: { id: 'u-2', name: 'Sadia', image: '' },
  subjectId: 'u-1',
  authorRole: 'buyer',
  stars: 5,
  tags: ['as_described'],
  text: 'Exactly as described.',
  productName: 'Pixel 7',
  reply: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-02T10:00:00.000Z',
};

/** The API as the prerenderer reaches it: the profile, its reviews, or a 404. */
const api: ApiTransport = async (path) => {
  if (path.startsWith('/api/sellers/u-1/reviews'))
    return json({ items: [review], nextCursor: null });
  if (path === '/api/sellers/u-1') return json(profile);
  return json({ message: 'No such seller', code: 'SELLER_NOT_FOUND' }, { status: 404 });
};

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe("a seller's profile is prerendered (issue #19)", () => {
  it('When a profile is drawn, then its head has the title and description and its body the figures and reviews', async () => {
    const page = await prerender('/sellers/u-1', api);
    const head = page?.head ?? '';
    expect(head).toContain('<title>Arif &lt;Hossain&gt; - PhoneBazaar</title>');
    expect(head).toMatch(
      /<meta name="description" content="Arif &lt;Hossain&gt; on PhoneBazaar: 7 completed sales, rated 4.5 out of 5/,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/images/arif.webp"/>',
    );
    const html = page?.html ?? '';
    expect(html).toContain('Pixel 8 Pro');
    expect(html).toContain('Exactly as described.');
  });

  it('When the browser adopts a drawn profile, then React keeps its elements and reports no mismatch', async () => {
    const page = await prerender('/sellers/u-1', api);
    window.history.replaceState(null, '', '/sellers/u-1');
    document.body.innerHTML = `<div id="root">${page?.html ?? ''}</div>${page?.state ?? ''}`;
    const root = document.getElementById('root') as HTMLElement;
    const heading = root.querySelector('h1');
    mockApi({ '/api/auth/get-session': () => json(null) });
    const state = readPrerenderState();
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
    await vi.waitFor(() => expect(root.querySelector('a[href="/login"]')).not.toBeNull());
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('When the seller is unknown, then nothing is drawn; a profile is a storefront page, its subpaths are not', async () => {
    expect(await prerender('/sellers/u-9', api)).toBeUndefined();
    expect(storefrontPage('/sellers/u-1?ref=x')).toBe('/sellers/u-1');
    expect(storefrontPage('/sellers/u-1/reviews')).toBeUndefined();
  });
});
