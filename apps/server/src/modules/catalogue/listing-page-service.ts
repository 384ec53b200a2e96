import { listingPath, type PublicListing, type SelfTestReport } from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ListingPageRepository } from './listing-page-repository.ts';
import { type TypicalPriceOf, toPublicProductDto } from './product-dto.ts';

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

/** The page of one listing (issue #16), public like the lists it is a card of. */
export function createListingPageService(
  listings: ListingPageRepository,
  publicUrl: string,
  typicalPrice?: TypicalPriceOf,
  selfTestOf?: SelfTestOf,
) {
  return {
    /**
     * The live listing with its seller's card, and when a hold it shows lapses (the answer's
     * Expires, decision 014). 404 for an unknown or malformed id (product-decisions §3), 410
     * ListingGoneError for a sold or deleted one.
     */
    async find(id: string): Promise<{ listing: PublicListing; staleAt: Date | undefined }> {
      if (!isUuid(id)) throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
      const [row, facts, selfTest] = await Promise.all([
        listings.findLive(id),
        listings.sellerFacts(id),
        selfTestOf?.(id),
      ]);
      if (!row || !facts) {
        const gone = await listings.findGone(id);
        if (gone) throw new ListingGoneError(gone.sold, gone.categoryId);
        throw new NotFoundError('Listing', 'LISTING_NOT_FOUND');
      }
      const { holdExpiresAt, ...product } = row;
      const dto = toPublicProductDto(product, publicUrl, typicalPrice);
      return {
        listing: {
          ...dto,
          url: absoluteImageUrl(publicUrl, listingPath(row.id)),
          seller: {
            name: dto.sellerName,
            img: dto.sellerImg,
            verified: dto.sellerVerified,
            memberSince: facts.memberSince.toISOString(),
            completedSales: facts.completedSales,
          },
          ...(selfTest ? { selfTest } : {}),
        },
        staleAt: holdExpiresAt ?? undefined,
      };
    },
  };
}

export type ListingPageService = ReturnType<typeof createListingPageService>;
