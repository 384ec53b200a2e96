import { DEAL_TEXTS, DISPUTE_TEXTS, type Dispute, type DisputeCase } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const T = DISPUTE_TEXTS;
const D = DEAL_TEXTS.disputes;

const dispute: Dispute = {
  id: 'b-1',
  status: 'open',
  product: { id: 'p-1', name: 'Pixel 7 Pro', image: '/images/pixel.webp' },
  buyer: { name: 'Bina Buyer', email: 'bina@example.test' },
  seller: { name: 'Sami Seller', email: 'sami@example.test' },
  price: 540,
  decline: {
    reason: 'account_locked',
    note: 'Still signed in to a Google account.',
    photos: [],
    declinedAt: '2030-03-07T10:00:00.000Z',
    answerDueAt: '2030-03-09T10:00:00.000Z',
  },
  openedAt: '2030-03-08T10:00:00.000Z',
  outcome: null,
  resolutionNote: null,
  resolvedAt: null,
};

const statement = (party: 'buyer' | 'seller', text: string | null) => ({
  party,
  text,
  photos: text ? ['http://test/images/side.webp'] : [],
  dueAt: '2030-03-10T10:00:00.000Z',
  statedAt: text ? '2030-03-08T12:00:00.000Z' : null,
  late: false,
});

function makeCase(overrides: Partial<DisputeCase> = {}): DisputeCase {
  return {
    dispute,
    statements: {
      buyer: statement('buyer', null),
      seller: statement('seller', 'Signed out in front of the buyer.'),
    },
    canDecide: false,
    booked: {
      title: 'Pixel 7 Pro',
      price: 540,
      photos: ['http://test/images/pixel.webp'],
      description: 'Like new.',
      condition: 'Good',
      area: 'Dhaka',
      storageGb: 128,
      ramGb: null,
      colour: 'Black',
      batteryHealth: 91,
      defects: [],
      accessories: ['charger'],
      takenAt: '2030-03-06T10:00:00.000Z',
    },
    selfTests: [],
    conversation: [
      { from: 'buyer', text: 'Is it unlocked?', photos: [], createdAt: '2030-03-05T10:00:00.000Z' },
    ],
    timeline: [{ event: 'booked', at: '2030-03-06T10:00:00.000Z' }],
    ...overrides,
  };
}

describe('A dispute’s case (admin, issue #46)', () => {
  it('When one side has not stated and no deadline passed, then both sides show beside the listing as booked and Resolve waits', async () => {
    renderAdminScreen('/dashboard/disputes/b-1', {
      '/api/admin/disputes/b-1': () => json(makeCase()),
    });
    await screen.findByRole('heading', { level: 1, name: T.caseTitle('Pixel 7 Pro') });
    const buyer = within(screen.getByRole('article', { name: T.sideHeading.buyer }));
    const seller = within(screen.getByRole('article', { name: T.sideHeading.seller }));
    expect(buyer.getByText(T.noStatement)).toBeInTheDocument();
    expect(buyer.getByText('Still signed in to a Google account.')).toBeInTheDocument();
    expect(seller.getByText('Signed out in front of the buyer.')).toBeInTheDocument();
    expect(seller.getByRole('link', { name: T.photoLink(1) })).toBeInTheDocument();
    const booked = within(screen.getByRole('region', { name: T.bookedHeading }));
    expect(booked.getByText('128 GB')).toBeInTheDocument();
    expect(booked.getByText('91%')).toBeInTheDocument();
    const chat = within(screen.getByRole('region', { name: T.conversationHeading }));
    expect(chat.getByText('Is it unlocked?')).toBeInTheDocument();
    expect(screen.getByText(T.noSelfTests)).toBeInTheDocument();
    const resolve = screen.getByRole('button', { name: D.resolveOf('Pixel 7 Pro') });
    expect(resolve).toBeDisabled();
    expect(resolve).toHaveAccessibleDescription(T.waitForSides);
  });

  it('When the dispute was decided, then the decision and its reason show and nothing can be resolved', async () => {
    const decided = {
      ...dispute,
      status: 'resolved' as const,
      outcome: 'refund' as const,
      resolutionNote: 'The phone was still locked.',
      resolvedAt: '2030-03-09T12:00:00.000Z',
    };
    renderAdminScreen('/dashboard/disputes/b-1', {
      '/api/admin/disputes/b-1': () => json(makeCase({ dispute: decided, statements: null })),
    });
    const decision = within(await screen.findByRole('region', { name: T.decision }));
    expect(decision.getByText(new RegExp(D.decided.refund))).toBeInTheDocument();
    expect(decision.getByText('The phone was still locked.')).toBeInTheDocument();
    expect(screen.getByText(T.noStatements)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.resolveOf('Pixel 7 Pro') })).toBeNull();
  });
});
