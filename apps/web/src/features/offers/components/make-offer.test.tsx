import { OFFERS_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import {
  type FakeAccount,
  fakeIdentityServer,
  marketplaceIdOf,
  pageData,
} from '../../../test/fake-identity';
import { makeListing } from '../../../test/listings';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { makeOffer } from '../test/fake-offers';

const T = OFFERS_TEXTS;
const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Rahim' };
const seller: FakeAccount = { email: 'seller@example.test', name: 'Sadia', role: 'seller' };
const listing = makeListing({
  _id: 'l1',
  productName: 'Pixel 8',
  sellerId: 'u-seller',
  sellingPrice: 400,
  modelId: '11111111-1111-4111-8111-111111111111',
  storageGb: 128,
  variant: null,
  productCondition: 'Good',
});

function openListing(
  signedIn: string | null,
  over: Partial<typeof listing> = {},
  guide: () => Response = () =>
    json({
      basis: 'exact',
      band: { median: 330, p25: 310, p75: 350, count: 7, lastSaleAt: '2030-02-01T00:00:00Z' },
      exactCount: 7,
    }),
) {
  const server = fakeIdentityServer([buyer, seller], signedIn);
  const fetchMock = mockApi({
    ...server.handlers,
    ...pageData,
    '/api/listings/l1': () => json({ ...listing, ...over }),
    '/api/price-guide': guide,
    '/api/offers': () => json(makeOffer({ role: 'buyer' })),
    '/api/conversations': () => json({ items: [], nextCursor: null, unread: 0 }),
    '/api/favourites/ids': () => json([]),
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/listings/l1'],
    session: 'server',
  });
  return { ...view, fetchMock };
}

describe('Make an offer (issue #20)', () => {
  it('When a buyer offers within the range, then the offer is sent with phone and meeting place, and the band shows', async () => {
    const { user, fetchMock, router } = openListing(buyer.email);
    await user.click(await screen.findByRole('button', { name: T.makeOffer }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle('Pixel 8') });
    expect(within(dialog).getByText(T.range(200, 396))).toBeInTheDocument();
    expect(await within(dialog).findByText(T.guideBand(310, 350, 7))).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(T.labels.amount), '150');
    await user.type(within(dialog).getByLabelText(T.labels.phone), '+880 1712-345678');
    await user.type(within(dialog).getByLabelText(T.labels.meetingLocation), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(T.outOfRange(200, 396))).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/offers')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(T.labels.amount));
    await user.type(within(dialog).getByLabelText(T.labels.amount), '320.5');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/offers'));
    const [post] = callsTo(fetchMock, '/api/offers').filter(([, i]) => i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      listingId: 'l1',
      amount: 320.5,
      buyerNumber: '+8801712345678',
      meetingLocation: 'Dhanmondi 27',
    });
  });

  it('When the price guide fails, then the dialog still works without a band', async () => {
    const { user } = openListing(buyer.email, {}, () => json({ message: 'x' }, { status: 500 }));
    await user.click(await screen.findByRole('button', { name: T.makeOffer }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle('Pixel 8') });
    expect(within(dialog).getByLabelText(T.labels.amount)).toBeInTheDocument();
    expect(within(dialog).queryByText(T.guideTitle)).not.toBeInTheDocument();
  });

  it('When a visitor offers, then login opens remembering the listing with the dialog to reopen', async () => {
    const { user, router } = openListing(null);
    await user.click(await screen.findByRole('link', { name: T.signInToOffer }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/listings/l1', search: '?offer=1' },
    });
  });

  it('When the seller looks at their own listing, or the phone is booked, then there is no offer button', async () => {
    openListing(buyer.email, { sellerId: marketplaceIdOf(buyer.email) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pixel 8' })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('button', { name: TEXTS.nav.logout })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: T.makeOffer })).not.toBeInTheDocument();
  });

  it('When a seller looks at someone else’s listing, then there is no offer button (sellers do not buy)', async () => {
    const { fetchMock } = openListing(seller.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pixel 8' })).toBeInTheDocument();
    // Once the role is known (the seller check answered), the button stays away.
    const check = `/api/users/seller/${encodeURIComponent(seller.email)}`;
    await waitFor(() => expect(callsTo(fetchMock, check).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: T.makeOffer })).not.toBeInTheDocument();
  });
});
