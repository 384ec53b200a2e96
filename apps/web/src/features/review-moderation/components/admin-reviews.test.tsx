import { type AdminReview, REVIEW_MODERATION_TEXTS, REVIEW_TAG_LABELS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = REVIEW_MODERATION_TEXTS;

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'r-1',
    bookingId: 'b-1',
    author: { id: 'u-buyer', name: 'Rahim', image: '' },
    subjectId: 'u-seller',
    subject: { id: 'u-seller', name: 'Sadia' },
    authorRole: 'buyer',
    stars: 2,
    tags: ['on_time'],
    text: 'Call me on my number instead',
    productName: 'Pixel 8',
    reply: null,
    createdAt: '2030-03-02T10:00:00.000Z',
    publishedAt: '2030-03-03T10:00:00.000Z',
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}

const hiddenCopy = (review: AdminReview, reason: string): AdminReview => ({
  ...review,
  publishedAt: null,
  hiddenAt: '2030-03-04T10:00:00.000Z',
  hiddenReason: reason,
});

/** Serious or worse, as the browser tests count them; jsdom lays nothing out, so no contrast. */
async function axeProblems(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const hideName = T.hideOf('Rahim', 'Pixel 8');

describe('Reviews (admin, issue #19)', () => {
  it('When reviews load, then each row shows the people, stars, tags, text, phone, dates and state, and Load more reads the next page', async () => {
    const waiting = makeReview({
      id: 'r-2',
      author: { id: 'u-s', name: 'Karim', image: '' },
      subject: { id: 'u-b', name: 'Nadia' },
      authorRole: 'seller',
      tags: [],
      text: '',
      productName: 'Galaxy S21',
      publishedAt: null,
    });
    const hidden = hiddenCopy(
      makeReview({ id: 'r-3', productName: 'iPhone 12', text: 'Rude words' }),
      'Insults',
    );
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': (url) =>
        url.searchParams.get('cursor') === 'next'
          ? json({ items: [hidden], nextCursor: null })
          : json({ items: [makeReview(), waiting], nextCursor: 'next' }),
    });
    const text = await screen.findByText('Call me on my number instead');
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const row = rowOf('Call me on my number instead');
    expect(text).toBeInTheDocument();
    expect(row.getByText('Rahim → Sadia')).toBeInTheDocument();
    expect(row.getByText(T.starsOf(2))).toBeInTheDocument();
    expect(row.getByText(REVIEW_TAG_LABELS.on_time)).toBeInTheDocument();
    expect(row.getByText('Pixel 8')).toBeInTheDocument();
    expect(row.getByText(T.visible)).toBeInTheDocument();
    expect(row.getByRole('button', { name: hideName })).toBeInTheDocument();

    const other = rowOf('Galaxy S21');
    expect(other.getByText(T.waiting)).toBeInTheDocument();
    expect(other.getByText(T.noTags)).toBeInTheDocument();
    expect(other.getByText(T.noText)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /load more/i }));
    const third = within((await screen.findByText('Rude words')).closest('tr') as HTMLElement);
    expect(third.getByText(T.hidden)).toBeInTheDocument();
    expect(third.getByText('Insults')).toBeInTheDocument();
    expect(third.getByText(T.notPublic)).toBeInTheDocument();
    expect(third.queryByText(T.waiting)).not.toBeInTheDocument();
    expect(third.queryByRole('button')).not.toBeInTheDocument();
  });

  it('When the admin hides a review, then a reason is required, {reason} is sent, a toast confirms and the row shows Hidden with the reason', async () => {
    const sent: { method: string; body: unknown }[] = [];
    let current = makeReview();
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () => json({ items: [current], nextCursor: null }),
      '/api/admin/reviews/r-1/hide': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { reason: string };
        sent.push({ method: methodOf(init), body });
        current = hiddenCopy(current, body.reason);
        return json(current);
      },
    });
    await user.click(await screen.findByRole('button', { name: hideName }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialogTitle }));
    await user.click(dialog.getByRole('button', { name: T.confirm }));
    expect(dialog.getByText(T.reasonRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText(T.reason)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText(T.reason), '  Asks to deal off the site ');
    await user.click(dialog.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.hiddenToast)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { reason: 'Asks to deal off the site' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = rowOf('Call me on my number instead');
    expect(row.getByText(T.hidden)).toBeInTheDocument();
    expect(row.getByText('Asks to deal off the site')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: hideName })).not.toBeInTheDocument();
  });

  it('When the table and the Hide dialog show, then axe finds nothing serious', async () => {
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () =>
        json({
          items: [makeReview(), hiddenCopy(makeReview({ id: 'r-2', text: 'Spam' }), 'Spam')],
          nextCursor: 'next',
        }),
    });
    await user.click(await screen.findByRole('button', { name: hideName }));
    await screen.findByRole('dialog', { name: T.dialogTitle });
    expect(await axeProblems()).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await axeProblems()).toEqual([]);
  });

  it('When the review is gone (404), then an error toast says so and the dialog closes', async () => {
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () => json({ items: [makeReview()], nextCursor: null }),
      '/api/admin/reviews/r-1/hide': () =>
        json({ message: 'Review not found', code: 'REVIEW_NOT_FOUND' }, { status: 404 }),
    });
    await user.click(await screen.findByRole('button', { name: hideName }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialogTitle }));
    await user.type(dialog.getByLabelText(T.reason), 'Spam');
    await user.click(dialog.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.notFoundToast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(T.hiddenToast)).not.toBeInTheDocument();
  });

  it('When the hide fails otherwise, then the dialog stays open with the server words and the reason kept', async () => {
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () => json({ items: [makeReview()], nextCursor: null }),
      '/api/admin/reviews/r-1/hide': () =>
        json({ message: 'Database is down', code: 'X' }, { status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: hideName }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialogTitle }));
    await user.type(dialog.getByLabelText(T.reason), 'Spam');
    await user.click(dialog.getByRole('button', { name: T.confirm }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Database is down');
    expect(dialog.getByLabelText(T.reason)).toHaveValue('Spam');
    expect(screen.queryByText(T.hiddenToast)).not.toBeInTheDocument();
  });

  it('When there are no reviews, then the empty state says where they come from', async () => {
    renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () => json({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('When the list fails, then an error with Retry shows, and Retry loads it', async () => {
    let fail = true;
    const { user } = renderAdminScreen('/dashboard/reviews', {
      '/api/admin/reviews': () =>
        fail
          ? json({ message: 'Database is down', code: 'X' }, { status: 503 })
          : json({ items: [makeReview()], nextCursor: null }),
    });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Call me on my number instead')).toBeInTheDocument();
  });
});
