import { ConflictError } from '../../lib/errors.ts';

/**
 * The life of a listing (product-decisions §4), written down once so every service asks
 * the same table instead of re-deriving the rules from flags. docs/state-machines.md
 * describes it in prose.
 *
 *   available --book--> booked --pay--> sold
 *       ^  ^               |               |
 *       |  +------lapse----+               |
 *       +-------------refund---------------+
 *
 * Paying holds the money (issue #18); the listing is sold from then on, and stays sold when
 * the money is released. A refund (the window expired, the seller accepted the buyer's
 * decline, an admin decided so) puts it back on the market: settlement-repository's finish.
 *
 * Advertise, edit, report and delete do not change the state; each is allowed only in the
 * states listed below. Deletion is soft (deletedAt) and takes the listing out of every
 * state: services answer 404 for a deleted listing before asking this table.
 *
 * Issue #21 (decision 041): review comes before the market. A listing held for review is
 * `pending_review`, a rejected one `rejected` (read from review_state before sold/booked);
 * both are off the market and seen only by their seller and the admins.
 *
 *   pending_review --approve--> available --reject--> rejected --resubmit--> pending_review
 *   pending_review --reject--> rejected
 *
 * `approve` is also allowed on an available listing (a live one checked after): no change.
 * Public callers (book, report, offers, messages, favourites) get the 404 of an unknown
 * listing for a held or rejected one before this table is asked; its 409s are for the seller
 * and the admins.
 */
export type ListingState = 'available' | 'booked' | 'sold' | 'pending_review' | 'rejected';

export type ListingAction =
  | 'advertise'
  | 'edit'
  | 'delete'
  | 'report'
  | 'book'
  | 'lapse'
  | 'pay'
  | 'refund'
  | 'approve'
  | 'reject'
  | 'resubmit';

interface Rule {
  /** States in which the action is allowed. */
  from: readonly ListingState[];
  /** The state the action leads to; absent when the state stays the same. */
  to?: ListingState;
  /** Why the action is refused, per state it is refused in. */
  refused: Partial<Record<ListingState, { message: string; code: string }>>;
}

const SOLD = 'LISTING_SOLD';
const NOT_LIVE = 'LISTING_NOT_LIVE';
const held = (what: string) => ({
  pending_review: { message: `A listing waiting for review cannot be ${what}.`, code: NOT_LIVE },
  rejected: { message: `A rejected listing cannot be ${what}.`, code: NOT_LIVE },
});

export const LISTING_TRANSITIONS: Readonly<Record<ListingAction, Rule>> = {
  advertise: {
    from: ['available', 'booked'],
    refused: {
      sold: { message: 'A sold listing cannot be advertised.', code: SOLD },
      ...held('advertised'),
    },
  },
  // Issue #21: a held or rejected listing is edited before it is approved or resubmitted.
  edit: {
    from: ['available', 'booked', 'pending_review', 'rejected'],
    refused: { sold: { message: 'A sold listing cannot be edited.', code: SOLD } },
  },
  // Sales keep pointing at a deleted listing (soft delete), so even a sold one may go.
  delete: {
    from: ['available', 'booked', 'sold', 'pending_review', 'rejected'],
    refused: {},
  },
  report: { from: ['available', 'booked', 'sold'], refused: held('reported') },
  book: {
    from: ['available'],
    to: 'booked',
    refused: {
      booked: { message: 'This listing is already booked.', code: 'LISTING_BOOKED' },
      sold: { message: 'This listing has already been sold.', code: SOLD },
      ...held('booked'),
    },
  },
  // An unpaid booking past its hold lapses and frees the listing.
  lapse: {
    from: ['booked'],
    to: 'available',
    refused: {
      available: { message: 'This listing has no booking to lapse.', code: 'LISTING_NOT_BOOKED' },
      sold: { message: 'A sold listing cannot be released.', code: SOLD },
      pending_review: {
        message: 'This listing has no booking to lapse.',
        code: 'LISTING_NOT_BOOKED',
      },
      rejected: { message: 'This listing has no booking to lapse.', code: 'LISTING_NOT_BOOKED' },
    },
  },
  pay: {
    from: ['booked'],
    to: 'sold',
    refused: {
      available: { message: 'This listing has no active booking.', code: 'LISTING_NOT_BOOKED' },
      sold: { message: 'This listing has already been sold.', code: SOLD },
      ...held('paid for'),
    },
  },
  // Issue #18: the held payment went back to the buyer; the phone is for sale again.
  refund: {
    from: ['sold'],
    to: 'available',
    refused: {
      available: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
      booked: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
      pending_review: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
      rejected: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
    },
  },
  // Issue #21: an admin's approval puts a held listing on the market; on a live listing that
  // was checked after, it only takes it out of the queue.
  approve: {
    from: ['pending_review', 'available'],
    to: 'available',
    refused: {
      booked: { message: 'A booked listing is on the market already.', code: 'LISTING_BOOKED' },
      sold: { message: 'A sold listing cannot be approved.', code: SOLD },
      rejected: {
        message: 'A rejected listing must be resubmitted by its seller before approval.',
        code: 'LISTING_REJECTED',
      },
    },
  },
  // Rejection takes the listing off the market; not while a buyer holds or bought it.
  reject: {
    from: ['available', 'pending_review'],
    to: 'rejected',
    refused: {
      booked: {
        message: 'A booked listing cannot be rejected while the booking lasts.',
        code: 'LISTING_BOOKED',
      },
      sold: { message: 'A sold listing cannot be rejected.', code: SOLD },
      rejected: { message: 'This listing has already been rejected.', code: 'LISTING_REJECTED' },
    },
  },
  // The seller, after editing a rejected listing, asks for review again.
  resubmit: {
    from: ['rejected'],
    to: 'pending_review',
    refused: {
      available: {
        message: 'Only a rejected listing can be resubmitted.',
        code: 'LISTING_NOT_REJECTED',
      },
      booked: {
        message: 'Only a rejected listing can be resubmitted.',
        code: 'LISTING_NOT_REJECTED',
      },
      sold: {
        message: 'Only a rejected listing can be resubmitted.',
        code: 'LISTING_NOT_REJECTED',
      },
      pending_review: {
        message: 'This listing is already waiting for review.',
        code: 'LISTING_NOT_REJECTED',
      },
    },
  },
};

/**
 * The state a stored row is in: its review state first (issue #21; a row read without it is
 * clear), then `sold`, which wins over a stale `booking` flag.
 */
export function listingState(row: {
  sold: boolean;
  booking: boolean;
  reviewState?: string | null;
}): ListingState {
  if (row.reviewState === 'pending_review' || row.reviewState === 'rejected') {
    return row.reviewState;
  }
  if (row.sold) return 'sold';
  return row.booking ? 'booked' : 'available';
}

export function canApply(state: ListingState, action: ListingAction): boolean {
  return LISTING_TRANSITIONS[action].from.includes(state);
}

/**
 * Checks that `action` is allowed in `state` and returns the state after it.
 * Throws ConflictError (409) with the table's message when it is not.
 */
export function assertTransition(state: ListingState, action: ListingAction): ListingState {
  const rule = LISTING_TRANSITIONS[action];
  if (!rule.from.includes(state)) {
    const refusal = rule.refused[state] ?? {
      message: `This listing cannot be changed this way while ${state}.`,
      code: 'LISTING_STATE',
    };
    throw new ConflictError(refusal.message, refusal.code);
  }
  return rule.to ?? state;
}
