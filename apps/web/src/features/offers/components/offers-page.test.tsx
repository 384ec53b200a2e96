import { OFFERS_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type FakeAccount, fakeIdentityServer } from '../../../test/fake-identity';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { makeOffer } from '../test/fake-offers';
import { OffersPage } from './offers-page';

async function axeProblems(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const me: FakeAccount = { email: 'sadia@example.test', name: 'Sadia', role: 'seller' };

function renderPage(handlers: Parameters<typeof mockApi>[0], isSeller = true) {
  const server = fakeIdentityServer([me], me.email);
  const fetchMock = mockApi({ ...server.handlers, ...handlers });
  const view = renderRoutes(
    [
      { path: '/dashboard/offers', element: <OffersPage isSeller={isSeller} /> },
      { path: '/listings/:id', element: <p>Listing page</p> },
    ],
    { session: 'server', initialEntries: ['/dashboard/offers'] },
  );
  return { ...view, fetchMock };
}

describe('The Offers page (issue #20)', () => {
  it('When a seller counters an open offer, then the counter is sent and the list refreshes; floors are listed', async () => {
    let offer = makeOffer();
    const { user, fetchMock } = renderPage({
      '/api/offers': (url) => json(url.searchParams.get('role') === 'seller' ? [offer] : []),
      '/api/offers/o1/counter': () => {
        offer = makeOffer({ status: 'countered', counter: 350 });
        return json(offer);
      },
      '/api/offers/floors': () =>
        json([{ listingId: 'l1', productName: 'Pixel 8', price: 400, floor: null }]),
    });
    const item = (await screen.findByRole('link', { name: 'Pixel 8' })).closest('article')!;
    expect(within(item as HTMLElement).getByText(T.statusesSeller.open)).toBeInTheDocument();
    expect(await screen.findByLabelText(T.floorFor('Pixel 8'))).toBeInTheDocument();
    expect(await axeProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: T.actionFor(T.counter, 'Pixel 8') }));
    const dialog = await screen.findByRole('dialog', { name: T.counterTitle('Pixel 8') });
    await user.type(within(dialog).getByLabelText(T.labels.counter), '420');
    await user.click(within(dialog).getByRole('button', { name: T.sendCounter }));
    // The range is the field's hint, and its message once the amount is outside it.
    expect(await within(dialog).findAllByText(T.counterRange(300, 400))).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/offers/o1/counter')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(T.labels.counter));
    await user.type(within(dialog).getByLabelText(T.labels.counter), '350');
    await user.click(within(dialog).getByRole('button', { name: T.sendCounter }));
    await waitFor(() => expect(screen.getByText(T.statusesSeller.countered)).toBeInTheDocument());
    const [post] = callsTo(fetchMock, '/api/offers/o1/counter');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ amount: 350 });
  });

  it('When the buyer’s offer was accepted, then "Offers I made" links to paying for the booking', async () => {
    const accepted = makeOffer({ role: 'buyer', status: 'accepted', bookingId: 'b1' });
    const { user } = renderPage(
      {
        '/api/offers': (url) => json(url.searchParams.get('role') === 'buyer' ? [accepted] : []),
      },
      false,
    );
    await user.click(await screen.findByRole('tab', { name: T.made }));
    const pay = await screen.findByRole('link', { name: T.actionFor(T.pay, 'Pixel 8') });
    expect(pay).toHaveAttribute('href', '/dashboard/payment/b1');
    expect(screen.getByText(T.statuses.accepted)).toBeInTheDocument();
  });

  it('When a buyer accepts a counter, then a confirmation says the price and the pay-by time first, and the card shows the deadline after (issue #45)', async () => {
    let offer = makeOffer({ role: 'buyer', status: 'countered', counter: 350, payWithinHours: 24 });
    const payBy = '2030-03-02T10:00:00.000Z';
    const { user, fetchMock } = renderPage(
      {
        '/api/offers': (url) => json(url.searchParams.get('role') === 'buyer' ? [offer] : []),
        '/api/offers/o1/accept': () => {
          offer = { ...offer, status: 'accepted', bookingId: 'b1', payBy };
          return json({ offer, bookingId: 'b1' });
        },
      },
      false,
    );
    await user.click(
      await screen.findByRole('button', { name: T.actionFor(T.acceptCounter, 'Pixel 8') }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.confirmAcceptTitle('Pixel 8') });
    expect(dialog).toHaveTextContent(/booked for you at \$350\. Pay within 24 hours \(by /);
    expect(callsTo(fetchMock, '/api/offers/o1/accept')).toHaveLength(0);
    expect(await axeProblems()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: T.confirmCancel }));
    expect(callsTo(fetchMock, '/api/offers/o1/accept')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: T.actionFor(T.acceptCounter, 'Pixel 8') }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirmAccept(350) }),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/offers/o1/accept')).toHaveLength(1));
    // The one date format (issue #37): absolute with the weekday, in the reader's time zone.
    expect(await screen.findByText(/^Pay by \w{3} [12] Mar/)).toBeInTheDocument();
  });

  it('When the buyer has no offers, then the empty state says how to make one; a failure offers Retry', async () => {
    let fail = true;
    const { user } = renderPage(
      {
        '/api/offers': () => (fail ? json({ message: 'Down' }, { status: 500 }) : json([])),
      },
      false,
    );
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(T.emptyMade)).toBeInTheDocument();
  });
});
