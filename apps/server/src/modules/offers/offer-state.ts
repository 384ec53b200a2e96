import type { OfferStatus } from '../../db/schema-offers.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';

/**
 * The life of an offer (decision 039; docs/state-machines.md, "Offer"):
 *
 *   open --seller accepts--> accepted (a booking at the offer)
 *   open --seller declines / below the floor--> declined
 *   open --seller counters (once)--> countered --buyer accepts--> accepted (at the counter)
 *                                         |--buyer declines--> declined
 *   open | countered --24 h pass--> expired
 *   open | countered --the buyer offers again--> superseded
 *   open | countered --another offer on the listing accepted--> declined ('other-accepted')
 *   open | countered --the listing's price no longer fits it--> expired ('price-changed';
 *                      offer-price.ts: on the seller's price edit, or found at acceptance)
 *
 * Expiry is read, not waited for: a live offer past expires_at is expired to every reader.
 */
export type OfferAction = 'accept' | 'decline' | 'counter';
export type Side = 'buyer' | 'seller';

/** Who moves next in each live state, and what they may do. */
const MOVES: Record<'open' | 'countered', { side: Side; actions: OfferAction[] }> = {
  open: { side: 'seller', actions: ['accept', 'decline', 'counter'] },
  countered: { side: 'buyer', actions: ['accept', 'decline'] },
};

export const offerNotFound = () => new NotFoundError('Offer', 'OFFER_NOT_FOUND');

export function offerState(row: { status: OfferStatus; due: boolean }): OfferStatus {
  return row.due ? 'expired' : row.status;
}

/**
 * Whether `side` may do `action` to an offer in `state`; throws the refusal otherwise:
 * 409 for a closed or expired offer or a second counter, 403 when it is the other side's move.
 */
export function assertOfferMove(state: OfferStatus, side: Side, action: OfferAction): void {
  if (state === 'expired') {
    throw new ConflictError('This offer has expired.', 'OFFER_EXPIRED');
  }
  if (state !== 'open' && state !== 'countered') {
    throw new ConflictError(`This offer is already ${state}.`, 'OFFER_CLOSED');
  }
  const move = MOVES[state];
  if (state === 'countered' && side === 'seller' && action === 'counter') {
    throw new ConflictError('You have already countered this offer.', 'OFFER_ALREADY_COUNTERED');
  }
  if (move.side !== side || !move.actions.includes(action)) {
    throw new ForbiddenError(
      side === 'buyer'
        ? 'The seller has not answered this offer yet.'
        : 'The buyer has not answered your counter yet.',
      'NOT_YOUR_TURN',
    );
  }
}

/** At most OFFER_RULES.maxPerListing offers per buyer per listing. */
export class TooManyOffersError extends AppError {
  constructor(max: number) {
    super(429, 'TOO_MANY_OFFERS', `You can make at most ${max} offers on one phone.`);
  }
}
