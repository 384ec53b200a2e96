import {
  BUYING_TEXTS,
  type BuyerBooking,
  CONFIRM_TEXTS,
  FAVOURITES_TEXTS,
  type Favourite,
  type Product,
  SELLING_TEXTS,
  TEXTS,
} from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '../../components/product-card/product-grid';
import { fakeFavourites, makeFavourite } from '../../features/favourites/test/fake-favourites';
import { makeOrder } from '../../test/bookings';
import { type FakeAccount, fakeIdentityServer, marketplaceIdOf } from '../../test/fake-identity';
import { makeProduct } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { RoleCardActionsProvider } from './role-card-actions-provider';

const S = SELLING_TEXTS;
const buyer: FakeAccount = { email: 'bina@example.test', name: 'Bina Buyer' };
const seller: FakeAccount = { email: 'sam@example.test', name: 'Sam Seller', role: 'seller' };
const otherSeller: FakeAccount = { email: 'rafi@example.test', name: 'Rafi', role: 'seller' };
const admin: FakeAccount = { email: 'ada@example.test', name: 'Ada Admin', role: 'admin' };

interface Options {
  report?: () => Response;
  /** The viewer's orders (My Order's first page). */
  orders?: BuyerBooking[];
  /** Where the grid page opens (default '/'). */
  at?: string;
  /** The viewer's favourites already saved (issue #20). */
  favourites?: Favourite[];
  /** Answer every heart with this (a refusal). */
  refuseHeart?: () => Response;
}

/** A grid of cards under the app's provider, seen by `viewer` (null: a visitor). */
function renderCards(viewer: FakeAccount | null, products: Product[], options: Options = {}) {
  const server = fakeIdentityServer([buyer, seller, otherSeller, admin], viewer?.email ?? null);
  const writes: { method: string; path: string; body: unknown }[] = [];
  const hearts = fakeFavourites({
    saved: options.favourites,
    listings: products,
    refuse: options.refuseHeart,
  });
  const handlers: Parameters<typeof mockApi>[0] = {
    ...server.handlers,
    ...hearts.handlers,
    '/api/booking/myproduct': () => json(options.orders ?? []),
  };
  for (const product of products) {
    const record = (url: URL, init: RequestInit) =>
      writes.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
    handlers[`/api/report/${product._id}`] = (url, init) => {
      record(url, init);
      return options.report?.() ?? json({ acknowledged: true, modifiedCount: 1 });
    };
    handlers[`/api/product/${product._id}`] = (url, init) => {
      record(url, init);
      return init.method === 'DELETE'
        ? json({ acknowledged: true, deletedCount: 1 })
        : json({ acknowledged: true, modifiedCount: 1 });
    };
  }
  const fetchMock = mockApi(handlers);
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <RoleCardActionsProvider>
            <ProductGrid products={products} columns="grid-cols-1" />
          </RoleCardActionsProvider>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { session: 'server', initialEntries: [options.at ?? '/'] },
  );
  return { ...view, writes, hearts: hearts.calls, fetchMock };
}

/** The buttons and links at the card's foot once the viewer's role has arrived. */
async function actionsOf(name: string) {
  const card = await screen.findByRole('article', { name });
  await waitFor(() => expect(card.querySelector('.skeleton')).toBeNull());
  // The picture and the name link to the listing's page (issue #16); the actions are below.
  const foot = card.querySelector('.card-actions') as HTMLElement;
  return {
    card,
    names: [...foot.querySelectorAll('a, button')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    ),
  };
}

/** Public answers carry the seller's id and no email (issue #19, decision 036). */
const fromSam = { sellerEmail: '', sellerId: marketplaceIdOf(seller.email) };
const H = FAVOURITES_TEXTS;
const bySam = () => makeProduct({ productName: 'Pixel 8', ...fromSam });

