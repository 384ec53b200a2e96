import type { AuthUser } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ImageUrlPolicy } from '../../lib/image-url.ts';
import type { ListingReviewSeam } from '../listing-review/index.ts';
import { assertTransition, listingState } from '../listings/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import type { SellingRepository } from './selling-repository.ts';

interface Deps {
  listings: SellingRepository;
  storage: ImageStorage;
  /** Reads our uploads in every spelling a client may echo back (issue #14 finding 5). */
  images?: ImageUrlPolicy | undefined;
  review?: ListingReviewSeam | undefined;
}

const notFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
const NOT_OURS = 'Upload the photo first; only uploaded images can be used';

/**
 * Issue #21 (decision 042): the seller's photo of the phone showing the listing code on the
 * self-test's last screen, taken with another camera: proof of possession an admin compares
 * with the code. With a fresh self-test it lowers the listing's risk score; a listing waiting
 * in the review queue is rescored in the photo's own transaction.
 */
export function createVerificationPhoto({ listings, storage, images, review }: Deps) {
  return {
    async set(user: AuthUser, id: string, photo: string) {
      // 404, then 403 for anyone but the seller (admins included), then the state table.
      const listing = isUuid(id) ? await listings.findLive(id) : undefined;
      if (!listing) throw notFound();
      if (listing.sellerId !== user.id) {
        throw new ForbiddenError('Only the seller of this listing can do this.', 'NOT_OWNER');
      }
      assertTransition(listingState(listing), 'edit');
      const stored = (images ? images.canonical(photo) : photo) || undefined;
      if (stored === undefined || !(await storage.hasImage(stored))) {
        throw new BadRequestError(NOT_OURS, { photo: [NOT_OURS] }, 'INVALID_REFERENCE');
      }
      const rescore = review?.proofAdded ? await review.proofAdded(listing.id) : undefined;
      const changed = await listings.setVerificationPhoto(listing.id, user.id, stored, rescore);
      if (!changed) {
        // Sold or deleted since we looked: its 409 or 404; else the same photo again.
        const now = await listings.findLive(listing.id);
        if (!now) throw notFound();
        assertTransition(listingState(now), 'edit');
      }
      return { acknowledged: true as const, modifiedCount: changed ? 1 : 0 };
    },
  };
}

export type VerificationPhotoService = ReturnType<typeof createVerificationPhoto>;
