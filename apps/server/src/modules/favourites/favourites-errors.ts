import { FAVOURITES_LIMIT } from '@phonebazaar/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';

/** Stable codes the web reads (issue #20). */
export const listingNotFound = () => new NotFoundError('Listing', 'LISTING_NOT_FOUND');

export const favouritesLimit = () =>
  new ConflictError(
    `You can keep at most ${FAVOURITES_LIMIT} favourites. Remove one to save another.`,
    'FAVOURITES_LIMIT',
  );

/** A seller's own listing is theirs to manage, not to watch (its price is theirs to set). */
export const ownListing = () =>
  new ForbiddenError('You cannot save your own listing to favourites.', 'OWN_LISTING');
