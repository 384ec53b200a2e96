import type { ArmsLengthReason, ClusterKind } from './contracts/trust.ts';

/**
 * Words of the arm's-length rule (issue #36 item 2, decision 055): the admins' Clusters page
 * and the All Sell column (the reviews' "Unverified deal" label is in texts-reviews.ts).
 */
export const TRUST_TEXTS = {
  reasons: {
    PHONE_NOT_VERIFIED: 'A phone is not verified',
    SAME_PHONE: 'Same phone number',
    SAME_DEVICE: 'Same device',
    SAME_CARD: 'Same card',
    SAME_NETWORK: 'Same network',
    ACCOUNT_TOO_NEW: 'Account younger than 7 days',
  } satisfies Record<ArmsLengthReason, string>,
  sales: {
    column: 'Counts',
    counted: 'Counts',
    notCounted: 'Not counted',
    notDecided: '—',
  },
  clusters: {
    menu: 'Clusters',
    title: 'Clusters',
    intro:
      'Accounts that share a device, a card, a phone number or a network, with the deals between them. Deals that are not at arm’s length still go through, but do not count toward the price guide, ratings or "Trusted seller".',
    loading: 'Loading clusters',
    failed: 'The clusters could not be loaded',
    retry: 'Try again',
    empty: 'No shared devices, cards, phones or networks',
    emptyHint:
      'When two accounts are seen on the same device or network, pay with the same card or claim the same phone number, they are listed here with their deals.',
    kind: {
      device: 'Same device',
      card: 'Same card',
      phone: 'Same phone number',
      network: 'Same network',
    } satisfies Record<ClusterKind, string>,
    accounts: (n: number) => (n === 1 ? '1 account' : `${n} accounts`),
    deals: 'Deals between them',
    noDeals: 'No deals between these accounts',
    phoneVerified: 'Phone verified',
    deleted: 'Deleted',
    memberSince: (date: string) => `Joined ${date}`,
    dealLine: (product: string, price: string) => `${product}, ${price}`,
    counted: 'Counts',
    notCounted: 'Not counted',
    open: 'Not released',
  },
} as const;
