import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './app/browser-router';
import { AppProviders } from './app/providers';
import { type ApiTransport, prerender, storefrontPage } from './entry-server';
import { readPrerenderState, seedQueries } from './lib/prerender-state';
import { createQueryClient } from './lib/query-client';
import { makeListing } from './test/listings';
import { json, mockApi } from './test/mock-api';

const phone = makeListing({
  _id: 'l-1',
  productName: 'Pixel 8 Pro',
  sellingPrice: 450.5,
  description: 'Like new </script><script>alert(1)</script> & boxed',
  productImg: 'https://shop.example/images/cover.webp',
  photos: ['https://shop.example/images/cover.webp', 'https://shop.example/images/back.webp'],
});

const api =
  (answer: () => Response): ApiTransport =>
  async () =>
    answer();

/** The JSON-LD block of a drawn page, as a crawler parses it. */
function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe("a listing's page is prerendered (issue #16)", () => {
  it('When a listing is drawn, then its head has the title, description, canonical URL and Open Graph tags', async () => {
    const page = await prerender(
      '/listings/l-1',
      api(() => json(phone)),
    );
    const head = page?.head ?? '';
    expect(head).toContain('<title>Pixel 8 Pro - PhoneBazaar</title>');
    expect(head).toMatch(/<meta name="description" content="Pixel 8 Pro for \$450\.50 [^"]*"\/>/);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/listings/l-1"/>');
    expect(head).toContain('<meta property="og:title" content="Pixel 8 Pro"/>');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/images/cover.webp"/>',
    );
    expect(head).toContain('<meta property="og:url" content="https://shop.example/listings/l-1"/>');
    expect(head).toContain('<meta property="og:description"');
    // The first photo is the page's largest paint: fetched first.
    expect(head).toContain('rel="preload"');
    expect(page?.html).not.toContain('<title>');
    expect(page?.html).toContain('<h1 id="listing-name"');
  });

  it('When a listing is drawn, then its JSON-LD is a schema.org Product with an Offer, and its text cannot end the script', async () => {
    const page = await prerender(
      '/listings/l-1',
      api(() => json(phone)),
    );
    const html = page?.html ?? '';
    const block = html.split('<script type="application/ld+json">')[1] ?? '';
    // Nothing before the block's first </script> could end or confuse it, and what it holds
    // parses back to the whole description (below): that first </script> is its own end.
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/[<>&]/);
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pixel 8 Pro',
      image: phone.photos,
      description: phone.description,
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/listings/l-1',
        price: '450.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it('When the browser adopts a drawn listing, then React keeps its elements and reports no mismatch', async () => {
    const page = await prerender(
      '/listings/l-1',
      api(() => json(phone)),
    );
    window.history.replaceState(null, '', '/listings/l-1');
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

  it('When a listing is sold, deleted or unknown, then nothing is drawn and the browser shows why', async () => {
    const gone = () =>
      json(
        { message: 'Sold', code: 'LISTING_GONE', sold: true, categoriesId: 'c' },
        { status: 410 },
      );
    const missing = () => json({ message: 'No', code: 'LISTING_NOT_FOUND' }, { status: 404 });
    expect(await prerender('/listings/l-2', api(gone))).toBeUndefined();
    expect(await prerender('/listings/l-3', api(missing))).toBeUndefined();
  });

  it("When addresses are asked about, then a listing's page is a storefront page and its subpaths are not", () => {
    expect(storefrontPage('/listings/l-1?utm=x')).toBe('/listings/l-1');
    expect(storefrontPage('/listings/l-1/')).toBe('/listings/l-1');
    expect(storefrontPage('/listings')).toBeUndefined();
    expect(storefrontPage('/listings/l-1/edit')).toBeUndefined();
  });
});
