import type { PublicListing } from '@phonebazaar/shared';

/** The price guide under a listing's prices (issue #20). Placeholder until it lands. */
export function ListingPriceGuide({ listing }: { listing: PublicListing }) {
  void listing;
  return null;
}
