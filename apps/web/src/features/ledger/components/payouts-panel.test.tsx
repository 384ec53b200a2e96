import { type AdminPayout, type AdminPayoutsReply, LEDGER_TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = LEDGER_TEXTS.payouts;

const sami = { id: 's-1', name: 'Sami Seller', email: 'sami@example.test' };
const nadia = { id: 's-2', name: 'Nadia Noor', email: 'nadia@example.test' };
const admin = { id: 'a-1', name: 'Shafiq Islam', email: 'admin@example.test' };

function payoutTo(seller: typeof sami, amount: number, reference: string): AdminPayout {
  return {
    id: `po-${reference}`,
    amount,
    reference,
    paidAt: '2030-03-09T10:00:00.000Z',
    seller,
    recordedBy: admin,
  };
}

/** A server whose balances move with the payouts recorded, as the real one's do. */
function payoutsServer() {
  const balances = new Map([
    [sami.id, 540],
    [nadia.id, 99.5],
  ]);
  const recorded: AdminPayout[] = [];
  const sent: unknown[] = [];
  const reply = (): AdminPayoutsReply => ({
    sellers: [sami, nadia]
      .map((s) => ({ ...s, balance: balances.get(s.id)! }))
      .filter((s) => s.balance > 0),
    payouts: [...recorded].reverse(),
  });
  const handlers = {
    '/api/admin/payouts': (_url: URL, init: RequestInit) => {
      if (methodOf(init) === 'GET') return json(reply());
      const body = JSON.parse(String(init.body));
      sent.push(body);
      const seller = body.sellerId === sami.id ? sami : nadia;
      const balance = balances.get(seller.id)!;
      if (body.amount > balance) {
        return json(
          {
            code: 'PAYOUT_OVER_BALANCE',
            message: LEDGER_TEXTS.errors.overBalance(body.amount, balance),
          },
          { status: 409 },
        );
      }
      balances.set(seller.id, balance - body.amount);
      const payout = payoutTo(seller, body.amount, body.reference);
      recorded.push(payout);
      return json({ payout, balance: balance - body.amount });
    },
  };
  return { handlers, sent, balances };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('Payouts (admin, issue #18)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When payouts load, then sellers owed money show with their balance and a Record payout button each', async () => {
    const server = payoutsServer();
    renderAdminScreen('/dashboard/payouts', server.handlers);
    await screen.findByRole('region', { name: T.owed });
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const owed = region(T.owed);
    expect(owed.getByRole('rowheader', { name: /Sami Seller/ })).toBeInTheDocument();
    expect(owed.getByText('$540')).toBeInTheDocument();
    expect(owed.getByText('$99.50')).toBeInTheDocument();
    expect(owed.getByRole('button', { name: T.recordFor('Nadia Noor') })).toBeInTheDocument();
    expect(screen.getByText(T.recentEmpty)).toBeInTheDocument();
  });

  it('When the admin records a payout, then the fields are checked, it is sent, a toast confirms and the lists refresh', async () => {
    const server = payoutsServer();
    const { user } = renderAdminScreen('/dashboard/payouts', server.handlers);
    await user.click(await screen.findByRole('button', { name: T.recordFor('Sami Seller') }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialogTitle }));
    expect(dialog.getByText(T.dialogIntro('Sami Seller', 540))).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: T.submit }));
    expect(await dialog.findByText('Amount is required')).toBeInTheDocument();
    expect(dialog.getByText('Reference is required')).toBeInTheDocument();

    const amount = dialog.getByLabelText(T.amount);
    await user.type(amount, '12.345');
    expect(
      await dialog.findByText('Amount must be in whole cents (at most 2 decimals)'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '600');
    expect(await dialog.findByText(T.amountOverBalance(540))).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '140.25');
    await user.type(dialog.getByLabelText(T.reference), '  BANK-42 ');
    await user.click(dialog.getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.recorded(140.25, 'Sami Seller'))).toBeInTheDocument();
    expect(server.sent).toEqual([{ sellerId: sami.id, amount: 140.25, reference: 'BANK-42' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await region(T.owed).findByText('$399.75')).toBeInTheDocument();
    const recent = region(T.recent);
    expect(recent.getByRole('rowheader', { name: /Sami Seller/ })).toBeInTheDocument();
    expect(recent.getByText('BANK-42')).toBeInTheDocument();
    expect(recent.getByText(T.recordedBy('Shafiq Islam'))).toBeInTheDocument();
  });

  it('When the balance moved meanwhile and the server refuses, then its message shows in the dialog', async () => {
    const server = payoutsServer();
    const { user } = renderAdminScreen('/dashboard/payouts', server.handlers);
    await user.click(await screen.findByRole('button', { name: T.recordFor('Nadia Noor') }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialogTitle }));
    // Another admin paid most of it after this page was read.
    server.balances.set(nadia.id, 10);
    await user.type(dialog.getByLabelText(T.amount), '50');
    await user.type(dialog.getByLabelText(T.reference), 'LATE');
    await user.click(dialog.getByRole('button', { name: T.submit }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      LEDGER_TEXTS.errors.overBalance(50, 10),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('When no seller is owed money, then the empty states show', async () => {
    renderAdminScreen('/dashboard/payouts', {
      '/api/admin/payouts': () => json({ sellers: [], payouts: [] }),
    });
    expect(await screen.findByText(T.owedEmpty)).toBeInTheDocument();
    expect(screen.getByText(T.recentEmpty)).toBeInTheDocument();
  });

  it('When payouts fail to load, then an error with Retry shows', async () => {
    renderAdminScreen('/dashboard/payouts', {
      '/api/admin/payouts': () => json({ message: 'Database is down', code: 'X' }, { status: 503 }),
    });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(screen.getByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
