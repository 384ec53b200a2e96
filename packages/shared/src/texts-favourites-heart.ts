/**
 * The heart's names alone (issue #20), in a module of their own: the visitor's card heart is
 * in the initial JavaScript (issue #8's budget), and a bundler ships a shared module whole, so
 * the rest of FAVOURITES_TEXTS stays in the lazy chunks that use it.
 */
export const FAVOURITE_HEART_TEXTS = {
  save: 'Save to favourites',
  remove: 'Remove from favourites',
} as const;
