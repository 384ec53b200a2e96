import { FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer, marketplaceIdOf } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { fakeFavourites } from '../test/fake-favourites';
import { FavouriteButton } from './favourite-button';

const buyer: FakeAccount = { email: 'bina@example.test', name: 'Bina Buyer' };
const phone = makeProduct({ _id: 'l1', productName: 'Pixel 8', sellerId: 'mp-someone' });

/** The listing page's heart alone, at /listings/l1, seen by `viewer` (null: a visitor). */
function renderHeart(
  viewer: string | null,
  sellerId = phone.sellerId,
  entry = '/listings/l1?photo=2',
) {
  const server = fakeIdentityServer([buyer], viewer);
  const hearts = fakeFavourites({ listings: [phone] });
  mockApi({ ...server.handlers, ...hearts.handlers });
  const view = renderRoutes(
    [
      { path: '/listings/:id', element: <FavouriteButton listingId="l1" sellerId={sellerId} /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { session: 'server', initialEntries: [entry] },
  );
  return { ...view, hearts: hearts.calls, identity: server.calls };
}

describe('The heart on a listing page (issue #20)', () => {
  it('When a visitor presses the heart, then login opens and will come back to this listing to heart it', async () => {
    const { user, router } = renderHeart(null);
    await user.click(await screen.findByRole('link', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/listings/l1', search: '?photo=2&heart=l1' },
    });
  });

  it('When the visitor comes back signed in with ?heart, then the phone is hearted once and the address loses the parameter', async () => {
    const { hearts, router } = renderHeart(buyer.email, phone.sellerId, '/listings/l1?heart=l1');
    const heart = await screen.findByRole('button', { name: T.remove });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(hearts.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/favourites/l1' },
      ]),
    );
  });

  it('When a signed-in buyer presses it twice, then it is saved then removed, pressed state following', async () => {
    const { user, hearts } = renderHeart(buyer.email);
    const heart = await screen.findByRole('button', { name: T.save });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName(T.remove);
    await waitFor(() =>
      expect(hearts).toContainEqual({ method: 'PUT', path: '/api/favourites/l1' }),
    );
    await user.click(heart);
    expect(heart).toHaveAccessibleName(T.save);
    await waitFor(() =>
      expect(hearts).toContainEqual({ method: 'DELETE', path: '/api/favourites/l1' }),
    );
  });

  it('When the seller looks at their own listing, then there is no heart', async () => {
    const { hearts, identity } = renderHeart(buyer.email, marketplaceIdOf(buyer.email));
    // The marketplace id comes from the access token: once it is fetched, the seller is known.
    await waitFor(() => expect(identity.some((c) => c.call === 'GET /api/jwt')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.save })).not.toBeInTheDocument();
    expect(hearts).toEqual([]);
  });
});
