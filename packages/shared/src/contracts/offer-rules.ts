/**
 * Offers' amounts rules (issue #20, decision 039), without zod: the listing page's texts and
 * the offer dialog read them; offers.ts re-exports them (issue #22 item 4).
 */
export const OFFER_RULES = {
  /** An offer is at least this share of the listing's price... */
  minShare: 0.5,
  /** ...and at most this share (a full-price buyer books instead). */
  maxShare: 0.99,
  /** Offers per buyer per listing, whatever became of them (the fourth is 429). */
  maxPerListing: 3,
  /** An open offer, or a counter, waits this long for an answer. */
  hours: 24,
} as const;

/** The smallest booking the house takes, in cents (bookings_price_range). */
const MIN_BOOKING_CENTS = 100;

/** The allowed offer range for a listing price, in cents: 50% (at least $1) to 99%. */
export function offerRangeCents(priceCents: number): { min: number; max: number } {
  return {
    min: Math.max(MIN_BOOKING_CENTS, Math.ceil(priceCents * OFFER_RULES.minShare)),
    max: Math.floor((priceCents * Math.round(OFFER_RULES.maxShare * 100)) / 100),
  };
}

/** The same range in dollars, for the dialog. */
export function offerRange(priceDollars: number): { min: number; max: number } {
  const { min, max } = offerRangeCents(Math.round(priceDollars * 100));
  return { min: min / 100, max: max / 100 };
}
