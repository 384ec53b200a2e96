import type { DealNoticeKind } from './contracts/notifications.ts';

/** What a deal notice says about its deal (filled in by the server from the booking). */
export interface DealNoticeFacts {
  product: string;
  /** The price, formatted (`$250.00`). */
  price: string;
  buyerName: string;
  sellerName: string;
  /** dispute_decided only: what the admin decided. */
  outcome?: 'refund' | 'release' | null;
  /** dispute_decided only (issue #46): the admin's reason, which both sides read. */
  reason?: string | null;
}

/** The admin's reason after a decision's body, when there is one (issue #46). */
const withReason = (body: string, reason?: string | null) =>
  reason?.trim() ? `${body} Reason: ${reason.trim()}` : body;

interface Notice {
  title: string;
  body: string;
}
type Compose = (facts: DealNoticeFacts) => Notice;

/** The buyer's and the seller's words for each step; a missing side is not told. */
const DEAL: Record<DealNoticeKind, { buyer?: Compose; seller?: Compose }> = {
  booked: {
    buyer: (f) => ({
      title: `You booked ${f.product}`,
      body: `Pay ${f.price} from My Order to keep it. Your payment is held until you give the seller the handoff code at the meetup.`,
    }),
    seller: (f) => ({
      title: `${f.product} was booked`,
      body: `${f.buyerName} booked ${f.product} for ${f.price}. You will be told when the payment is held.`,
    }),
  },
  paid: {
    buyer: (f) => ({
      title: `Payment held for ${f.product}`,
      body: `Your ${f.price} is held, not paid out. Check the phone at the meetup, then give the seller the handoff code from My Order.`,
    }),
    seller: (f) => ({
      title: `${f.buyerName} paid for ${f.product}`,
      body: `${f.price} is held for you. Meet the buyer, hand over the phone, and enter the buyer's handoff code in My Sell to receive it.`,
    }),
  },
  code_entered: {
    buyer: (f) => ({
      title: `Deal done: ${f.product}`,
      body: `The seller entered your handoff code. ${f.price} went to the seller. Enjoy your phone!`,
    }),
    seller: (f) => ({
      title: `Payment released for ${f.product}`,
      body: `The handoff code was correct: ${f.price} is yours. It shows on your Earnings page.`,
    }),
  },
  declined: {
    buyer: (f) => ({
      title: `You declined ${f.product}`,
      body: 'The seller has 48 hours to accept (you get a full refund) or contest it (an admin decides).',
    }),
    seller: (f) => ({
      title: `${f.buyerName} declined ${f.product}`,
      body: 'Answer in My Sell within 48 hours: accept (the buyer is refunded and the listing is available again) or contest it.',
    }),
  },
  dispute_opened: {
    buyer: (f) => ({
      title: `Dispute opened for ${f.product}`,
      body: 'The seller contested your decline (or did not answer). Give your side (text and photos) from My Order within 48 hours; an admin then decides, and your payment stays held until then.',
    }),
    seller: (f) => ({
      title: `Dispute opened for ${f.product}`,
      body: 'Give your side (text and photos) from My Sell within 48 hours if you have not yet; an admin then decides whether the payment is released to you or refunded to the buyer.',
    }),
  },
  dispute_decided: {
    buyer: (f) => ({
      title: `Dispute decided: ${f.product}`,
      body: withReason(
        f.outcome === 'release'
          ? `The admin released ${f.price} to the seller.`
          : `The admin refunded your ${f.price} in full.`,
        f.reason,
      ),
    }),
    seller: (f) => ({
      title: `Dispute decided: ${f.product}`,
      body: withReason(
        f.outcome === 'release'
          ? `The admin released ${f.price} to you. It shows on your Earnings page.`
          : `The admin refunded the buyer. ${f.product} is available again.`,
        f.reason,
      ),
    }),
  },
  refunded: {
    buyer: (f) => ({
      title: `Refunded: ${f.product}`,
      body: `Your payment of ${f.price} was cancelled in full; nothing was charged.`,
    }),
    seller: (f) => ({
      title: `Deal cancelled: ${f.product}`,
      body: `The buyer's payment was refunded. ${f.product} is available again.`,
    }),
  },
  window_expiring: {
    buyer: (f) => ({
      title: `24 hours left for ${f.product}`,
      body: 'Meet the seller and give the handoff code within 24 hours, or the payment goes back to you.',
    }),
    seller: (f) => ({
      title: `24 hours left for ${f.product}`,
      body: `Enter the buyer's handoff code within 24 hours, or the ${f.price} goes back to the buyer.`,
    }),
  },
  // Only the buyer: the codes were entered on the seller's side of the deal.
  handoff_guessing: {
    buyer: (f) => ({
      title: `Wrong handoff codes for ${f.product}`,
      body: 'Ten wrong handoff codes were entered for this deal. Code entry is now locked for longer each time and our team has been told. Give your code only when you hold the phone and have checked it; nobody from PhoneBazaar will ever ask for it.',
    }),
  },
};

