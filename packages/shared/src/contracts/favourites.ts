import { z } from 'zod';
import { productSchema } from './product.ts';

/**
 * Favourites (issue #20): a signed-in person's hearted listings, at most FAVOURITES_LIMIT, each
 * read back with the phone's state now. Prices are dollars, like every price in the API.
 */
export const FAVOURITES_LIMIT = 200;

/** PUT/DELETE /api/favourites/:listingId. */
export const favouriteParamsSchema = z.object({ listingId: z.string().max(100) });

/** GET /api/favourites?idsOnly=1: only the hearted ids (what every card needs), no listings. */
export const favouritesQuerySchema = z
  .object({ idsOnly: z.enum(['1', 'true', '0', 'false']).optional() })
  .strict();

/** 'gone': the listing was deleted; it stays on the list until removed. */
export const FAVOURITE_STATES = ['available', 'booked', 'sold', 'gone'] as const;
export const favouriteStateSchema = z.enum(FAVOURITE_STATES);
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** How the selling price moved since the heart; null when it did not. */
export const priceChangeSchema = z.enum(['dropped', 'raised']).nullable();
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const favouriteSchema = z.object({
  listingId: z.string(),
  /** When it was hearted (ISO). */
  savedAt: z.string(),
  priceAtSave: z.number(),
  priceNow: z.number(),
  priceChanged: priceChangeSchema,
  state: favouriteStateSchema,
  /** The listing as a card shows it (the public answer, without the seller's email). */
  listing: productSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * GET /api/favourites: `ids` of every hearted listing (newest first) always; `items` unless
 * `idsOnly` was asked for.
 */
export const favouritesReplySchema = z.object({
  ids: z.array(z.string()),
  limit: z.number().int(),
  items: z.array(favouriteSchema).optional(),
});
export type FavouritesReply = z.infer<typeof favouritesReplySchema>;

/** PUT and DELETE /api/favourites/:listingId take no body. */
export const favouriteBodySchema = z.object({}).strict().nullish();

/** PUT (saved: true) and DELETE (saved: false) /api/favourites/:listingId: the heart now. */
export const favouriteToggleReplySchema = z.object({
  listingId: z.string(),
  saved: z.boolean(),
  /** The person's favourites after this call. */
  count: z.number().int(),
});
export type FavouriteToggleReply = z.infer<typeof favouriteToggleReplySchema>;
