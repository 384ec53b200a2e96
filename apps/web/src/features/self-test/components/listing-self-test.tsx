import type { PublicListing } from '@phonebazaar/shared';

/** Issue #21: the listing page's self-test section. Scaffold: the self-test room fills it in. */
export function ListingSelfTest(_props: { listing: PublicListing }) {
  return null;
}