describe('Full product cards for signed-in users', () => {
  it('When a visitor looks, then the simple card offers Book now and the heart, both to /login', async () => {
    renderCards(null, [bySam()]);
    const { names } = await actionsOf('Pixel 8');
    expect(names).toEqual([TEXTS.bookNow, H.save]);
    expect(screen.getByRole('link', { name: TEXTS.bookNow })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: H.save })).toHaveAttribute('href', '/login');
  });

  it('When a buyer looks at a listing, then Book now (not a link to /login) and Report show', async () => {
    const { user } = renderCards(buyer, [bySam()]);
    const { names } = await actionsOf('Pixel 8');
    expect(names).toEqual([TEXTS.bookNow, H.save, S.report('Pixel 8')]);
    expect(screen.queryByRole('link', { name: TEXTS.bookNow })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.bookNow }));
    // The booking modal (features/booking) opens in place; which texts it shows is its own test.
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(/Pixel 8/);
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('When another seller looks, then the heart and Report show (sellers do not book)', async () => {
    renderCards(otherSeller, [bySam()]);
    expect((await actionsOf('Pixel 8')).names).toEqual([H.save, S.report('Pixel 8')]);
  });

  it('When the seller looks at their own listing, then Advertise and Delete show, and no Report or heart', async () => {
    renderCards(seller, [
      bySam(),
      makeProduct({ productName: 'Ad phone', ...fromSam, advertisement: true }),
    ]);
    expect((await actionsOf('Pixel 8')).names).toEqual([
      `${S.advertise} Pixel 8`,
      `${S.delete} Pixel 8`,
    ]);
    expect((await actionsOf('Ad phone')).names).toEqual([`${S.delete} Ad phone`]);
  });

  it("When an admin looks at a seller's listing, then Delete and the heart show, and Delete deletes", async () => {
    const { user, writes } = renderCards(admin, [bySam()]);
    const { names, card } = await actionsOf('Pixel 8');
    expect(names).toEqual([`${S.delete} Pixel 8`, H.save]);
    await user.click(within(card).getByRole('button', { name: `${S.delete} Pixel 8` }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: CONFIRM_TEXTS.deleteProduct.action,
      }),
    );
    expect(await screen.findByText(TEXTS.toast.productDeleted)).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'DELETE', path: `/api/product/${bySamId(card)}`, body: null },
    ]);
  });

  it('When a buyer reports with a reason, then PUT /api/report is sent and the spec toast shows', async () => {
    const { user, writes } = renderCards(buyer, [bySam()]);
    const { card } = await actionsOf('Pixel 8');
    await user.click(within(card).getByRole('button', { name: S.report('Pixel 8') }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.report.title });
    await user.type(within(dialog).getByLabelText(CONFIRM_TEXTS.reason), 'Fake photos');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.report.action }));

    expect(await screen.findByText(TEXTS.toast.reported)).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/report/${bySamId(card)}`, body: { reason: 'Fake photos' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("When a buyer reports a listing twice, then the server's message shows, not the success toast", async () => {
    const message = 'You have already reported this listing.';
    const { user } = renderCards(buyer, [bySam()], {
      report: () => json({ acknowledged: true, modifiedCount: 0, message }),
    });
    const { card } = await actionsOf('Pixel 8');
    await user.click(within(card).getByRole('button', { name: S.report('Pixel 8') }));
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.report.action }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.toast.reported)).not.toBeInTheDocument();
  });

  it('When the buyer holds the listing, then the card says so and links to My Order instead of Book now', async () => {
    const phone = makeProduct({ productName: 'Pixel 8', ...fromSam, booking: true });
    renderCards(buyer, [phone], {
      orders: [makeOrder({ productId: phone._id, status: 'active', paid: false })],
    });
    const card = await screen.findByRole('article', { name: 'Pixel 8' });
    expect(await within(card).findByText(BUYING_TEXTS.youBookedThis)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: BUYING_TEXTS.goToMyOrder })).toHaveAttribute(
      'href',
      '/dashboard/myorder',
    );
    expect(within(card).queryByRole('button', { name: TEXTS.bookNow })).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual([TEXTS.badges.booked]);
  });

  it('When another buyer holds the listing, then Book now is off and says why', async () => {
    const phone = makeProduct({ productName: 'Pixel 8', ...fromSam, booking: true });
    renderCards(buyer, [phone]);
    const { card } = await actionsOf('Pixel 8');
    const book = within(card).getByRole('button', { name: TEXTS.bookNow });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(BUYING_TEXTS.bookedByAnother);
  });

  it('When a buyer has reported a listing, then its flag says so and opens nothing more', async () => {
    const { user, writes } = renderCards(buyer, [bySam()]);
    const { card } = await actionsOf('Pixel 8');
    await user.click(within(card).getByRole('button', { name: S.report('Pixel 8') }));
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.report.action }));
    const flag = await within(card).findByRole('button', { name: S.reportedListing('Pixel 8') });
    expect(flag).toHaveAttribute('aria-disabled', 'true');
    await user.click(flag);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });

  it("When a buyer comes back from signing in with ?book=<id>, then that listing's booking form opens once", async () => {
    const phone = makeProduct({ _id: 'p-9', productName: 'Pixel 9', ...fromSam });
    const { router } = renderCards(buyer, [bySam(), phone], { at: '/?book=p-9' });
    const dialog = await screen.findByRole('dialog', { name: BUYING_TEXTS.bookTitle('Pixel 9') });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('Hearts on signed-in cards (issue #20)', () => {
  it('When a buyer sees a grid, then one ids request serves every heart, saved ones pressed', async () => {
    const phones = ['Pixel 7', 'Pixel 8', 'Pixel 9'].map((productName) =>
      makeProduct({ productName, ...fromSam }),
    );
    const { fetchMock } = renderCards(buyer, phones, {
      favourites: [{ ...makeFavourite(phones[1]!) }],
    });
    for (const phone of phones) await actionsOf(phone.productName);
    const hearts = await screen.findAllByRole('button', { name: /favourites/ });
    await waitFor(() => expect(hearts.every((h) => !h.hasAttribute('disabled'))).toBe(true));
    expect(hearts.map((h) => h.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(hearts[1]).toHaveAccessibleName(H.remove);
    const idsCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/api/favourites?idsOnly=1'),
    );
    expect(idsCalls).toHaveLength(1);
  });

  it('When a buyer hearts and un-hearts a card, then it toggles at once and PUT then DELETE are sent', async () => {
    const phone = bySam();
    const { user, hearts } = renderCards(buyer, [phone]);
    const { card } = await actionsOf(phone.productName);
    const heart = within(card).getByRole('button', { name: H.save });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName(H.remove);
    await waitFor(() =>
      expect(hearts).toContainEqual({ method: 'PUT', path: `/api/favourites/${phone._id}` }),
    );
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(hearts).toContainEqual({ method: 'DELETE', path: `/api/favourites/${phone._id}` }),
    );
  });

  it("When the server refuses a heart, then it goes back and the server's message is toasted", async () => {
    const message = 'You can keep at most 200 favourites. Remove one to save another.';
    const phone = bySam();
    const { user } = renderCards(buyer, [phone], {
      refuseHeart: () => json({ message, code: 'FAVOURITES_LIMIT' }, { status: 409 }),
    });
    const { card } = await actionsOf(phone.productName);
    const heart = within(card).getByRole('button', { name: H.save });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});

/** The product id behind a card (its heading id is `product-{id}-name`). */
function bySamId(card: HTMLElement): string {
  return (card.getAttribute('aria-labelledby') ?? '').replace(/^product-|-name$/g, '');
}
