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
 */
export type ListingState = 'available' | 'booked' | 'sold';

export type ListingAction =
  | 'advertise'
  | 'edit'
  | 'delete'
  | 'report'
  | 'book'
  | 'lapse'
  | 'pay'
  | 'refund';

interface Rule {
  /** States in which the action is allowed. */
  from: readonly ListingState[];
  /** The state the action leads to; absent when the state stays the same. */
  to?: ListingState;
  /** Why the action is refused, per state it is refused in. */
  refused: Partial<Record<ListingState, { message: string; code: string }>>;
}

const SOLD = 'LISTING_SOLD';

export const LISTING_TRANSITIONS: Readonly<Record<ListingAction, Rule>> = {
  advertise: {
    from: ['available', 'booked'],
    refused: { sold: { message: 'A sold listing cannot be advertised.', code: SOLD } },
  },
  edit: {
    from: ['available', 'booked'],
    refused: { sold: { message: 'A sold listing cannot be edited.', code: SOLD } },
  },
  // Sales keep pointing at a deleted listing (soft delete), so even a sold one may go.
  delete: { from: ['available', 'booked', 'sold'], refused: {} },
  report: { from: ['available', 'booked', 'sold'], refused: {} },
  book: {
    from: ['available'],
    to: 'booked',
    refused: {
      booked: { message: 'This listing is already booked.', code: 'LISTING_BOOKED' },
      sold: { message: 'This listing has already been sold.', code: SOLD },
    },
  },
  // An unpaid booking past its hold lapses and frees the listing.
  lapse: {
    from: ['booked'],
    to: 'available',
    refused: {
      available: { message: 'This listing has no booking to lapse.', code: 'LISTING_NOT_BOOKED' },
      sold: { message: 'A sold listing cannot be released.', code: SOLD },
    },
  },
  pay: {
    from: ['booked'],
    to: 'sold',
    refused: {
      available: { message: 'This listing has no active booking.', code: 'LISTING_NOT_BOOKED' },
      sold: { message: 'This listing has already been sold.', code: SOLD },
    },
  },
  // Issue #18: the held payment went back to the buyer; the phone is for sale again.
  refund: {
    from: ['sold'],
    to: 'available',
    refused: {
      available: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
      booked: { message: 'This listing has no sale to refund.', code: 'LISTING_NOT_SOLD' },
    },
  },
};

/** The state a stored row is in; `sold` wins over a stale `booking` flag. */
export function listingState(row: { sold: boolean; booking: boolean }): ListingState {
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
