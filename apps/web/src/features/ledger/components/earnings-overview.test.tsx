import { type EarningsReply, LEDGER_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const T = LEDGER_TEXTS.earnings;
const seller: FakeAccount = {
  email: 'seller@example.test',
  password: 'Str0ng!pass',
  name: 'Sami Seller',
  role: 'seller',
};

function renderEarnings(reply: () => Response) {
  const server = fakeIdentityServer([seller], seller.email);
  mockApi({ ...server.handlers, ...pageData, '/api/earnings': reply });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/earnings'],
    session: 'server',
  });
}

const full: EarningsReply = {
  balance: 1325.5,
  released: [
    {
      bookingId: 'b-1',
      productId: 'p-1',
      productName: 'Pixel 7 Pro',
      amount: 540,
      releasedAt: '2030-03-07T10:00:00.000Z',
    },
  ],
  pendingHolds: [
    {
      bookingId: 'b-2',
      productId: 'p-2',
      productName: 'Galaxy S21',
      amount: 310.5,
      settlement: 'declined',
      paidAt: '2030-03-08T10:00:00.000Z',
    },
  ],
  payouts: [{ id: 'po-1', amount: 200, reference: 'BANK-42', paidAt: '2030-03-09T10:00:00.000Z' }],
};

describe('Earnings (seller, issue #18)', () => {
  it('When earnings load, then the balance, releases, pending holds and payouts show', async () => {
    renderEarnings(() => json(full));
    expect(await screen.findByText('$1,325.50')).toBeInTheDocument();
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);

    const released = within(screen.getByRole('region', { name: T.released }));
    expect(released.getByRole('rowheader', { name: 'Pixel 7 Pro' })).toBeInTheDocument();
    expect(released.getByText('$540')).toBeInTheDocument();
    expect(released.getByText('March 7, 2030')).toBeInTheDocument();

    const pending = within(screen.getByRole('region', { name: T.pending }));
    expect(pending.getByRole('rowheader', { name: 'Galaxy S21' })).toBeInTheDocument();
    expect(pending.getByText('$310.50')).toBeInTheDocument();
    expect(pending.getByText(LEDGER_TEXTS.pendingStatus.declined)).toBeInTheDocument();

    const payouts = within(screen.getByRole('region', { name: T.payouts }));
    expect(payouts.getByRole('rowheader', { name: 'BANK-42' })).toBeInTheDocument();
    expect(payouts.getByText('$200')).toBeInTheDocument();
  });

  it('When the seller has no earnings yet, then each part says so and the balance is $0', async () => {
    renderEarnings(() => json({ balance: 0, released: [], pendingHolds: [], payouts: [] }));
    expect(await screen.findByText(T.releasedEmpty)).toBeInTheDocument();
    expect(screen.getByText(T.pendingEmpty)).toBeInTheDocument();
    expect(screen.getByText(T.payoutsEmpty)).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('When earnings fail to load, then an error with Retry shows, and Retry loads them', async () => {
    let fail = true;
    const { user } = renderEarnings(() =>
      fail ? json({ message: 'Database is down', code: 'X' }, { status: 503 }) : json(full),
    );
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(screen.getByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$1,325.50')).toBeInTheDocument();
  });
});
