import { type PendingReview, REVIEW_TAG_LABELS, REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token';
import type { Session } from '../../../lib/session';
import { fakeToken } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { PendingReviews } from './pending-reviews';

const buyer: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'sadia@example.test', displayName: 'Sadia', photoURL: '' },
  logout: async () => {},
};

const deal = (n: number, role: PendingReview['role'] = 'buyer'): PendingReview => ({
  bookingId: `booking-${n}`,
  productName: `Pixel ${n}`,
  role,
  other: { id: `user-${n}`, name: `Arif ${n}` },
});

/** A small server: the pending list, and POST /api/reviews answering `answer` once posted. */
function renderPanel(answer: (body: Record<string, unknown>) => Response) {
  storeAccessToken(fakeToken(buyer.user?.email ?? ''));
  let pending = [deal(1), deal(2), deal(3, 'seller')];
  const posted: Record<string, unknown>[] = [];
  mockApi({
    '/api/reviews/pending': () => json({ items: pending }),
    '/api/reviews': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      const reply = answer(body);
      if (reply.ok) pending = pending.filter((d) => d.bookingId !== body.bookingId);
      return reply;
    },
  });
  const view = renderRoutes([{ path: '/', element: <PendingReviews as="buyer" /> }], {
    session: buyer,
  });
  return { ...view, posted };
}

const panel = () => screen.findByRole('region', { name: T.pendingHeading });

describe('Pending reviews and the review dialog (issue #19)', () => {
  it('When a buyer reviews a deal, then stars are required, the review is sent, thanked for, and the deal leaves the list', async () => {
    const { user, posted } = renderPanel(() => json({ id: 'r1' }, { status: 201 }));
    const list = await panel();
    // Only the deals this page's side reviews: My Orders lists the buyer's.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Pixel 3')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: T.writeFor('Arif 1') }));
    const dialog = screen.getByRole('dialog', { name: T.dialogTitle('Arif 1') });
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByText(T.starsRequired)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: T.starLabel(4) }));
    // Issue #45 item 2: a yes/no question, not a chip; the buyer's chips are about the seller.
    const question = within(dialog).getByRole('group', { name: T.asDescribedQuestion });
    await user.click(within(question).getByRole('radio', { name: T.asDescribedYes }));
    expect(
      within(dialog).queryByRole('checkbox', { name: REVIEW_TAG_LABELS.paid_on_time }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: REVIEW_TAG_LABELS.friendly }));
    await user.type(within(dialog).getByLabelText(T.labels.text), '  Phone as shown.  ');
    expect(within(dialog).getByText(new RegExp(T.charactersLeft(1000 - 19)))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        bookingId: 'booking-1',
        stars: 4,
        tags: ['friendly'],
        asDescribed: true,
        text: 'Phone as shown.',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Pixel 1')).not.toBeInTheDocument();
  });

  it('When the server refuses the text (a link), then its message shows on the text field and the dialog stays open', async () => {
    const { user } = renderPanel(() =>
      json(
        {
          message: 'Check the review',
          code: 'VALIDATION_ERROR',
          fieldErrors: { text: ['No links or phone numbers in a review'] },
        },
        { status: 400 },
      ),
    );
    const list = await panel();
    await user.click(within(list).getByRole('button', { name: T.writeFor('Arif 2') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: T.starLabel(5) }));
    await user.type(within(dialog).getByLabelText(T.labels.text), 'see example.com');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    const field = within(dialog).getByLabelText(T.labels.text);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/No links or phone numbers in a review/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('When the other side had written first, then the toast says the review is live (issue #45)', async () => {
    const { user, posted } = renderPanel(() =>
      json({ id: 'r1', publishedAt: '2030-03-01T10:00:00.000Z' }, { status: 201 }),
    );
    const list = await panel();
    await user.click(within(list).getByRole('button', { name: T.writeFor('Arif 1') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: T.starLabel(5) }));
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sentPublished)).toBeInTheDocument();
    expect(screen.queryByText(T.sent)).not.toBeInTheDocument();
    // Unanswered "as described" is left out, not sent as "no".
    expect(posted[0]).not.toHaveProperty('asDescribed');
  });

  it('When the deal was reviewed already (409), then a toast says so and the dialog closes', async () => {
    const { user } = renderPanel(() =>
      json({ message: 'You reviewed this deal already.', code: 'REVIEW_EXISTS' }, { status: 409 }),
    );
    const list = await panel();
    await user.click(within(list).getByRole('button', { name: T.writeFor('Arif 1') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: T.starLabel(3) }));
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(await screen.findByText('You reviewed this deal already.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
