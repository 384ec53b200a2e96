import { BUYING_TEXTS, DEAL_CARD_TEXTS, DEAL_TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { makeOrder } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { pngFile } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const D = DEAL_TEXTS;
const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Bina' };
type Handler = (url: URL, init: RequestInit) => Response;

function renderMyOrder(orders: () => Response, extra: Record<string, Handler> = {}) {
  const server = fakeIdentityServer([buyer], buyer.email);
  mockApi({ ...server.handlers, ...pageData, '/api/booking/myproduct': orders, ...extra });
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/myorder'],
    session: 'server',
  });
}

const rowOf = (name: string) =>
  within(screen.getByRole('article', { name: DEAL_CARD_TEXTS.dealOf(name) }));

const held = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({
    _id: 'b-held',
    productName: 'Pixel 7',
    paid: true,
    status: 'paid',
    transactionId: 'pi_held',
    settlement: 'held',
    handoffExpiresAt: '2030-03-10T10:00:00.000Z',
    imei: '356938035643809',
    ...overrides,
  });

const decline = {
  reason: 'undisclosed_defect' as const,
  note: 'The screen has a crack under the case.',
  photos: ['http://test/images/crack.webp'],
  declinedAt: '2030-03-07T10:00:00.000Z',
  answerDueAt: '2030-03-09T10:00:00.000Z',
};

