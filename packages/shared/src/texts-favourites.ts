/** Issue #20, favourites: the UI texts of hearts and the Favourites page. */
export const FAVOURITES_TEXTS = {
  menu: 'Favourites',
  title: 'Your favourite phones',
  intro: 'Phones you saved, with what changed since.',
  save: 'Save to favourites',
  remove: 'Remove from favourites',
  /** The visitor's heart: a link to sign in that comes back here. */
  signInToSave: 'Sign in to save to favourites',
  saveFailed: "Couldn't update your favourites. Please try again.",
  removed: (name: string) => `${name} removed from favourites`,
  removeNamed: (name: string) => `Remove ${name} from favourites`,
  priceDropped: (from: string, to: string) => `Price dropped from ${from} to ${to}`,
  priceRaised: (from: string, to: string) => `Price went up from ${from} to ${to}`,
  states: {
    available: 'Available',
    booked: 'Booked',
    sold: 'Sold',
    gone: 'No longer listed',
  },
  viewListing: (name: string) => `View ${name}`,
  count: (n: number, limit: number) => `${n} of ${limit} saved`,
  emptyTitle: 'No favourites yet',
  emptyBody: 'Tap the heart on any phone to keep it here and see when its price drops.',
  browse: 'Browse all products',
  loadFailed: "Couldn't load your favourites.",
  retry: 'Try again',
  limitReached: (limit: number) => `You can keep at most ${limit} favourites.`,
} as const;
