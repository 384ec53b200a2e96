import { type Cluster, TRUST_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = TRUST_TEXTS.clusters;

const cluster: Cluster = {
  kind: 'device',
  value: '0a0b0c0d0e…',
  accounts: [
    {
      id: 'u-1',
      name: 'Sock Seller',
      email: 'sock.seller@example.com',
      createdAt: '2026-11-28T10:00:00.000Z',
      phoneVerified: false,
      deleted: false,
    },
    {
      id: 'u-2',
      name: 'Sock Buyer',
      email: 'sock.buyer@example.com',
      createdAt: '2026-11-28T10:05:00.000Z',
      phoneVerified: true,
      deleted: false,
    },
  ],
  deals: [
    {
      bookingId: 'b-1',
      productName: 'iPhone 15 Pro',
      buyerId: 'u-2',
      sellerId: 'u-1',
      price: 4000,
      settlement: 'released',
      createdAt: '2026-11-28T11:00:00.000Z',
      verdict: { counted: false, reasons: ['SAME_DEVICE', 'ACCOUNT_TOO_NEW'] },
    },
  ],
};

describe('Clusters (admin, issue #36)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When clusters load, then each says what is shared, by whom, and which deals between them do not count and why', async () => {
    renderAdminScreen('/dashboard/clusters', {
      '/api/admin/clusters': () => json({ items: [cluster] }),
    });
    const card = (await screen.findByRole('heading', { name: T.kind.device })).closest(
      'article',
    ) as HTMLElement;
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const inCard = within(card);
    expect(inCard.getByText('0a0b0c0d0e…')).toBeInTheDocument();
    expect(inCard.getByText('sock.seller@example.com')).toBeInTheDocument();
    expect(inCard.getByText(T.phoneVerified)).toBeInTheDocument();
    const deals = within(inCard.getByRole('region', { name: T.deals }));
    expect(deals.getByText(/iPhone 15 Pro/)).toBeInTheDocument();
    expect(deals.getByText('Sock Seller → Sock Buyer')).toBeInTheDocument();
    expect(deals.getByText(T.notCounted)).toBeInTheDocument();
    expect(deals.getByText(TRUST_TEXTS.reasons.SAME_DEVICE)).toBeInTheDocument();
    expect(deals.getByText(TRUST_TEXTS.reasons.ACCOUNT_TOO_NEW)).toBeInTheDocument();
  });

  it('When no accounts share anything, then the empty state says what would show here', async () => {
    renderAdminScreen('/dashboard/clusters', { '/api/admin/clusters': () => json({ items: [] }) });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('When the admin opens the dashboard, then the menu links to Clusters', async () => {
    renderAdminScreen('/dashboard/clusters', { '/api/admin/clusters': () => json({ items: [] }) });
    const link = await screen.findByRole('link', { name: T.menu });
    expect(link).toHaveAttribute('href', '/dashboard/clusters');
  });
});
