import type { PublicListing } from '@phonebazaar/shared';

/**
 * Issue #21: what the seller (or an admin) sees on a held or rejected listing's page.
 * Scaffold: the review room fills it in.
 */
export function ListingReviewBanner(_props: { listing: PublicListing }) {
  return null;
}
