import { LISTING_REVIEW_TEXTS, type OwnProduct, type Product, TEXTS } from '@phonebazaar/shared';

export interface StateBadge {
  label: string;
  /** daisyUI badge colour class. */
  tone: string;
}

/**
 * The state badges My Products shows (docs/state-machines.md): Available or Booked, plus the
 * spec's Advertisement while an unsold listing is advertised. A sold listing has no badges: it
 * gets the spec's Sold banner over its photo instead (SoldBanner), as on the cards.
 * Issue #21: a held listing says "Waiting for review" and a rejected one "Rejected" instead
 * of Available, since buyers cannot see either.
 */
export function listingStates(
  listing: Pick<Product, 'sold' | 'booking' | 'advertisement'> & Pick<OwnProduct, 'review'>,
): StateBadge[] {
  if (listing.sold) return [];
  const review = listing.review?.state;
  if (review === 'pending_review') {
    return [{ label: LISTING_REVIEW_TEXTS.own.pending, tone: 'badge-warning' }];
  }
  if (review === 'rejected') {
    return [{ label: LISTING_REVIEW_TEXTS.own.rejected, tone: 'badge-error' }];
  }
  const states: StateBadge[] = [
    listing.booking
      ? { label: TEXTS.badges.booked, tone: 'badge-warning' }
      : { label: TEXTS.badges.available, tone: 'badge-success' },
  ];
  if (listing.advertisement)
    states.push({ label: TEXTS.badges.advertisement, tone: 'badge-primary' });
  return states;
}
