import { LISTING_REVIEW_TEXTS, type ReviewQueueItem } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = LISTING_REVIEW_TEXTS;

function item(n: number, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    listingId: `00000000-0000-4000-8000-00000000000${n}`,
    productName: `Pixel ${n} 128GB`,
    sellingPrice: 300 + n,
    sellerId: `seller-${n}`,
    sellerName: `Seller ${n}`,
    photos: [`/uploads/p${n}.webp`],
    tier: 'after',
    state: 'clear',
    score: 20,
    reasons: [{ code: 'new_seller', points: 20, detail: 'Account is 2 days old' }],
    matches: [],
    queuedAt: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(),
    resubmissions: 0,
    ...overrides,
  };
}

const held = item(1, {
  tier: 'held',
  state: 'pending_review',
  score: 80,
  reasons: [
    {
      code: 'photo_matches_other_seller',
      points: 60,
      detail: "Photo 1 matches Asha's Galaxy S21",
    },
  ],
  matches: [
    {
      photo: '/uploads/p1.webp',
      matchedPhoto: '/uploads/asha.webp',
      matchedListingId: 'listing-asha',
      matchedProductName: 'Galaxy S21',
      matchedSellerName: 'Asha',
      distance: 0,
    },
  ],
});

interface Sent {
  path: string;
  body: unknown;
}

function renderQueue(items: ReviewQueueItem[], options: { failApprove?: boolean } = {}) {
  let queue = [...items];
  const sent: Sent[] = [];
  const decide = (url: URL, init: RequestInit) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ path: url.pathname, body });
    if (options.failApprove) return json({ message: 'Nope', code: 'X' }, { status: 500 });
    const ids: string[] = body?.ids ?? [url.pathname.split('/')[4]];
    queue = queue.filter((q) => !ids.includes(q.listingId));
    return json({ acknowledged: true, modifiedCount: ids.length });
  };
  const handlers: Parameters<typeof renderAdminScreen>[1] = {
    // Pages of two, the cursor being the next row's position (the server's own is opaque).
    '/api/admin/review-queue': (url) => {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page = queue.slice(start, start + 2);
      const next = start + 2 < queue.length ? String(start + 2) : undefined;
      return json({ items: page, waiting: queue.length, ...(next ? { nextCursor: next } : {}) });
    },
    '/api/admin/review-queue/approve': decide,
  };
  for (const q of items) {
    handlers[`/api/admin/listings/${q.listingId}/approve`] = decide;
    handlers[`/api/admin/listings/${q.listingId}/reject`] = decide;
  }
  const view = renderAdminScreen('/dashboard/review-queue', handlers);
  return { ...view, sent };
}

const rowOf = (name: string) => screen.findByRole('article', { name });

