import { type Product, TEXTS } from '@phonebazaar/shared';

export interface StateBadge {
  label: string;
  /** daisyUI badge colour class. */
  tone: string;
}

/**
 * The state badges My Products shows (docs/state-machines.md): Available or Booked, plus the
 * spec's Advertisement while an unsold listing is advertised. A sold listing has no badges: it
 * gets the spec's Sold banner over its photo instead (SoldBanner), as on the cards.
 */
export function listingStates(
  listing: Pick<Product, 'sold' | 'booking' | 'advertisement'>,
): StateBadge[] {
  if (listing.sold) return [];
  const states: StateBadge[] = [
    listing.booking
      ? { label: TEXTS.badges.booked, tone: 'badge-warning' }
      : { label: TEXTS.badges.available, tone: 'badge-success' },
  ];
  if (listing.advertisement)
    states.push({ label: TEXTS.badges.advertisement, tone: 'badge-primary' });
  return states;
}
