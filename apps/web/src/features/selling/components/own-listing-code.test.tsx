import { LISTING_REVIEW_TEXTS, type OwnProduct } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { seller } from '../test/add-product-harness';

const R = LISTING_REVIEW_TEXTS.own;
const LINK = 'http://localhost/check/K7Q2MX#t=tok-abc';

/** My Products with one listing; the link and code calls are recorded as the server gets them. */
function renderCode() {
  let listing = {
    ...makeProduct({ _id: 'p-code', productName: 'Pixel 8', sellerEmail: seller.email }),
    sellerPhone: '+8801712345678',
    listingCode: 'K7Q2MX',
  } as OwnProduct;
  const posts: string[] = [];
  const server = fakeIdentityServer([seller], seller.email);
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/product': () => json([listing]),
    '/api/product/p-code/self-test-link': (url, init) => {
      posts.push(`${init.method} ${url.pathname}`);
      return json({ url: LINK, expiresAt: '2026-11-29T05:00:00.000Z' });
    },
    '/api/product/p-code/listing-code': (url, init) => {
      posts.push(`${init.method} ${url.pathname}`);
      listing = { ...listing, listingCode: 'ZX9P4B' };
      return json({ listingCode: 'ZX9P4B' });
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myproduct'],
    session: 'server',
  });
  return { ...view, posts };
}

describe('My Products: the self-test link and the listing code (issue #36)', () => {
  it('When the seller asks to test the phone, then the single-use link shows as a link and a QR code drawn in the page', async () => {
    const { user, posts } = renderCode();
    const row = await screen.findByRole('article', { name: 'Pixel 8' });
    await user.click(within(row).getByRole('button', { name: R.selfTestOf('Pixel 8') }));
    const panel = await within(row).findByRole('region', { name: R.selfTestLink });
    expect(within(panel).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(panel).getByText(R.selfTestHint)).toBeInTheDocument();
    const qr = await within(panel).findByRole('img', { name: R.selfTestQrAlt('Pixel 8') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(posts).toEqual(['POST /api/product/p-code/self-test-link']);
  });

  it('When the seller changes the code and confirms, then the new code shows and the old link is gone', async () => {
    const { user, posts } = renderCode();
    const row = await screen.findByRole('article', { name: 'Pixel 8' });
    await user.click(within(row).getByRole('button', { name: R.selfTestOf('Pixel 8') }));
    await within(row).findByRole('region', { name: R.selfTestLink });
    await user.click(within(row).getByRole('button', { name: R.changeCodeOf('Pixel 8') }));
    const confirm = within(row).getByRole('group', { name: R.changeCodeOf('Pixel 8') });
    expect(confirm).toHaveTextContent(R.changeCodeConfirm);
    await user.click(within(confirm).getByRole('button', { name: R.changeCodeYes }));
    expect(await screen.findByText(R.codeChanged('ZX9P4B'))).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('ZX9P4B')).toBeInTheDocument());
    expect(within(row).queryByRole('region', { name: R.selfTestLink })).toBeNull();
    expect(posts).toEqual([
      'POST /api/product/p-code/self-test-link',
      'POST /api/product/p-code/listing-code',
    ]);
  });
});
