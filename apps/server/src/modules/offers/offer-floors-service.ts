import { centsToDollars, dollarsToCents } from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { OffersRepository } from './offers-repository.ts';

/** The seller's automatic decline (decision 039): a floor per listing, below its price. */
export function createOfferFloorsService(repo: OffersRepository) {
  return {
    /** The seller's listings on sale and their floors. */
    async floors(user: AuthUser) {
      const rows = await repo.floors(user.id);
      return rows.map((r) => ({
        listingId: r.listingId,
        productName: r.productName,
        price: centsToDollars(r.priceCents),
        floor: r.floorCents === null ? null : centsToDollars(r.floorCents),
      }));
    },

    /** The listing's seller sets or clears its floor (below the price). */
    async setFloor(user: AuthUser, listingId: string, floor: number | null) {
      const listing = isUuid(listingId) ? await repo.listingOwner(undefined, listingId) : undefined;
      if (!listing) throw new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
      if (listing.sellerId !== user.id) {
        throw new ForbiddenError('This listing belongs to another seller.', 'NOT_YOUR_LISTING');
      }
      const floorCents = floor === null ? null : dollarsToCents(floor);
      if (floorCents !== null && floorCents >= listing.priceCents) {
        throw new BadRequestError(
          'The floor must be below the price.',
          { floor: ['The floor must be below the price'] },
          'FLOOR_OUT_OF_RANGE',
        );
      }
      await repo.setFloor(listingId, floorCents);
      return {
        listingId,
        productName: listing.productName,
        price: centsToDollars(listing.priceCents),
        floor: floorCents === null ? null : centsToDollars(floorCents),
      };
    },
  };
}
