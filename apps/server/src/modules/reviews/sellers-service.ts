import {
  AS_DESCRIBED_MIN_ANSWERS,
  REVIEW_ERROR_CODES as CODES,
  type ReviewsReply,
  type SellerProfile,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { paginate } from '../../lib/cursor.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type PageRequest, toPage } from '../../lib/pagination.ts';
import { toProductDto } from '../catalogue/index.ts';
import { ratingOf } from './reputation.ts';
import { toReview } from './review-dto.ts';
import type { ReviewsRepository } from './reviews-repository.ts';
import type { SellersRepository } from './sellers-repository.ts';

/**
 * The public seller profile and its reviews (issue #19). No email and no phone: the listings
 * go out in the public product shape with the seller's relay address for sellerEmail.
 */
export function createSellersService(deps: {
  sellers: SellersRepository;
  reviews: ReviewsRepository;
  publicUrl: string;
  /** Issue #44: the seller's relay address, the cards' `sellerEmail`. */
  relayOf: (sellerId: string) => string;
}) {
  const { sellers, reviews, publicUrl, relayOf } = deps;

  async function assertSeller(id: string) {
    const account = isUuid(id) ? await sellers.account(id) : undefined;
    if (!account) throw new NotFoundError('Seller', CODES.sellerNotFound);
    return account;
  }

  return {
    async profile(id: string): Promise<SellerProfile> {
      const account = await assertSeller(id);
      const [reputation, completedSales, listings] = await Promise.all([
        sellers.reputation(id),
        sellers.completedSales(id),
        sellers.listings(id),
      ]);
      const figures = reputation ?? {
        reviewCount: 0,
        starSum: 0,
        asDescribedCount: 0,
        asDescribedAnswers: 0,
        trusted: false,
      };
      return {
        id: account.id,
        name: account.name,
        image: absoluteImageUrl(publicUrl, account.image),
        verified: account.verified,
        trusted: figures.trusted,
        phoneVerified: account.phoneVerified === true,
        memberSince: account.createdAt.toISOString(),
        completedSales,
        rating: ratingOf(figures),
        // Issue #45 item 2: from the reviews that answered, and only from a few answers on.
        asDescribedShare:
          figures.asDescribedAnswers >= AS_DESCRIBED_MIN_ANSWERS
            ? Math.round((figures.asDescribedCount / figures.asDescribedAnswers) * 1000) / 1000
            : null,
        asDescribedAnswers: figures.asDescribedAnswers,
        // The public card, the relay address for the email (decision 036); Object.assign,
        // not a spread copy (issue #22).
        listings: listings.map((row) =>
          Object.assign(toProductDto(row, publicUrl), { sellerEmail: relayOf(row.sellerId) }),
        ),
      };
    },

    /** Published, not hidden, reviews about the person, newest first, a page at a time. */
    async reviews(id: string, query: { limit?: number; cursor?: string }): Promise<ReviewsReply> {
      await assertSeller(id);
      const page: PageRequest = toPage(query);
      const { items, nextCursor } = paginate(
        await reviews.aboutSubject(id, page.limit + 1, page.cursor),
        page.limit,
        (row) => ({ at: row.publishedAt!, id: row.id }),
      );
      return {
        items: items.map((row) => toReview(row, publicUrl)),
        nextCursor: nextCursor ?? null,
      };
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
