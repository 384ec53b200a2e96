import {
  centsToDollars,
  FAVOURITES_LIMIT,
  type Favourite,
  type FavouriteState,
  type FavouritesReply,
  type FavouriteToggleReply,
} from '@phonebazaar/shared';
import { isUuid } from '../../lib/ids.ts';
import { type PublicCardView, toPublicProductDto } from '../catalogue/index.ts';
import { isShownToEveryone, listingState } from '../listings/index.ts';
import { favouritesLimit, listingNotFound, ownListing } from './favourites-errors.ts';
import type { FavouriteListingRow, FavouritesRepository } from './favourites-repository.ts';

/** A hearted listing as the Favourites page shows it: the card, and what changed since. */
export function toFavouriteDto(row: FavouriteListingRow, view: PublicCardView): Favourite {
  const { savedAt, priceCentsAtSave, deletedAt, holdExpiresAt: _hold, ...product } = row;
  // Issue #21: a listing held for review or rejected after it was hearted is off the market,
  // to the person as a deleted one is.
  const state: FavouriteState = isShownToEveryone({ deletedAt, reviewState: product.reviewState })
    ? (listingState(product) as FavouriteState)
    : 'gone';
  const now = product.sellingPriceCents;
  return {
    listingId: product.id,
    savedAt: savedAt.toISOString(),
    priceAtSave: centsToDollars(priceCentsAtSave),
    priceNow: centsToDollars(now),
    priceChanged: now < priceCentsAtSave ? 'dropped' : now > priceCentsAtSave ? 'raised' : null,
    state,
    listing: toPublicProductDto(product, view),
  };
}

/**
 * Favourites (issue #20): the person's own list only, every call keyed by the caller's id.
 * Hearting is idempotent (the first heart's price and date stay); so is removing.
 */
export function createFavouritesService({
  repository: repo,
  view,
}: {
  repository: FavouritesRepository;
  view: PublicCardView;
}) {
  return {
    /**
     * Hearts a listing. A sold or booked one may be hearted (it is the person's list); a
     * deleted, unknown, held or rejected one is 404, the seller's own 403, a 201st 409 FAVOURITES_LIMIT.
     */
    async save(userId: string, listingId: string): Promise<FavouriteToggleReply> {
      if (!isUuid(listingId)) throw listingNotFound();
      return repo.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const listing = await repo.listing(tx, listingId);
        // Issue #21: a listing held for review or rejected is unknown to everyone but its
        // seller and the admins.
        if (!listing || !isShownToEveryone(listing)) {
          throw listingNotFound();
        }
        if (listing.sellerId === userId) throw ownListing();
        const count = await repo.count(tx, userId);
        if (!(await repo.has(tx, userId, listingId))) {
          if (count >= FAVOURITES_LIMIT) throw favouritesLimit();
          await repo.insert(tx, {
            userId,
            productId: listingId,
            priceCentsAtSave: listing.priceCents,
          });
          return { listingId, saved: true as const, count: count + 1 };
        }
        return { listingId, saved: true as const, count };
      });
    },

    /** Removes a heart; removing one that is not there is no error. */
    async remove(userId: string, listingId: string): Promise<FavouriteToggleReply> {
      if (isUuid(listingId)) await repo.remove(userId, listingId);
      return { listingId, saved: false, count: await repo.countOf(userId) };
    },

    /** The person's favourites, newest first: ids only, or with each listing's state now. */
    async list(userId: string, idsOnly: boolean): Promise<FavouritesReply> {
      if (idsOnly)
        return { ids: await repo.ids(userId, FAVOURITES_LIMIT), limit: FAVOURITES_LIMIT };
      const rows = await repo.list(userId, FAVOURITES_LIMIT);
      const items = rows.map((row) => toFavouriteDto(row, view));
      return { ids: items.map((item) => item.listingId), limit: FAVOURITES_LIMIT, items };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
