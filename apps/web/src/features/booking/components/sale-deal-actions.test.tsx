import { BUYING_TEXTS, DEAL_CARD_TEXTS, DEAL_TEXTS, DISPUTE_TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeSale } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const D = DEAL_TEXTS;
const X = DISPUTE_TEXTS;
const seller: FakeAccount = { email: 'seller@example.test', name: 'Arif', role: 'seller' };
type Handler = (url: URL, init: RequestInit) => Response;

function renderMySell(sales: () => Response, extra: Record<string, Handler> = {}) {
  const server = fakeIdentityServer([seller], seller.email);
  mockApi({ ...server.handlers, ...pageData, '/api/mysell': sales, ...extra });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/mysell'],
    session: 'server',
  });
}

const rowOf = (name: string) =>
  within(screen.getByRole('article', { name: DEAL_CARD_TEXTS.dealOf(name) }));

const heldSale = (overrides: Parameters<typeof makeSale>[0] = {}) =>
  makeSale({
    _id: 'b-held',
    productName: 'Pixel 7',
    paid: true,
    status: 'paid',
    transactionId: 'pi_held',
    settlement: 'held',
    handoffExpiresAt: '2030-03-10T10:00:00.000Z',
    ...overrides,
  });

const decline = {
  reason: 'imei_mismatch' as const,
  note: 'The IMEI on *#06# ends in 1111.',
  photos: ['http://test/images/imei-1.webp', 'http://test/images/imei-2.webp'],
  declinedAt: '2030-03-07T10:00:00.000Z',
  answerDueAt: '2030-03-09T10:00:00.000Z',
};

function refusal(status: number, code: string) {
  return json({ message: `Refused: ${code}`, code }, { status });
}

