import {
  type ListingReview,
  listingPath,
  type PublicListing,
  type SelfTestReport,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { maySeeHeld } from '../listings/index.ts';
import type { ListingPageRepository } from './listing-page-repository.ts';
import { type PublicCardView, reviewOf, toPublicProductDto } from './product-dto.ts';

/** A listing that was on the market and is not any more: its page says whether it sold. */
export class ListingGoneError extends AppError {
  constructor(
    readonly sold: boolean,
    readonly categoryId: string,
  ) {
    super(
      410,
      'LISTING_GONE',
      sold ? 'This phone has been sold.' : 'This phone is no longer listed.',
    );
  }
}

/** Issue #21: the newest seller self-test of a listing (the self-test room's). */
export type SelfTestOf = (listingId: string) => Promise<SelfTestReport | undefined>;

/**
 * Issue #21: whether a listing waits in the review queue and why it was rejected (the
 * listing-review room's). Absent: a held listing counts as queued, a rejected one as not.
 */
export type ReviewDetailsOf = (
  listingId: string,
) => Promise<Pick<ListingReview, 'queued' | 'rejectReason' | 'rejectNote'> | undefined>;

/** Who asks for a held listing's page: only its seller and the admins may read it. */
export type ListingViewer = Pick<AuthUser, 'id' | 'role'> | null;

/** The page of one listing (issue #16), public like the lists it is a card of. */
export function createListingPageService(
  listings: ListingPageRepository,
  view: PublicCardView,
  selfTestOf?: SelfTestOf,
  reviewDetailsOf?: ReviewDetailsOf,
) {
  /**
   * Issue #21: the page of a listing held for review or rejected, for its seller and the
   * admins (with its review); undefined for anyone else, who gets the 404 of an unknown one.
   */
  async function heldPage(id: string, sellerId: string, viewerOf: () => Promise<ListingViewer>) {
    const viewer = await viewerOf();
    if (!maySeeHeld({ sellerId }, viewer ?? undefined)) return undefined;
    const [row, facts, details, selfTest] = await Promise.all([
      listings.findHeld(id),
      listings.sellerFacts(id),
      reviewDetailsOf?.(id),
      selfTestOf?.(id),
    ]);
    if (!row || !facts) return undefined;
    const review = reviewOf({
      reviewState: row.reviewState,
      reviewQueued: details?.queued ?? row.reviewState === 'pending_review',
      rejectReason: details?.rejectReason,
      rejectNote: details?.rejectNote,
    });
    return { row, facts, selfTest, review };
  }

  return {
    /**
     * The live listing with its seller's card, and when a hold it shows lapses (the answer's
     * Expires, decision 014). 404 for an unknown or malformed id (product-decisions §3), 410
     * ListingGoneError for a sold or deleted one.
     */
    async find(
      id: string,
      viewerOf: () => Promise<ListingViewer> = async () => null,
    ): Promise<{
      listing: PublicListing;
      staleAt: Date | undefined;
      /** Issue #21: a held listing's page, for one person only: never shared or stored. */
      private: boolean;
    }> {
      if (!isUuid(id)) throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
      const [live, liveFacts, liveSelfTest] = await Promise.all([
        listings.findLive(id),
        listings.sellerFacts(id),
        selfTestOf?.(id),
      ]);
      let [row, facts, selfTest] = [live, liveFacts, liveSelfTest];
      let review: ListingReview | undefined;
      if (!row || !facts) {
        const gone = await listings.findGone(id);
        // Issue #21: held for review or rejected (not sold): unknown to everyone but its
        // seller and the admins, deleted or not, so nobody learns it exists.
        if (gone && !gone.sold && gone.reviewState !== 'clear') {
          const held = gone.deleted ? undefined : await heldPage(id, gone.sellerId, viewerOf);
          if (!held) throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
          ({ row, facts, selfTest, review } = held);
        } else if (gone) throw new ListingGoneError(gone.sold, gone.categoryId);
        else throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
      }
      const { holdExpiresAt, ...product } = row;
      const dto = toPublicProductDto(product, view);
      return {
        listing: {
          ...dto,
          url: absoluteImageUrl(view.publicUrl, listingPath(row.id)),
          seller: {
            name: dto.sellerName,
            img: dto.sellerImg,
            verified: dto.sellerVerified,
            memberSince: facts.memberSince.toISOString(),
            completedSales: facts.completedSales,
          },
          ...(selfTest ? { selfTest } : {}),
          ...(review ? { review } : {}),
        },
        staleAt: holdExpiresAt ?? undefined,
        private: review !== undefined,
      };
    },
  };
}

export type ListingPageService = ReturnType<typeof createListingPageService>;
