import {
  CONFIRM_TEXTS,
  LISTING_REVIEW_TEXTS,
  type OwnProduct,
  SELLING_TEXTS,
  TEXTS,
} from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

const S = SELLING_TEXTS;
const R = LISTING_REVIEW_TEXTS.own;
const seller: FakeAccount = { email: 'sam@example.test', name: 'Sam Seller', role: 'seller' };

function own(overrides: Partial<OwnProduct>): OwnProduct {
  return {
    ...makeProduct({ sellerEmail: seller.email, ...overrides }),
    sellerPhone: '+8801712345678',
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A seller's listings kept in memory, answering the selling calls as the server would. */
function renderMyProducts(initial: OwnProduct[], options: { failFirst?: boolean } = {}) {
  let listings = [...initial];
  let failures = options.failFirst ? 1 : 0;
  const calls: Call[] = [];
  const server = fakeIdentityServer([seller], seller.email);
  const handlers: Parameters<typeof mockApi>[0] = {
    ...server.handlers,
    ...pageData,
    '/api/product': (url) => {
      calls.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: null });
      if (failures > 0) {
        failures -= 1;
        return json({ message: 'Database unavailable', code: 'UNAVAILABLE' }, { status: 503 });
      }
      const cursor = url.searchParams.get('cursor');
      const limit = Number(url.searchParams.get('limit'));
      const start = cursor ? Number(cursor) : 0;
      const page = listings.slice(start, start + limit);
      const next = start + limit < listings.length ? String(start + limit) : undefined;
      return json(page, { nextCursor: next });
    },
  };
  for (const listing of initial) {
    handlers[`/api/product/${listing._id}`] = (url, init) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ method, path: url.pathname, body });
      if (method === 'DELETE') {
        listings = listings.filter((l) => l._id !== listing._id);
        return json({ acknowledged: true, deletedCount: 1 });
      }
      const index = listings.findIndex((l) => l._id === listing._id);
      const current = listings[index] as OwnProduct;
      if (method === 'PUT') {
        listings[index] = { ...current, advertisement: true };
        return json({ acknowledged: true, modifiedCount: current.advertisement ? 0 : 1 });
      }
      listings[index] = { ...current, ...body };
      return json({ acknowledged: true, modifiedCount: 1 });
    };
  }
  mockApi(handlers);
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myproduct'],
    session: 'server',
  });
  return { ...view, calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

const row = (name: string) => screen.findByRole('article', { name });
const buttonNames = (article: HTMLElement) =>
  within(article)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('My Products', () => {
  it('When listings differ in state, then each shows its state and only the actions it allows', async () => {
    renderMyProducts([
      own({ productName: 'Plain phone' }),
      own({ productName: 'Advertised phone', advertisement: true }),
      own({ productName: 'Booked phone', booking: true }),
      own({ productName: 'Sold phone', sold: true, advertisement: true }),
    ]);

    const plain = await row('Plain phone');
    expect(document.title).toBe('My Products - PhoneBazaar');
    expect(within(plain).getByRole('list', { name: 'Listing status' })).toHaveTextContent(
      TEXTS.badges.available,
    );
    expect(buttonNames(plain)).toEqual([S.edit, S.advertise, S.delete]);

    const advertised = await row('Advertised phone');
    // The spec's word is Advertisement (spec §2), not Advertised (issue #23 item 8).
    expect(within(advertised).getByText(TEXTS.badges.advertisement)).toBeInTheDocument();
    expect(within(advertised).queryByText('Advertised')).not.toBeInTheDocument();
    expect(buttonNames(advertised)).toEqual([S.edit, S.delete]);

    const booked = await row('Booked phone');
    expect(within(booked).getByText(TEXTS.badges.booked)).toBeInTheDocument();
    expect(buttonNames(booked)).toEqual([S.edit, S.advertise, S.delete]);

    const sold = await row('Sold phone');
    // Sold is the spec's banner across the photo, not one more pill beside the others.
    expect(within(sold).getByText(TEXTS.badges.sold)).toBeInTheDocument();
    expect(within(sold).queryByRole('list', { name: 'Listing status' })).not.toBeInTheDocument();
    expect(within(sold).getByRole('img', { name: 'Sold phone' }).parentElement).toHaveTextContent(
      TEXTS.badges.sold,
    );
    expect(within(sold).queryByText(TEXTS.badges.advertisement)).not.toBeInTheDocument();
    expect(buttonNames(sold)).toEqual([S.delete]);
    expect(within(plain).getByText('$650')).toBeInTheDocument();
  });

  it('When Advertise is confirmed, then the listing is advertised and the spec toast shows', async () => {
    const { user, writes } = renderMyProducts([own({ _id: 'p-ad', productName: 'Pixel 7' })]);
    const item = await row('Pixel 7');
    await user.click(within(item).getByRole('button', { name: `${S.advertise} Pixel 7` }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.advertise.title });
    expect(dialog).toHaveTextContent('Are you sure you want to advertise Pixel 7?');
    await user.click(within(dialog).getByRole('button', { name: 'Advertise' }));

    expect(await screen.findByText(TEXTS.toast.advertised)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/product/p-ad', body: null }]);
    await waitFor(() =>
      expect(within(item).getByText(TEXTS.badges.advertisement)).toBeInTheDocument(),
    );
    expect(buttonNames(item)).toEqual([S.edit, S.delete]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When Delete is cancelled, then nothing is sent; when confirmed, the listing leaves the list', async () => {
    const { user, writes } = renderMyProducts([
      own({ _id: 'p-del', productName: 'Old phone' }),
      own({ productName: 'Kept phone' }),
    ]);
    const item = await row('Old phone');
    await user.click(within(item).getByRole('button', { name: `${S.delete} Old phone` }));
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(item).getByRole('button', { name: `${S.delete} Old phone` }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: CONFIRM_TEXTS.deleteProduct.action,
      }),
    );
    expect(await screen.findByText(TEXTS.toast.productDeleted)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/product/p-del', body: null }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Old phone' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Kept phone' })).toBeInTheDocument();
  });

  it('When the price and description are edited, then both are sent and the row updates', async () => {
    const { user, writes } = renderMyProducts([
      own({ _id: 'p-ed', productName: 'Galaxy S21', sellingPrice: 400, description: 'Good' }),
    ]);
    const item = await row('Galaxy S21');
    await user.click(within(item).getByRole('button', { name: `${S.edit} Galaxy S21` }));
    const dialog = screen.getByRole('dialog', { name: `${S.edit} Galaxy S21` });
    const price = within(dialog).getByLabelText('Selling price');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Selling price is required')).toBeInTheDocument();

    await user.type(price, '375.5');
    await user.type(within(dialog).getByLabelText('Description'), ', with case');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(S.edited)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/product/p-ed',
        body: { sellingPrice: 375.5, description: 'Good, with case' },
      },
    ]);
    await waitFor(() => expect(within(item).getByText('$375.50')).toBeInTheDocument());
  });

  it('When the seller has no listings, then the empty state links to Add Product', async () => {
    renderMyProducts([]);
    const empty = (await screen.findByText(S.noListings)).parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: TEXTS.titles.addProduct })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
  });

  it('When the list fails to load, then Retry loads it', async () => {
    const { user } = renderMyProducts([own({ productName: 'Pixel 6' })], { failFirst: true });
    expect(await screen.findByText("We couldn't load your listings.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Pixel 6')).toBeInTheDocument();
  });

  it('When there are more listings than a page, then Load more fetches the next page', async () => {
    const many = Array.from({ length: 21 }, (_, i) => own({ productName: `Phone ${i + 1}` }));
    const { user, calls } = renderMyProducts(many);
    await row('Phone 20');
    expect(screen.queryByRole('article', { name: 'Phone 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('Phone 21')).toBeInTheDocument();
    const gets = calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(gets[0]).toBe(`/api/product?email=${encodeURIComponent(seller.email)}&limit=20`);
    expect(gets.at(-1)).toContain('cursor=20');
  });

  it('When a listing waits for review or was rejected, then it says so, with the reason, note and Edit and resubmit', async () => {
    const { user, writes } = renderMyProducts([
      own({
        productName: 'Held phone',
        review: { state: 'pending_review', queued: true },
        listingCode: 'K7Q2MX',
      }),
      own({
        _id: 'p-rej',
        productName: 'Rejected phone',
        sellingPrice: 400,
        review: {
          state: 'rejected',
          queued: false,
          rejectReason: 'misleading_photos',
          rejectNote: 'Please photograph your own phone.',
        },
      }),
    ]);
    const held = await row('Held phone');
    const heldStates = within(held).getByRole('list', { name: 'Listing status' });
    expect(heldStates).toHaveTextContent(R.pending);
    expect(heldStates).not.toHaveTextContent(TEXTS.badges.available);
    // Nobody can see it yet, so there is nothing to advertise.
    expect(buttonNames(held)).toEqual([R.selfTest, R.changeCode, S.edit, S.delete]);
    expect(within(held).getByText('K7Q2MX')).toBeInTheDocument();

    const rejected = await row('Rejected phone');
    expect(within(rejected).getByRole('list', { name: 'Listing status' })).toHaveTextContent(
      R.rejected,
    );
    expect(
      within(rejected).getByText(
        R.rejectedBecause(LISTING_REVIEW_TEXTS.rejectReasons.misleading_photos),
      ),
    ).toBeInTheDocument();
    expect(within(rejected).getByText(/Please photograph your own phone\./)).toBeInTheDocument();
    await user.click(
      within(rejected).getByRole('button', { name: R.resubmitOf('Rejected phone') }),
    );
    const dialog = screen.getByRole('dialog', { name: `${S.edit} Rejected phone` });
    const price = within(dialog).getByLabelText('Selling price');
    await user.clear(price);
    await user.type(price, '390');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(R.resubmitted)).toBeInTheDocument();
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: '/api/product/p-rej', body: { sellingPrice: 390 } },
    ]);
  });
});
