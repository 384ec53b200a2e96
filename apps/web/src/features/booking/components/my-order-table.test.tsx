import { BUYING_TEXTS, CONFIRM_TEXTS, DEAL_CARD_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeOrder } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Bina' };

function renderMyOrder(
  orders: () => Response,
  extra: Record<string, (url: URL, init: RequestInit) => Response> = {},
) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const asked: URL[] = [];
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/booking/myproduct': (url) => {
      asked.push(url);
      return orders();
    },
    ...extra,
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myorder'],
    session: 'server',
  });
  return { ...view, asked };
}

const rowOf = (name: string) => screen.getByRole('article', { name: DEAL_CARD_TEXTS.dealOf(name) });

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
    // Issue #37: one card per deal in a named list, not a table.
    expect(
      within(screen.getByRole('list', { name: BUYING_TEXTS.orders.label })).getAllByRole('article'),
    ).toHaveLength(3);

    const open = within(rowOf('Pixel 7'));
    expect(open.getByRole('link', { name: BUYING_TEXTS.makePayment })).toHaveAttribute(
      'href',
      '/dashboard/payment/b-open',
    );
    expect(open.getByText('$540')).toBeInTheDocument();

    const paid = within(rowOf('iPhone 12'));
    expect(paid.getByText(BUYING_TEXTS.paid)).toBeInTheDocument();
    expect(paid.getByText('pi_123')).toBeInTheDocument();
    expect(paid.queryByRole('link', { name: BUYING_TEXTS.makePayment })).not.toBeInTheDocument();

    const lapsed = within(rowOf('Moto G'));
    expect(lapsed.getByText(BUYING_TEXTS.lapsed)).toBeInTheDocument();
    expect(lapsed.getByText(DEAL_CARD_TEXTS.steps.lapsed)).toBeInTheDocument();
    expect(lapsed.queryByRole('link')).not.toBeInTheDocument();
  });

  it('When an order is live or paid, then it names the seller, their phone and the meeting place; an ended one gives no phone', async () => {
    renderMyOrder(() =>
      json([
        makeOrder({
          productName: 'Pixel 7',
          sellerName: 'Rafi',
          sellerPhone: '+8801711111111',
          meetingLocation: 'GEC Circle',
        }),
        makeOrder({ productName: 'Moto G', status: 'lapsed', sellerPhone: null }),
      ]),
    );
    await screen.findByText('Pixel 7');
    const live = within(rowOf('Pixel 7'));
    // Issue #23 item 2: after booking, the buyer can reach the seller.
    expect(rowOf('Pixel 7')).toHaveTextContent('Rafi');
    // Issue #37: shown in the national format, dialled in E.164.
    expect(live.getByRole('link', { name: 'Call Rafi, 01711-111111' })).toHaveAttribute(
      'href',
      'tel:+8801711111111',
    );
    expect(live.getByText('GEC Circle')).toBeInTheDocument();
    expect(
      within(rowOf('Moto G')).queryByText(BUYING_TEXTS.contact.meetAt),
    ).not.toBeInTheDocument();
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

  it('When the buyer cancels an unpaid booking and confirms, then it is cancelled, a toast says so and the row shows Cancelled (issue #14, 7)', async () => {
    let cancelled = false;
    const posts: RequestInit[] = [];
    const { user } = renderMyOrder(
      () =>
        json([
          makeOrder({
            _id: 'b-open',
            productName: 'Pixel 7',
            status: cancelled ? 'cancelled' : 'active',
          }),
          makeOrder({
            productName: 'iPhone 12',
            paid: true,
            status: 'paid',
            transactionId: 'pi_1',
          }),
        ]),
      {
        '/api/booking/b-open/cancel': (_url, init) => {
          posts.push(init);
          cancelled = true;
          return json({ acknowledged: true, modifiedCount: 1, status: 'cancelled' });
        },
      },
    );
    await screen.findByText('Pixel 7');
    expect(
      within(rowOf('iPhone 12')).queryByRole('button', { name: /Cancel booking/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(rowOf('Pixel 7')).getByRole('button', {
        name: BUYING_TEXTS.cancelBookingOf('Pixel 7'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_TEXTS.cancelBooking.title });
    // Keeping the booking is the focused, harmless choice.
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.cancelBooking.action }),
    );
    expect(await screen.findByText(BUYING_TEXTS.bookingCancelled)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(await within(rowOf('Pixel 7')).findByText(BUYING_TEXTS.cancelled)).toBeInTheDocument();
    expect(within(rowOf('Pixel 7')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When the cancel is refused (paid meanwhile), then the dialog stays open with the reason', async () => {
    const { user } = renderMyOrder(() => json([makeOrder({ _id: 'b-x', productName: 'Moto X' })]), {
      '/api/booking/b-x/cancel': () =>
        json({ message: 'This booking is already paid.', code: 'BOOKING_PAID' }, { status: 409 }),
    });
    await screen.findByText('Moto X');
    await user.click(screen.getByRole('button', { name: BUYING_TEXTS.cancelBookingOf('Moto X') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.cancelBooking.action }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking is already paid.',
    );
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