describe('My Order: the held deal (issue #18)', () => {
  it('When a paid order is held, then the code is asked for only after all three checks are ticked, and shows large with the warning and its end', async () => {
    const asked: string[] = [];
    const { user } = renderMyOrder(() => json([held()]), {
      '/api/booking/b-held/handoff-code': (url) => {
        asked.push(url.pathname);
        return json({ code: '482913', expiresAt: '2030-03-10T10:00:00.000Z' });
      },
    });
    await screen.findByText('Pixel 7');
    const row = rowOf('Pixel 7');
    // The spec's Paid stays; the settlement is said beside it.
    expect(row.getByText(BUYING_TEXTS.paid)).toBeInTheDocument();
    expect(row.getByText(D.settlement.held)).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: D.showCodeOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: D.codeTitle }));
    const reveal = dialog.getByRole('button', { name: D.revealCode });
    expect(reveal).toBeDisabled();
    // The listing's IMEI ends in 3809: that is what *#06# must show.
    await user.click(dialog.getByRole('checkbox', { name: D.checkImei('3809') }));
    await user.click(dialog.getByRole('checkbox', { name: D.checkSignedOut }));
    expect(reveal).toBeDisabled();
    expect(asked).toEqual([]);
    await user.click(dialog.getByRole('checkbox', { name: D.checkPowers }));
    await user.click(reveal);

    expect(await dialog.findByText('482913')).toBeInTheDocument();
    expect(asked).toEqual(['/api/booking/b-held/handoff-code']);
    expect(dialog.getByRole('note')).toHaveTextContent(D.codeWarning);
    expect(dialog.getByText(/^Valid until Sun 10 Mar 2030, /)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: D.close })).toHaveFocus();
  });

  it('When the code cannot be loaded, then the dialog says so and Retry asks again', async () => {
    let fail = true;
    const { user } = renderMyOrder(() => json([held()]), {
      '/api/booking/b-held/handoff-code': () =>
        fail
          ? json({ message: 'This deal is no longer held.', code: 'NOT_HELD' }, { status: 409 })
          : json({ code: '111222', expiresAt: '2030-03-10T10:00:00.000Z' }),
    });
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.showCodeOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog'));
    for (const box of dialog.getAllByRole('checkbox')) await user.click(box);
    await user.click(dialog.getByRole('button', { name: D.revealCode }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This deal is no longer held.');
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByText('111222')).toBeInTheDocument();
  });

  it('When deals moved on, then each says Released, Declined — waiting for seller, In dispute or Refunded, and only a held one offers the code', async () => {
    renderMyOrder(() =>
      json([
        held({ _id: 'b1', productName: 'Phone released', settlement: 'released' }),
        held({ _id: 'b2', productName: 'Phone declined', settlement: 'declined', decline }),
        held({ _id: 'b3', productName: 'Phone disputed', settlement: 'disputed', decline }),
        held({ _id: 'b4', productName: 'Phone refunded', settlement: 'refunded', decline }),
      ]),
    );
    await screen.findByText('Phone released');
    expect(rowOf('Phone released').getByText(D.settlement.released)).toBeInTheDocument();
    expect(rowOf('Phone declined').getByText(D.settlement.declined)).toBeInTheDocument();
    expect(rowOf('Phone disputed').getByText(D.settlement.disputed)).toBeInTheDocument();
    expect(rowOf('Phone refunded').getByText(D.settlement.refunded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show handoff code/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(BUYING_TEXTS.paid)).toHaveLength(4);
    // What the buyer said stays readable.
    expect(rowOf('Phone declined').getByText(decline.note)).toBeInTheDocument();
  });

  it('When the buyer declines with Other, then a note is required; with it and a photo the decline is sent and the dialog closes', async () => {
    const upload = mockUpload({ url: 'http://test/images/defect.webp' });
    let declined = false;
    const posts: unknown[] = [];
    const { user } = renderMyOrder(
      () => json([declined ? held({ settlement: 'declined', decline }) : held()]),
      {
        '/api/booking/b-held/decline': (_url, init) => {
          posts.push(JSON.parse(String(init.body)));
          declined = true;
          return json({ settlement: 'declined' });
        },
      },
    );
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.declineOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog', { name: D.declineTitle }));
    // Keeping the deal is the focused, harmless choice.
    expect(dialog.getByRole('button', { name: D.keepDeal })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: D.submitDecline }));
    expect(dialog.getByText(D.reasonRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: D.reasons.other }));
    await user.click(dialog.getByRole('button', { name: D.submitDecline }));
    expect(dialog.getByText(D.noteRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText(D.note)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await user.type(dialog.getByLabelText(D.note), 'Face ID does not work.');
    await user.upload(dialog.getByLabelText(D.photos), pngFile('defect.png'));
    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    expect(await dialog.findByRole('img', { name: D.photoAlt(1) })).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText(D.photoUploading)).not.toBeInTheDocument());
    await user.click(dialog.getByRole('button', { name: D.submitDecline }));

    expect(await screen.findByText(D.declined)).toBeInTheDocument();
    expect(posts).toEqual([
      {
        reason: 'other',
        note: 'Face ID does not work.',
        photos: ['http://test/images/defect.webp'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Pixel 7').findByText(D.settlement.declined)).toBeInTheDocument();
  });

  it('When more than three photos are picked, then three upload and the rest are refused in words', async () => {
    const upload = mockUpload({ url: 'http://test/images/p.webp' });
    const { user } = renderMyOrder(() => json([held()]));
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.declineOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.upload(dialog.getByLabelText(D.photos), [
      pngFile('1.png'),
      pngFile('2.png'),
      pngFile('3.png'),
      pngFile('4.png'),
    ]);
    expect(await dialog.findByText(D.photosTooMany)).toBeInTheDocument();
    await waitFor(() => expect(upload.uploads).toHaveLength(3));
    expect(dialog.getByLabelText(D.photos)).toBeDisabled();
  });

  it('When the decline is refused, then the dialog stays open with the reason', async () => {
    const { user } = renderMyOrder(() => json([held()]), {
      '/api/booking/b-held/decline': () =>
        json({ message: 'This deal was already released.', code: 'NOT_HELD' }, { status: 409 }),
    });
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: D.declineOf('Pixel 7') }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: D.reasons.imei_mismatch }));
    await user.click(dialog.getByRole('button', { name: D.submitDecline }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This deal was already released.');
  });
});
