/** The heart on a listing's page (issue #20). Placeholder until the favourites feature lands. */
export function FavouriteButton({ listingId }: { listingId: string }) {
  void listingId;
  return null;
}
