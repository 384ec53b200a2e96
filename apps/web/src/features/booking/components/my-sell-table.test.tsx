import { BUYING_TEXTS, DEAL_CARD_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeSale } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const seller: FakeAccount = { email: 'seller@example.test', name: 'Arif', role: 'seller' };

function renderMySell(sales: () => Response) {
  const server = fakeIdentityServer([seller], seller.email);
  const asked: URL[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/mysell': (url) => {
      asked.push(url);
      return sales();
    },
  });
  const queryClient = createTestQueryClient();
  renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/mysell'],
    session: 'server',
  });
  return { asked };
}

const rowOf = (name: string) =>
  within(screen.getByRole('article', { name: DEAL_CARD_TEXTS.dealOf(name) }));

describe('My Sell', () => {
  it("When the seller's phones are booked, paid or lapsed, then Payment Status says 'Booked', 'paid' (spec §4's words) or Lapsed (one badge map, issue #37)", async () => {
    const { asked } = renderMySell(() =>
      json([
        makeSale({ productName: 'Pixel 7', buyerEmail: 'sadia@example.test', price: 410 }),
        makeSale({ productName: 'iPhone 12', paid: true, status: 'paid', transactionId: 'pi_9' }),
        makeSale({ productName: 'Moto G', status: 'lapsed' }),
      ]),
    );
    await screen.findByText('Pixel 7');
    expect(document.title).toBe('My Sell - PhoneBazaar');
    expect(asked[0]?.searchParams.get('email')).toBe(seller.email);
    // Issue #37: one card per deal in a named list, not a table.
    expect(
      within(screen.getByRole('list', { name: BUYING_TEXTS.sales.label })).getAllByRole('article'),
    ).toHaveLength(3);

    const booked = rowOf('Pixel 7');
    expect(booked.getByText('Booked')).toBeInTheDocument();
    expect(booked.getByText('sadia@example.test')).toBeInTheDocument();
    expect(booked.getByText('$410')).toBeInTheDocument();

    const paid = rowOf('iPhone 12');
    expect(paid.getByText('paid', { exact: true })).toBeInTheDocument();
    expect(paid.getByText('pi_9')).toBeInTheDocument();

    expect(rowOf('Moto G').getByText(BUYING_TEXTS.lapsed)).toBeInTheDocument();
  });

  it("When a phone is booked or paid, then the seller sees the buyer's name, phone and meeting place", async () => {
    renderMySell(() =>
      json([
        makeSale({
          productName: 'Pixel 7',
          buyerName: 'Sadia',
          buyerNumber: '+8801798230561',
          meetingLocation: 'Dhanmondi 27, Dhaka',
        }),
        makeSale({ productName: 'Moto G', status: 'lapsed', buyerNumber: '+8801700000000' }),
      ]),
    );
    await screen.findByText('Pixel 7');
    const booked = rowOf('Pixel 7');
    // Issue #23 item 2: the phone the buyer typed, as a link that calls.
    expect(booked.getByRole('link', { name: 'Call Sadia, 01798-230561' })).toHaveAttribute(
      'href',
      'tel:+8801798230561',
    );
    expect(booked.getByText('Dhanmondi 27, Dhaka')).toBeInTheDocument();
    // A hold that ended gives the buyer's phone no more.
    expect(rowOf('Moto G').queryByText('01700-000000')).not.toBeInTheDocument();
  });

  it('When nobody has booked yet, then an empty state says so', async () => {
    renderMySell(() => json([]));
    expect(await screen.findByText(BUYING_TEXTS.noSales)).toBeInTheDocument();
  });
});
