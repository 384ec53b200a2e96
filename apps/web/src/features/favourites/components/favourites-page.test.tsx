import { formatUsd, FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer } from '../../../test/fake-identity';
import { makeProduct } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { fakeFavourites, makeFavourite } from '../test/fake-favourites';
import { FavouritesPage } from './favourites-page';

/** axe on the page (jsdom: no colours), serious or worse only, as the browser test checks. */
async function axeProblems(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const buyer: FakeAccount = { email: 'bina@example.test', name: 'Bina Buyer' };
const phone = (id: string, productName: string, sellingPrice = 400) =>
  makeProduct({ _id: id, productName, sellingPrice });

function renderPage(handlers: Parameters<typeof mockApi>[0]) {
  const server = fakeIdentityServer([buyer], buyer.email);
  mockApi({ ...server.handlers, ...handlers });
  return renderRoutes(
    [
      { path: '/dashboard/favourites', element: <FavouritesPage /> },
      { path: '/all-products', element: <p>All products page</p> },
      { path: '/listings/:id', element: <p>Listing page</p> },
    ],
    { session: 'server', initialEntries: ['/dashboard/favourites'] },
  );
}

describe('The Favourites page (issue #20)', () => {
  it('When phones changed since saved, then each says how: price dropped, booked, sold, no longer listed', async () => {
    const saved = [
      makeFavourite(phone('a', 'Pixel 8', 350), { priceAtSave: 400, priceChanged: 'dropped' }),
      makeFavourite(phone('b', 'Galaxy S23'), { state: 'booked' }),
      makeFavourite(phone('c', 'iPhone 13'), { state: 'sold' }),
      makeFavourite(phone('d', 'Nokia G50'), { state: 'gone' }),
      makeFavourite(phone('e', 'Moto G'), {}),
    ];
    renderPage(fakeFavourites({ saved }).handlers);
    await screen.findByRole('link', { name: 'Pixel 8' });
    expect(screen.getByText(T.count(5))).toBeInTheDocument();
    const rowOf = (name: string) =>
      screen.getByRole('link', { name }).closest('li[class*="rounded-box"]') as HTMLElement;
    expect(
      within(rowOf('Pixel 8')).getByText(T.priceDropped(formatUsd(400), formatUsd(350))),
    ).toBeVisible();
    expect(within(rowOf('Galaxy S23')).getByText(T.states.booked)).toBeVisible();
    expect(within(rowOf('iPhone 13')).getByText(T.states.sold)).toBeVisible();
    expect(within(rowOf('Nokia G50')).getByText(T.states.gone)).toBeVisible();
    expect(within(rowOf('Moto G')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Pixel 8' })).toHaveAttribute('href', '/listings/a');
    expect(await axeProblems()).toEqual([]);
  });

  it('When Remove is pressed, then the phone leaves the list at once and DELETE is sent', async () => {
    const saved = [makeFavourite(phone('a', 'Pixel 8')), makeFavourite(phone('b', 'Galaxy S23'))];
    const fake = fakeFavourites({ saved });
    const { user } = renderPage(fake.handlers);
    await user.click(await screen.findByRole('button', { name: T.removeNamed('Pixel 8') }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Pixel 8' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Galaxy S23' })).toBeInTheDocument();
    expect(fake.calls).toContainEqual({ method: 'DELETE', path: '/api/favourites/a' });
  });

  it('When nothing is saved, then the empty state links to All Products', async () => {
    renderPage(fakeFavourites().handlers);
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.browse })).toHaveAttribute('href', '/all-products');
  });

  it('When loading fails, then the error says so and Retry loads the list', async () => {
    let fail = true;
    const fake = fakeFavourites({ saved: [makeFavourite(phone('a', 'Pixel 8'))] });
    const { user } = renderPage({
      '/api/favourites': (url, init) =>
        fail
          ? json({ message: 'Boom', code: 'X' }, { status: 500 })
          : fake.handlers['/api/favourites']!(url, init),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pixel 8' })).toBeInTheDocument();
  });

  it('When the list is loading, then a skeleton stands in, named for assistive technology', async () => {
    renderPage({ '/api/favourites': () => new Promise<Response>(() => {}) });
    expect(await screen.findByRole('status', { name: T.loading })).toBeInTheDocument();
  });
});
