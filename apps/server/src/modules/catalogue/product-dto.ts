import {
  type Accessory,
  type Area,
  type Condition,
  centsToDollars,
  type Defect,
  type ListingReview,
  type ListingReviewState,
  type OwnProduct,
  type Product,
  type RejectReason,
  type SellerRating,
  type TypicalPrice,
  type Variant,
} from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { ProductRow } from './products-repository.ts';

/**
 * A seller's rating from their seller_reputation row (issue #19): no row or no review yet
 * means no average; otherwise star_sum / review_count to 1 decimal.
 */
export function sellerRatingOf(reviewCount: number | null, starSum: number | null): SellerRating {
  const count = Number(reviewCount ?? 0);
  if (count <= 0) return { average: null, count: 0 };
  // The very expression of the profile's ratingOf (reviews/reputation.ts), so a card and the
  // seller's profile never round one rating two ways.
  return { average: Math.round((Number(starSum ?? 0) / count) * 10) / 10, count };
}

/**
 * Database row -> API shape: `_id`, dollars, ISO dates (product-decisions §6), pictures on
 * PUBLIC_URL (decision 025). This is the full answer WITH the seller's email, for those who
 * may read it: the listing's owner (My Products) and admins (Reported Items). Public answers
 * use `toPublicProductDto` (decision 036).
 */
export function toProductDto(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    productName: row.productName,
    marketPrice: centsToDollars(row.marketPriceCents),
    sellingPrice: centsToDollars(row.sellingPriceCents),
    area: row.area as Area,
    description: row.description,
    purchaseYear: row.purchaseYear,
    productCondition: row.productCondition as Condition,
    categoriesId: row.categoryId,
    productImg: absoluteImageUrl(publicUrl, row.productImg),
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerImg: absoluteImageUrl(publicUrl, row.sellerImg),
    sellerVerified: row.sellerVerified,
    sellerPhoneVerified: row.sellerPhoneVerified === true,
    sellerId: row.sellerId,
    sellerRating: sellerRatingOf(row.sellerReviewCount, row.sellerStarSum),
    sellerTrusted: row.sellerTrusted === true,
    postTime: row.postTime.toISOString(),
    productStatus: row.productStatus,
    advertisement: row.advertisement,
    sold: row.sold,
    booking: row.booking,
    modelId: row.modelId,
    modelName: row.modelName,
    storageGb: row.storageGb,
    ramGb: row.ramGb,
    colour: row.colour,
    variant: row.variant as Variant | null,
    batteryHealth: row.batteryHealth,
    defects: row.defects as Defect[],
    accessories: row.accessories as Accessory[],
    photos: row.photos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    imeiOnFile: row.imeiLast4 !== null,
    imeiLast4: row.imeiLast4,
  };
}

/** What a public answer draws each card with (decisions 025 and 036, issues #20 and #44). */
export interface PublicCardView {
  /** Base of the picture URLs. */
  publicUrl: string;
  /** The seller's relay address (issue #44), given in `sellerEmail` instead of the real one. */
  relayOf: (sellerId: string) => string;
  /** The price guide's card badge (absent: null on every card). */
  typicalPrice?: TypicalPriceOf | undefined;
}

/**
 * A listing as everyone may read it (decision 036 and its addendum): the seller's email is
 * replaced by their relay address, a string that old clients parse and can ask the verified
 * badge of, and that leads to no one. Public answers are the same for every caller, so the
 * response caches may share them.
 */
export function toPublicProductDto(row: ProductRow, view: PublicCardView): Product {
  // Added to the fresh answer rather than spread into a copy: V8 copies a 30-field object
  // through its slow path, 8 µs a card, a tenth of a page's cost (issue #22).
  return Object.assign(toProductDto(row, view.publicUrl), {
    sellerEmail: view.relayOf(row.sellerId),
    typicalPrice: view.typicalPrice?.(row) ?? null,
  });
}

/**
 * Issue #20: the card's "12% below typical", from the price guide's memory (a Map lookup, no
 * SQL per card). Given by modules/index.ts; absent, cards carry null.
 */
export type TypicalPriceOf = (row: ProductRow) => TypicalPrice | null;

/**
 * What the seller's list may read beside the row (issue #21): whether the listing waits in the
 * review queue and why it was rejected (the listing-review room's columns).
 */
export interface OwnReviewFields {
  reviewQueued?: boolean | null;
  rejectReason?: string | null;
  rejectNote?: string | null;
}

/**
 * A listing's review for its seller and the admins (issue #21); undefined for a clear listing
 * not in the queue, which is every listing before #21 (the spec's shape, unchanged).
 */
export function reviewOf(
  row: { reviewState?: ListingReviewState | string | null } & OwnReviewFields,
): ListingReview | undefined {
  const state = (row.reviewState ?? 'clear') as ListingReviewState;
  const queued = row.reviewQueued === true;
  if (state === 'clear' && !queued) return undefined;
  return {
    state,
    queued,
    ...(state === 'rejected' && row.rejectReason
      ? { rejectReason: row.rejectReason as RejectReason }
      : {}),
    ...(state === 'rejected' && row.rejectNote ? { rejectNote: row.rejectNote } : {}),
  };
}

/**
 * The seller's own view (My Products) also carries the phone (decision 003) and the full
 * IMEI, decrypted by the caller (issue #16): null when the listing has none. Issue #21: the
 * listing's code always, and its review when it is held, rejected or queued.
 */
export function toOwnProductDto(
  row: ProductRow & { verificationPhoto?: string | null },
  publicUrl: string,
  imei: string | null,
  reviewFields: OwnReviewFields = {},
): OwnProduct {
  const review = reviewOf({ reviewState: row.reviewState, ...reviewFields });
  // Object.assign on the fresh answer, not a spread copy (see toPublicProductDto).
  return Object.assign(
    toProductDto(row, publicUrl),
    {
      sellerPhone: row.sellerPhone,
      imei,
      listingCode: row.listingCode,
    },
    // The seller's photo of the phone showing that code, once added (migration 0032).
    row.verificationPhoto
      ? { verificationPhoto: absoluteImageUrl(publicUrl, row.verificationPhoto) }
      : {},
    review ? { review } : {},
  );
}
