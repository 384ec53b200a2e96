// The listings room (issue #35, decision 050) owns the listing: its states and transitions,
// the shared reads of who may see it ("on the market", "shown to everyone"), and the only
// writes of its state columns (sold, booking, deleted_at, review_state), including the SQL
// functions that book it. Other rooms decide; they write the listing through this door, in
// their own transaction (`ex`), so each of their steps stays one atomic step.
export {
  type AuthoredColumns,
  listingAuthoring,
  type ReviewState,
} from './authoring-repository.ts';
export {
  type BookListingCall,
  type BookListingRow,
  bookListingFunctions,
} from './book-listing-repository.ts';
export { listingCodes } from './listing-code-repository.ts';
export {
  assertTransition,
  canApply,
  LISTING_TRANSITIONS,
  type ListingAction,
  type ListingState,
  listingState,
} from './listing-state.ts';
export { type Executor, listingStateWrites } from './listings-repository.ts';
export {
  clearOfReview,
  heldFromPublic,
  isOnMarket,
  isShownToEveryone,
  type ListingVisibility,
  maySeeHeld,
  onMarket,
  onMarketAs,
  shownToEveryone,
  shownToEveryoneAs,
} from './on-market.ts';
