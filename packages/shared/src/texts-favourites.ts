import { FAVOURITE_HEART_TEXTS } from './texts-favourites-heart.ts';

/** Issue #20, favourites: the UI texts of hearts and the Favourites page. */
export const FAVOURITES_TEXTS = {
  ...FAVOURITE_HEART_TEXTS,
  menu: 'Favourites',
  title: 'Your favourite phones',
  intro: 'Phones you saved, with what changed since.',
  saveFailed: "Couldn't update your favourites. Please try again.",
  removeNamed: (name: string) => `Remove ${name} from favourites`,
  priceDropped: (from: string, to: string) => `Price dropped from ${from} to ${to}`,
  priceRaised: (from: string, to: string) => `Price went up from ${from} to ${to}`,
  states: {
    available: 'Available',
    booked: 'Booked',
    sold: 'Sold',
    gone: 'No longer listed',
  },
  count: (n: number) => (n === 1 ? '1 phone saved' : `${n} phones saved`),
  removeShort: 'Remove',
  loading: 'Loading your favourites',
  emptyTitle: 'No favourites yet',
  emptyBody: 'Tap the heart on any phone to keep it here and see when its price drops.',
  browse: 'Browse all products',
  loadFailed: "Couldn't load your favourites.",
} as const;
