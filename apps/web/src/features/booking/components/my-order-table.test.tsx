import { BUYING_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeOrder } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Bina' };

function renderMyOrder(orders: () => Response) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const asked: URL[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/booking/myproduct': (url) => {
      asked.push(url);
      return orders();
    },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myorder'],
    session: 'server',
  });
  return { ...view, asked };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('My Order', () => {
  it('When the buyer has orders, then unpaid ones link to payment, paid ones say Paid with the id, lapsed ones say Lapsed', async () => {
    const { asked } = renderMyOrder(() =>
      json([
        makeOrder({ _id: 'b-open', productName: 'Pixel 7' }),
        makeOrder({
          productName: 'iPhone 12',
          paid: true,
          status: 'paid',
          transactionId: 'pi_123',
        }),
        makeOrder({ productName: 'Moto G', status: 'lapsed' }),
      ]),
    );
    await screen.findByText('Pixel 7');
    expect(document.title).toBe('My Order - PhoneBazaar');
    expect(asked[0]?.searchParams.get('email')).toBe(buyer.email);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      ['Number#', 'Name', 'Price', 'Make Payment', 'Transaction Id'],
    );

    const open = within(rowOf('Pixel 7'));
    expect(open.getByRole('link', { name: BUYING_TEXTS.makePayment })).toHaveAttribute(
      'href',
      '/dashboard/payment/b-open',
    );
    expect(open.getByText('$540')).toBeInTheDocument();

    const paid = within(rowOf('iPhone 12'));
    expect(paid.getByText(BUYING_TEXTS.paid)).toBeInTheDocument();
    expect(paid.getByText('pi_123')).toBeInTheDocument();
    expect(paid.queryByRole('link')).not.toBeInTheDocument();

    const lapsed = within(rowOf('Moto G'));
    expect(lapsed.getByText(BUYING_TEXTS.lapsed)).toBeInTheDocument();
    expect(lapsed.getByText(`: ${BUYING_TEXTS.lapsedHint}`)).toBeInTheDocument();
    expect(lapsed.queryByRole('link')).not.toBeInTheDocument();
  });

  it('When there is a next page, then Load more fetches it with the cursor', async () => {
    const { user, asked } = renderMyOrder(() => {
      const first = asked.length === 1;
      return first
        ? json([makeOrder({ productName: 'First page phone' })], { nextCursor: 'c2' })
        : json([makeOrder({ productName: 'Second page phone' })]);
    });
    await screen.findByText('First page phone');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page phone')).toBeInTheDocument();
    expect(asked[1]?.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('When the buyer has no orders, then an empty state says so', async () => {
    renderMyOrder(() => json([]));
    expect(await screen.findByText(BUYING_TEXTS.noOrders)).toBeInTheDocument();
  });

  it('When the list fails, then an error with Retry shows, and Retry loads it', async () => {
    let fail = true;
    const { user } = renderMyOrder(() =>
      fail
        ? json({ message: 'Database is down', code: 'X' }, { status: 503 })
        : json([makeOrder({ productName: 'Back again' })]),
    );
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