/**
 * Texts of notifications (issue #18): the deal notices (in the app and by mail), the navbar's
 * bell, the dashboard's Notifications page and the admins' Audit Log page.
 */
export const NOTIFICATION_TEXTS = {
  deal: DEAL,
  /** Issue #46: a party who has not given their side of a dispute, before the deadline. */
  disputeReminder: (product: string, hoursLeft: number) => ({
    title: `Give your side of the dispute over ${product}`,
    body: `About ${hoursLeft} hours are left to give your side (text and photos). After that, the admin decides without it.`,
  }),
  /** The mail around a notice: greeting, the notice, where to look. */
  mail: {
    greeting: (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,'),
    open: 'Open PhoneBazaar:',
    signature: '— PhoneBazaar',
    /** Issue #39: every notice's mail says where its person chooses what reaches them. */
    preferences: 'Choose which notifications reach you by mail or on your phone:',
  },
  bell: {
    label: (unread: number) =>
      unread === 0
        ? 'Notifications'
        : `Notifications, ${unread > 99 ? 'more than 99' : unread} unread`,
    badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  },
  page: {
    title: 'Notifications',
    menu: 'Notifications',
    intro: 'What happened with your deals, newest first.',
    empty: 'No notifications yet',
    emptyHint: 'You will be told here (and by mail) when a deal of yours moves on.',
    failed: 'Notifications could not be loaded',
    retry: 'Try again',
    loading: 'Loading notifications…',
    markRead: 'Mark as read',
    markReadOf: (title: string) => `Mark "${title}" as read`,
    markAllRead: 'Mark all as read',
    marked: 'Marked as read',
    markFailed: 'Could not mark as read. Try again.',
    loadMore: 'Load more',
    unread: 'Unread',
    unreadCount: (n: number) =>
      n === 0
        ? 'No unread notifications'
        : n === 1
          ? '1 unread notification'
          : `${n} unread notifications`,
    open: 'Open',
    openOf: (title: string) => `Open: ${title}`,
  },
  audit: {
    title: 'Audit Log',
    menu: 'Audit Log',
    intro:
      'Every money and moderation action: who did it, when, and the record before and after. Nobody can edit or delete an entry.',
    caption: 'Audit log entries, newest first',
    empty: 'No entries yet',
    emptyHint: 'Moderation and money actions appear here as they happen.',
    failed: 'The audit log could not be loaded',
    retry: 'Try again',
    loading: 'Loading the audit log…',
    loadMore: 'Load more',
    system: 'System',
    columns: {
      when: 'When',
      actor: 'Who',
      action: 'Action',
      entity: 'Record',
      amount: 'Amount',
      change: 'Before → after',
    },
    before: 'Before',
    after: 'After',
    none: '—',
    /** Issue #45 item 6: each action in words; the code stays beside it for searching. */
    actions: {
      'payment.hold': 'Card held for the handoff',
      'payment.capture': 'Card charged',
      'payment.refund': 'Payment refunded',
      'payment.hold_released': 'Card hold released: the booking could not take the payment',
      'settlement.pay': 'Card held for the handoff',
      'settlement.handoff': 'Handoff code entered: payment captured and released to the seller',
      'settlement.expire': 'Handoff window ended: hold released to the buyer',
      'settlement.decline': 'Buyer declined the phone: payment stays held',
      'settlement.acceptDecline': 'Seller accepted the decline: payment refunded',
      'settlement.contest': 'Seller contested the decline: dispute opened',
      'settlement.answerTimeout': 'Seller did not answer the decline: dispute opened',
      'settlement.adminRefund': 'Dispute decided for the buyer: payment refunded',
      'settlement.adminRelease': 'Dispute decided for the seller: payment released',
      'payout.recorded': 'Payout to the seller recorded',
      'review.hide': 'Review hidden',
      'listing.review_approve': 'Listing approved',
      'listing.review_reject': 'Listing rejected',
      'listing.delete_reported': 'Reported listing deleted',
      'reports.dismiss': 'Reports dismissed',
      'seller.verify': 'Seller verified',
      'user.make_admin': 'Made an admin',
      'user.delete': 'Account deleted',
      'imei.block': 'IMEI blocked',
      'imei.unblock': 'IMEI unblocked',
      'phone_model.add': 'Phone model added',
      'phone_model.edit': 'Phone model edited',
    } as Record<string, string>,
  },
};
