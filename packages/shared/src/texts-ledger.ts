import { formatUsd } from './format.ts';

/**
 * Texts of the money the platform owes sellers (issue #18): the seller's Earnings page and the
 * admins' Payouts page, and the server's refusals they show. A module of its own, apart from
 * TEXTS, because only those two signed-in screens (loaded lazily) need them.
 */
export const LEDGER_TEXTS = {
  earnings: {
    title: 'Earnings',
    menu: 'Earnings',
    intro: 'What your sales earned: paid out to you once the buyer gives you the handoff code.',
    loading: 'Loading your earnings',
    balance: 'Balance owed to you',
    balanceHint:
      'Released deals minus payouts. The platform pays it out to you; each payout is listed below.',
    released: 'Released',
    releasedEmpty:
      'No released deals yet. A deal is released when the buyer gives you the handoff code.',
    pending: 'Pending holds',
    pendingHint: 'Paid by the buyer, not yet yours: waiting for the handoff, or declined.',
    pendingEmpty: 'No payments on hold.',
    payouts: 'Payouts',
    payoutsEmpty: 'No payouts yet.',
    loadFailed: 'Your earnings could not be loaded.',
  },
  payouts: {
    title: 'Payouts',
    menu: 'Payouts',
    intro:
      'Sellers the platform owes money to. Record each payout you send; it lowers their balance.',
    loading: 'Loading payouts',
    owed: 'Sellers owed money',
    owedEmpty: 'No seller is owed money right now.',
    recent: 'Recent payouts',
    recentEmpty: 'No payouts recorded yet.',
    loadFailed: 'Payouts could not be loaded.',
    record: 'Record payout',
    recordFor: (sellerName: string) => `Record payout for ${sellerName}`,
    dialogTitle: 'Record a payout',
    dialogIntro: (sellerName: string, balance: number) =>
      `${sellerName} is owed ${formatUsd(balance)}. Record the money you sent them.`,
    amount: 'Amount (USD)',
    reference: 'Reference',
    referenceHint: 'The bank transfer or mobile payment reference.',
    amountOverBalance: (balance: number) =>
      `Amount must be at most the balance of ${formatUsd(balance)}`,
    submit: 'Record payout',
    submitting: 'Recording…',
    cancel: 'Cancel',
    recorded: (amount: number, sellerName: string) =>
      `Payout of ${formatUsd(amount)} to ${sellerName} recorded`,
    failed: 'The payout could not be recorded',
    recordedBy: (name: string) => `Recorded by ${name}`,
  },
  columns: {
    product: 'Phone',
    amount: 'Amount',
    date: 'Date',
    status: 'Status',
    reference: 'Reference',
    seller: 'Seller',
    email: 'Email',
    balance: 'Balance',
    recordedBy: 'Recorded by',
    actions: 'Actions',
  },
  pendingStatus: {
    held: 'Held until handoff',
    declined: 'Declined — waiting for your answer',
    disputed: 'In dispute',
  },
  errors: {
    sellerNotFound: 'Seller',
    overBalance: (amount: number, balance: number) =>
      `A payout of ${formatUsd(amount)} is more than the seller's balance of ${formatUsd(balance)}.`,
  },
} as const;
