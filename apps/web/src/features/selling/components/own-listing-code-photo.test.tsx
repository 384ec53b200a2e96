import { LISTING_REVIEW_TEXTS, type OwnProduct } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { png, seller } from '../test/add-product-harness';

const R = LISTING_REVIEW_TEXTS.own;

/** My Products with one listing; the code photo's PUT answers `reply` and is recorded. */
function renderCodePhoto(reply: () => Response) {
  let listing = {
    ...makeProduct({ _id: 'p-code', productName: 'Pixel 8', sellerEmail: seller.email }),
    sellerPhone: '+8801712345678',
    listingCode: 'K7Q2MX',
  } as OwnProduct;
  const sent: unknown[] = [];
  const server = fakeIdentityServer([seller], seller.email);
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/product': () => json([listing]),
    '/api/product/p-code/verification-photo': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { photo: string };
      sent.push({ method: init.method, body });
      const res = reply();
      if (res.ok) listing = { ...listing, verificationPhoto: `http://localhost${body.photo}` };
      return res;
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myproduct'],
    session: 'server',
  });
  return { ...view, sent };
}

describe('My Products: the photo of the listing code (issue #21)', () => {
  it('When the seller picks a photo of the code, then it is uploaded, attached, confirmed and shown', async () => {
    const upload = mockUpload({ url: '/images/code.webp' });
    const { user, sent } = renderCodePhoto(() => json({ acknowledged: true, modifiedCount: 1 }));
    const row = await screen.findByRole('article', { name: 'Pixel 8' });
    expect(within(row).queryByRole('img', { name: R.codePhotoAlt('K7Q2MX') })).toBeNull();

    await user.upload(within(row).getByLabelText(R.codePhoto), png('code.png'));

    expect(await screen.findByText(R.codePhotoSaved)).toBeInTheDocument();
    expect(upload.uploads.map((u) => u.file?.name)).toEqual(['code.png']);
    expect(sent).toEqual([{ method: 'PUT', body: { photo: '/images/code.webp' } }]);
    const shown = await within(row).findByRole('img', { name: R.codePhotoAlt('K7Q2MX') });
    expect(shown).toHaveAttribute('src', 'http://localhost/images/code.webp');
    expect(within(row).getByLabelText(R.codePhotoReplace)).toBeInTheDocument();
  });

  it('When the server refuses the photo, then the seller is told and nothing is shown', async () => {
    mockUpload({ url: '/images/code.webp' });
    const { user } = renderCodePhoto(() =>
      json(
        { message: 'Upload the photo first; only uploaded images can be used', code: 'X' },
        { status: 400 },
      ),
    );
    const row = await screen.findByRole('article', { name: 'Pixel 8' });
    await user.upload(within(row).getByLabelText(R.codePhoto), png('code.png'));
    expect(await screen.findByText(/only uploaded images can be used/)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByLabelText(R.codePhoto)).toBeEnabled());
    expect(within(row).queryByRole('img', { name: R.codePhotoAlt('K7Q2MX') })).toBeNull();
  });
});
