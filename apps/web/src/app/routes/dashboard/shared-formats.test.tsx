import {
  BOOKING_BADGES,
  type BuyerBooking,
  formatLongDate,
  formatWhen,
  type Notification,
  SALE_BADGES,
  SETTLEMENT_BADGES,
} from '@phonebazaar/shared';
import { formatPhone } from '@phonebazaar/shared/phone-number';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  conversation,
  message,
  renderMessaging,
} from '../../../features/messaging/test/fake-messaging';
import { makeAdminSale, renderAdminScreen } from '../../../test/admin';
import { makeOrder, makeSale } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

// Issue #37: no phone number, status or date on a dashboard page is formatted outside the
// shared formatters. Each list is rendered with fixture data in every state, and what it shows
// is compared with what the formatters give.

const STATUS_TEXTS = new Set(
  [
    ...Object.values(BOOKING_BADGES),
    ...Object.values(SALE_BADGES),
    ...Object.values(SETTLEMENT_BADGES),
  ].map((l) => l.text),
);
const STATUS_WORD = /\b(booked|paid|lapsed|cancelled|held|released|declined|refunded|dispute)\b/i;

/** Every time, tel: link and status badge on the page, against the shared formatters. */
function expectSharedFormats() {
  const times = [...document.querySelectorAll('time')];
  for (const time of times) {
    const iso = time.getAttribute('datetime') ?? '';
    expect([formatWhen(iso), formatWhen(iso, { relative: false }), formatLongDate(iso)]).toContain(
      time.textContent,
    );
  }
  const phones = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')];
  for (const link of phones) {
    const e164 = link.getAttribute('href')?.slice('tel:'.length) ?? '';
    expect(e164).toMatch(/^\+\d{8,15}$/);
    expect(link.textContent).toBe(formatPhone(e164));
  }
  const badges = [...document.querySelectorAll('.badge')].map((badge) => {
    const copy = badge.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
    return copy.textContent?.trim() ?? '';
  });
  for (const text of badges.filter((t) => STATUS_WORD.test(t))) {
    expect(STATUS_TEXTS, text).toContain(text);
  }
  return { times: times.length, phones: phones.length, badges: badges.length };
}

/** A deal in each state of the booking and settlement machines. */
const ALL_STATES: Partial<BuyerBooking>[] = [
  { status: 'active' },
  { status: 'lapsed', sellerPhone: null },
  { status: 'cancelled', sellerPhone: null, cancelledAt: '2030-03-05T11:00:00.000Z' },
  ...(['held', 'released', 'declined', 'disputed', 'refunded'] as const).map((settlement) => ({
    status: 'paid' as const,
    paid: true,
    settlement,
    transactionId: `pi_${settlement}`,
    paidAt: '2030-03-05T12:00:00.000Z',
    settledAt:
      settlement === 'released' || settlement === 'refunded' ? '2030-03-06T12:00:00.000Z' : null,
    handoffExpiresAt: '2030-03-10T10:00:00.000Z',
  })),
];

const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Bina' };
const seller: FakeAccount = { email: 'seller@example.test', name: 'Sami', role: 'seller' };

function renderDashboard(account: FakeAccount, path: string, api: Record<string, () => Response>) {
  const server = fakeIdentityServer([account], account.email);
  mockApi({ ...server.handlers, ...pageData, ...api });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [path],
    session: 'server',
  });
}

describe('Dashboard lists use the shared formatters (issue #37)', () => {
  it('When My Order shows a deal in every state, then its dates, phones and badges are the shared ones', async () => {
    renderDashboard(buyer, '/dashboard/myorder', {
      '/api/booking/myproduct': () =>
        json(
          ALL_STATES.map((state, i) =>
            makeOrder({
              ...state,
              productName: `Order ${i}`,
              sellerPhone: state.sellerPhone === null ? null : '01898765432',
            }),
          ),
        ),
    });
    await screen.findByText('Order 0');
    const seen = expectSharedFormats();
    expect(seen.times).toBeGreaterThan(ALL_STATES.length);
    expect(seen.phones).toBeGreaterThan(0);
    expect(screen.getAllByText('01898-765432')[0]).toHaveAttribute('href', 'tel:+8801898765432');
  });

  it('When My Sell shows a deal in every state, then its dates, phones and badges are the shared ones', async () => {
    renderDashboard(seller, '/dashboard/mysell', {
      '/api/mysell': () =>
        json(
          ALL_STATES.map((state, i) =>
            makeSale({ ...state, productName: `Sale ${i}`, buyerNumber: '+447911123456' }),
          ),
        ),
    });
    await screen.findByText('Sale 0');
    const seen = expectSharedFormats();
    expect(seen.phones).toBeGreaterThan(0);
    expect(screen.getAllByText('+44 7911 123456').length).toBeGreaterThan(0);
  });

  it('When Notifications and Messages list items, then their times are the shared formatter’s', async () => {
    const notice = (n: number): Notification => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      kind: 'paid',
      title: `Payment held for Phone ${n}`,
      body: `Body ${n}`,
      link: '/dashboard/myorder',
      createdAt: new Date(Date.now() - n * 3_600_000 * 20).toISOString(),
      readAt: null,
    });
    const view = renderDashboard(buyer, '/dashboard/notifications', {
      '/api/notifications': () =>
        json({ items: [notice(1), notice(2)], nextCursor: null, unread: 2 }),
    });
    await screen.findByText('Payment held for Phone 1');
    expect(expectSharedFormats().times).toBeGreaterThanOrEqual(2);
    view.unmount();

    renderMessaging('/dashboard/conversations', {
      conversations: [conversation({ lastMessage: message(3, { text: 'Still for sale?' }) })],
    });
    await screen.findByText('Still for sale?');
    expect(expectSharedFormats().times).toBeGreaterThanOrEqual(1);
  });

  it('When All Sell lists bookings, then Payment Status is the shared badge', async () => {
    renderAdminScreen('/dashboard/allsell', {
      '/api/allselling': () =>
        json([
          makeAdminSale({ productName: 'Pixel 7' }),
          makeAdminSale({ productName: 'iPhone 12', paid: true, status: 'paid' }),
          makeAdminSale({ productName: 'Moto G', status: 'lapsed' }),
        ]),
    });
    await screen.findByText('Pixel 7');
    expect(expectSharedFormats().badges).toBeGreaterThanOrEqual(3);
  });
});
