/**
 * The signed-in person's favourites are cached under ['favourites', email]: 'ids' (every
 * card's heart, one request for the whole page) and 'list' (the Favourites page). A heart
 * invalidates the root, so both refresh.
 */
export const favouritesKey = (email: string) => ['favourites', email.toLowerCase()] as const;
export const favouriteIdsKey = (email: string) => [...favouritesKey(email), 'ids'] as const;
export const favouritesListKey = (email: string) => [...favouritesKey(email), 'list'] as const;