describe('My Sell: the held deal (issue #18)', () => {
  it('When the seller enters a wrong code, too many, or too late, then each refusal shows in words beside the field', async () => {
    const replies = [
      refusal(422, 'HANDOFF_CODE_WRONG'),
      refusal(429, 'HANDOFF_LOCKED'),
      refusal(409, 'HANDOFF_EXPIRED'),
    ];
    const sent: unknown[] = [];
    const { user } = renderMySell(() => json([heldSale()]), {
      '/api/booking/b-held/handoff': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return replies.shift() as Response;
      },
    });
    await screen.findByText('Pixel 7');
    const row = rowOf('Pixel 7');
    expect(row.getByText(BUYING_TEXTS.saleStatus.paid)).toBeInTheDocument();
    expect(row.getByText(D.settlement.held)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: D.enterCodeOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: D.enterCode }));
    const input = dialog.getByLabelText(D.codeLabel);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '654321');
    const submit = dialog.getByRole('button', { name: D.confirmHandoff });
    await user.click(submit);
    expect(await dialog.findByText(D.codeErrors.wrong)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    expect(await dialog.findByText(D.codeErrors.locked)).toBeInTheDocument();
    await user.click(submit);
    expect(await dialog.findByText(D.codeErrors.expired)).toBeInTheDocument();
    expect(sent).toEqual(Array(3).fill({ code: '654321' }));
  });

  it('When the seller types letters or five digits, then nothing is sent; the right code releases the payment', async () => {
    const sent: unknown[] = [];
    let released = false;
    const { user } = renderMySell(
      () => json([heldSale(released ? { settlement: 'released' } : {})]),
      {
        '/api/booking/b-held/handoff': (_url, init) => {
          sent.push(JSON.parse(String(init.body)));
          released = true;
          return json({ settlement: 'released' });
        },
      },
    );
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.enterCodeOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: D.enterCode }));
    const input = dialog.getByLabelText(D.codeLabel);
    await user.type(input, '12a345');
    expect(input).toHaveValue('12345');
    await user.click(dialog.getByRole('button', { name: D.confirmHandoff }));
    expect(dialog.getByRole('alert')).toHaveTextContent(D.codeErrors.format);
    expect(sent).toEqual([]);

    await user.type(input, '6');
    await user.click(dialog.getByRole('button', { name: D.confirmHandoff }));
    expect(await screen.findByText(D.released)).toBeInTheDocument();
    expect(sent).toEqual([{ code: '123456' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Pixel 7').findByText(D.settlement.released)).toBeInTheDocument();
    expect(
      rowOf('Pixel 7').queryByRole('button', { name: D.enterCodeOf('Pixel 7') }),
    ).not.toBeInTheDocument();
  });

  it('When the buyer declined, then the seller reads the reason, note and photos, and Accept and refund asks first and sends accept: true', async () => {
    const sent: unknown[] = [];
    let answered = false;
    const { user } = renderMySell(
      () => json([heldSale({ settlement: answered ? 'refunded' : 'declined', decline: decline })]),
      {
        '/api/booking/b-held/decline/answer': (_url, init) => {
          sent.push(JSON.parse(String(init.body)));
          answered = true;
          return json({ settlement: 'refunded' });
        },
      },
    );
    await screen.findByText('Pixel 7');
    const row = rowOf('Pixel 7');
    expect(row.getByText(D.settlement.declined)).toBeInTheDocument();
    expect(row.getByText(D.reasons.imei_mismatch)).toBeInTheDocument();
    expect(row.getByText(decline.note)).toBeInTheDocument();
    expect(row.getByRole('link', { name: D.photoLink(2) })).toHaveAttribute(
      'href',
      decline.photos[1],
    );
    expect(row.getByText(/^The seller answers by Sat 9 Mar 2030, /)).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: D.acceptRefundOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: D.acceptTitle }));
    expect(dialog.getByRole('button', { name: D.cancel })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: D.acceptRefund }));
    expect(await screen.findByText(D.accepted)).toBeInTheDocument();
    expect(sent).toEqual([{ accept: true }]);
    expect(await rowOf('Pixel 7').findByText(D.settlement.refunded)).toBeInTheDocument();
  });

  it('When the seller contests, then their side is required and sent with accept: false; a refusal keeps the dialog open with the reason', async () => {
    const sent: unknown[] = [];
    let fail = true;
    const { user } = renderMySell(() => json([heldSale({ settlement: 'declined', decline })]), {
      '/api/booking/b-held/decline/answer': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return fail
          ? json({ message: 'The answer time has ended.', code: 'CONFLICT' }, { status: 409 })
          : json({ settlement: 'disputed' });
      },
    });
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.contestOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: X.contestTitle }));
    const submit = dialog.getByRole('button', { name: X.contestSubmit });
    // Nothing is sent without the seller's side.
    await user.click(submit);
    expect(await dialog.findByText(X.statementRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByLabelText(X.statementLabel), '  It worked at the meetup.  ');
    await user.click(submit);
    expect(await dialog.findByRole('alert')).toHaveTextContent('The answer time has ended.');
    fail = false;
    await user.click(submit);
    expect(await screen.findByText(D.contested)).toBeInTheDocument();
    const body = { accept: false, statement: { text: 'It worked at the meetup.' } };
    expect(sent).toEqual([body, body]);
  });

  it('When the deal is disputed, then the seller gives their side from the card; once decided, the card shows the decision and its reason', async () => {
    const sent: unknown[] = [];
    let decided = false;
    const mine = {
      bookingId: 'b-held',
      role: 'seller',
      openedAt: '2030-03-08T10:00:00.000Z',
      otherStated: true,
      outcome: null,
      reason: null,
      decidedAt: null,
    };
    const dueAt = '2030-03-10T10:00:00.000Z';
    const open = {
      ...mine,
      status: 'open',
      canState: true,
      mine: { party: 'seller', text: null, photos: [], dueAt, statedAt: null, late: false },
    };
    const resolved = {
      ...mine,
      status: 'resolved',
      canState: false,
      mine: { ...open.mine, text: 'Fine.', statedAt: '2030-03-08T11:00:00.000Z' },
      outcome: 'release',
      reason: 'The photos show a working phone.',
      decidedAt: '2030-03-09T10:00:00.000Z',
    };
    const sale = () =>
      heldSale({
        settlement: decided ? 'released' : 'disputed',
        decline,
        disputeOpenedAt: '2030-03-08T10:00:00.000Z',
      });
    const { user } = renderMySell(() => json([sale()]), {
      '/api/booking/b-held/dispute': () => json(decided ? resolved : open),
      '/api/booking/b-held/dispute/statement': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        decided = true;
        return json(resolved);
      },
    });
    await screen.findByText('Pixel 7');
    const row = rowOf('Pixel 7');
    expect(await row.findByText(X.otherStated.seller)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: X.writeSideOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: X.writeSide }));
    await user.type(dialog.getByLabelText(X.statementLabel), 'Fine.');
    await user.click(dialog.getByRole('button', { name: X.submit }));
    expect(await screen.findByText(X.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Fine.' }]);
    expect(
      await rowOf('Pixel 7').findByText('The photos show a working phone.'),
    ).toBeInTheDocument();
    expect(rowOf('Pixel 7').getByText(X.outcome.release)).toBeInTheDocument();
  });
});
