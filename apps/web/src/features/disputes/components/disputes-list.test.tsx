import { DEAL_TEXTS, DISPUTE_TEXTS, type Dispute } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = DEAL_TEXTS.disputes;

function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 'b-1',
    status: 'open',
    product: { id: 'p-1', name: 'Pixel 7 Pro', image: '/images/pixel.webp' },
    buyer: { name: 'Bina Buyer', email: 'bina@example.test' },
    seller: { name: 'Sami Seller', email: 'sami@example.test' },
    price: 540,
    decline: {
      reason: 'account_locked',
      note: 'Still signed in to a Google account.',
      photos: ['http://test/images/lock.webp'],
      declinedAt: '2030-03-07T10:00:00.000Z',
      answerDueAt: '2030-03-09T10:00:00.000Z',
    },
    openedAt: '2030-03-08T10:00:00.000Z',
    outcome: null,
    resolutionNote: null,
    resolvedAt: null,
    ...overrides,
  };
}

const resolvedOne = makeDispute({
  id: 'b-2',
  status: 'resolved',
  product: { id: 'p-2', name: 'Galaxy S21', image: '/images/s21.webp' },
  outcome: 'release',
  resolutionNote: 'The photos show an unlocked phone.',
  resolvedAt: '2030-03-09T12:00:00.000Z',
});

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('Disputes (admin, issue #18)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When disputes load, then open ones come first with both sides and photos, and resolved ones below with the decision', async () => {
    renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () => json({ items: [makeDispute(), resolvedOne], flagged: [] }),
    });
    await screen.findByRole('article', { name: 'Pixel 7 Pro' });
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([`${T.open} (1)`, `${T.resolvedHeading} (1)`]);

    const open = card('Pixel 7 Pro');
    expect(open.getByText('Bina Buyer')).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'sami@example.test' })).toHaveAttribute(
      'href',
      'mailto:sami@example.test',
    );
    expect(open.getByText('$540')).toBeInTheDocument();
    expect(open.getByText(DEAL_TEXTS.reasons.account_locked)).toBeInTheDocument();
    expect(open.getByText('Still signed in to a Google account.')).toBeInTheDocument();
    expect(open.getByRole('link', { name: DEAL_TEXTS.photoLink(1) })).toBeInTheDocument();
    expect(open.getByRole('button', { name: T.resolveOf('Pixel 7 Pro') })).toBeInTheDocument();

    const resolved = card('Galaxy S21');
    expect(resolved.getByText(T.decided.release)).toBeInTheDocument();
    expect(resolved.getByText('The photos show an unlocked phone.')).toBeInTheDocument();
    expect(resolved.queryByRole('button')).not.toBeInTheDocument();
  });

  it('When the admin resolves, then a decision and a note are required, and the choice is sent', async () => {
    const sent: { method: string; body: unknown }[] = [];
    let decided = false;
    const { user } = renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () =>
        json({
          items: [
            decided
              ? makeDispute({
                  status: 'resolved',
                  outcome: 'refund',
                  resolutionNote: 'Locked phone.',
                  resolvedAt: '2030-03-09T12:00:00.000Z',
                })
              : makeDispute(),
          ],
          flagged: [],
        }),
      '/api/admin/disputes/b-1/resolve': (_url, init) => {
        sent.push({ method: methodOf(init), body: JSON.parse(String(init.body)) });
        decided = true;
        return json({ settlement: 'refunded' });
      },
    });
    await user.click(await screen.findByRole('button', { name: T.resolveOf('Pixel 7 Pro') }));
    const dialog = within(
      await screen.findByRole('dialog', { name: T.resolveTitle('Pixel 7 Pro') }),
    );
    await user.click(dialog.getByRole('button', { name: T.submit }));
    expect(dialog.getByText(T.outcomeRequired)).toBeInTheDocument();
    expect(dialog.getByText(T.noteRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: T.outcomes.refund }));
    await user.type(dialog.getByLabelText(T.note), '  Locked phone. ');
    await user.click(dialog.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.resolvedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { outcome: 'refund', note: 'Locked phone.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('Pixel 7 Pro').findByText(T.decided.refund)).toBeInTheDocument();
    expect(screen.getByText(T.noOpen)).toBeInTheDocument();
  });

  it('When an open dispute still waits for a statement, then its Resolve is disabled and says why', async () => {
    renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () =>
        json({ items: [makeDispute({ waitingForStatements: true })], flagged: [] }),
    });
    await screen.findByRole('article', { name: 'Pixel 7 Pro' });
    const open = card('Pixel 7 Pro');
    const button = open.getByRole('button', { name: T.resolveOf('Pixel 7 Pro') });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(DISPUTE_TEXTS.waitForSides);
  });

  it('When there are no disputes, then the empty state says where they come from', async () => {
    renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () => json({ items: [], flagged: [] }),
    });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('When a deal was flagged for wrong handoff codes, then it shows beside the disputes with both parties and its lock', async () => {
    renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () =>
        json({
          items: [],
          flagged: [
            {
              id: 'b-9',
              product: { id: 'p-9', name: 'iPhone 13', image: '/images/ip13.webp' },
              buyer: { name: 'Bina Buyer', email: 'bina@example.test' },
              seller: { name: 'Sami Seller', email: 'sami@example.test' },
              price: 610,
              settlement: 'held',
              wrongCodes: 10,
              flaggedAt: '2030-03-08T10:00:00.000Z',
              lockedUntil: '2030-03-08T11:00:00.000Z',
            },
          ],
        }),
    });
    const deal = within(await screen.findByRole('article', { name: 'iPhone 13' }));
    expect(
      screen.getByRole('heading', { level: 2, name: `${T.flagged.heading} (1)` }),
    ).toBeInTheDocument();
    expect(deal.getByText(T.flagged.wrongCodes(10))).toBeInTheDocument();
    expect(deal.getByRole('link', { name: 'bina@example.test' })).toBeInTheDocument();
    expect(deal.getByText(/Code entry locked until/)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).not.toBeInTheDocument();
  });

  it('When the list fails, then an error with Retry shows, and Retry loads it', async () => {
    let fail = true;
    const { user } = renderAdminScreen('/dashboard/disputes', {
      '/api/admin/disputes': () =>
        fail
          ? json({ message: 'Database is down', code: 'X' }, { status: 503 })
          : json({ items: [makeDispute()], flagged: [] }),
    });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Pixel 7 Pro' })).toBeInTheDocument();
  });
});
