import type { PublicListing } from '@phonebazaar/shared';

/** "Make an offer" on a listing's page (issue #20). Placeholder until the offers feature lands. */
export function MakeOffer({ listing }: { listing: PublicListing }) {
  void listing;
  return null;
}
