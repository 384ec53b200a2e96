import { type Product, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';

export interface StateBadge {
  label: string;
  /** daisyUI badge colour class. */
  tone: string;
}

/**
 * The states My Products shows (docs/state-machines.md): one of Available, Booked or Sold,
 * plus Advertised while an unsold listing is advertised. Sold wins over a stale booking.
 */
export function listingStates(
  listing: Pick<Product, 'sold' | 'booking' | 'advertisement'>,
): StateBadge[] {
  if (listing.sold) return [{ label: TEXTS.badges.sold, tone: 'badge-error' }];
  const states: StateBadge[] = [
    listing.booking
      ? { label: TEXTS.badges.booked, tone: 'badge-warning' }
      : { label: TEXTS.badges.available, tone: 'badge-success' },
  ];
  if (listing.advertisement)
    states.push({ label: SELLING_TEXTS.advertised, tone: 'badge-primary' });
  return states;
}
