/** Issue #20, favourites: the UI texts of hearts and the Favourites page. */
export const FAVOURITES_TEXTS = {
  menu: 'Favourites',
} as const;