describe('Review Queue', () => {
  it('When listings wait, then each shows its waiting time, tier, score, reasons and a matching photo beside its own', async () => {
    renderQueue([held, item(2)]);
    const first = await rowOf('Pixel 1 128GB');
    expect(document.title).toBe('Review Queue - PhoneBazaar');
    const row = within(first);
    expect(row.getByText('waiting 3 h')).toBeInTheDocument();
    expect(row.getByText('Held')).toBeInTheDocument();
    expect(row.getByText('Score 80')).toBeInTheDocument();
    expect(row.getByText(/Photo 1 matches Asha's Galaxy S21/)).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'This listing: Pixel 1 128GB' })).toBeInTheDocument();
    expect(row.getByRole('img', { name: "Asha's listing: Galaxy S21" })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Galaxy S21' })).toHaveAttribute(
      'href',
      '/listings/listing-asha',
    );
    expect(within(await rowOf('Pixel 2 128GB')).getByText('Live, checked after')).toBeVisible();
    expect(screen.getByText('k')).toBeInTheDocument();
  });

  it('When the seller added a photo of the listing code, then the code shows beside it; without one, it says so', async () => {
    renderQueue([
      item(1, { listingCode: 'K7Q2MX', verificationPhoto: 'http://localhost/images/code.webp' }),
      item(2, { listingCode: 'ZX9P4B' }),
    ]);
    const withPhoto = within(await rowOf('Pixel 1 128GB'));
    expect(withPhoto.getByText('K7Q2MX')).toBeInTheDocument();
    expect(
      withPhoto.getByRole('img', { name: T.codePhotoOf('Pixel 1 128GB', 'K7Q2MX') }),
    ).toHaveAttribute('src', 'http://localhost/images/code.webp');
    const without = within(await rowOf('Pixel 2 128GB'));
    expect(without.getByText('ZX9P4B')).toBeInTheDocument();
    expect(without.getByText(T.noCodePhoto)).toBeInTheDocument();
  });

  it('When the queue is empty, then it says nothing is waiting', async () => {
    renderQueue([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('When the admin presses j then a, then the second listing is approved and leaves the list', async () => {
    const { user, sent } = renderQueue([held, item(2)]);
    await rowOf('Pixel 2 128GB');
    await user.keyboard('j');
    expect(await rowOf('Pixel 2 128GB')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('a');
    await waitFor(() => expect(screen.queryByText('Pixel 2 128GB')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { path: `/api/admin/listings/${item(2).listingId}/approve`, body: null },
    ]);
    expect(await screen.findByText('Approved Pixel 2 128GB')).toBeInTheDocument();
  });

  it('When a key is typed in the reject note, then no shortcut fires; the reason is required', async () => {
    const { user, sent } = renderQueue([held]);
    await rowOf('Pixel 1 128GB');
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: T.rejectTitle });
    await user.type(within(dialog).getByLabelText(T.rejectNote), 'a copy of another photo');
    await user.click(within(dialog).getByRole('button', { name: T.rejectConfirm }));
    expect(within(dialog).getByText(T.rejectReasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.selectOptions(
      within(dialog).getByLabelText(T.rejectReason),
      T.rejectReasons.misleading_photos,
    );
    await user.click(within(dialog).getByRole('button', { name: T.rejectConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        path: `/api/admin/listings/${held.listingId}/reject`,
        body: { reason: 'misleading_photos', note: 'a copy of another photo' },
      },
    ]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('When two listings are ticked, then "Approve selected" sends both ids at once', async () => {
    const { user, sent } = renderQueue([held, item(2), item(3)]);
    await rowOf('Pixel 2 128GB');
    const bulk = screen.getByRole('button', { name: T.approveSelected(0) });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: T.select('Pixel 1 128GB') }));
    await user.click(screen.getByRole('checkbox', { name: T.select('Pixel 2 128GB') }));
    await user.click(screen.getByRole('button', { name: T.approveSelected(2) }));
    await waitFor(() => expect(screen.queryByText('Pixel 2 128GB')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        path: '/api/admin/review-queue/approve',
        body: { ids: [held.listingId, item(2).listingId] },
      },
    ]);
    expect(await rowOf('Pixel 3 128GB')).toBeInTheDocument();
  });

  it('When approving fails, then an error toast says so and the listing stays', async () => {
    const { user } = renderQueue([held], { failApprove: true });
    const row = await rowOf('Pixel 1 128GB');
    await user.click(within(row).getByRole('button', { name: T.approveOf('Pixel 1 128GB') }));
    expect(await screen.findByText(T.failed('approve'))).toBeInTheDocument();
    expect(screen.getByText('Pixel 1 128GB')).toBeInTheDocument();
  });

  it('When more listings wait than a page, then Load more fetches the next page by cursor', async () => {
    const { user } = renderQueue([held, item(2), item(3)]);
    await rowOf('Pixel 2 128GB');
    expect(screen.queryByText('Pixel 3 128GB')).not.toBeInTheDocument();
    expect(screen.getByText(T.waitingCount(3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await rowOf('Pixel 3 128GB')).toBeInTheDocument();
  });

  it('When the queue fails to load, then the error says so and Try again loads it', async () => {
    let fail = true;
    const { user } = renderAdminScreen('/dashboard/review-queue', {
      '/api/admin/review-queue': () =>
        fail
          ? json({ message: 'Database unavailable', code: 'UNAVAILABLE' }, { status: 503 })
          : json({ items: [held], waiting: 1 }),
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await rowOf('Pixel 1 128GB')).toBeInTheDocument();
  });
});
