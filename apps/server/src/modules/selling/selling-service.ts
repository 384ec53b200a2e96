import {
  type Condition,
  dollarsToCents,
  type PageQuery,
  PHONE_VERIFY_TEXTS,
} from '@phonebazaar/shared';
import { type AuthUser, assertEmailAccess, normaliseEmail } from '../../lib/access.ts';
import { paginate } from '../../lib/cursor.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import { toOwnProductDto } from '../catalogue/index.ts';
import type { ListingReviewSeam } from '../listing-review/index.ts';
import { assertTransition, type ListingAction, listingState } from '../listings/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { createListingChecks, imeiBlocked, type ListingCheckDeps } from './listing-checks.ts';
import { assertCoverIsFirstPhoto } from './listing-details.ts';
import { createReviewSteps } from './review-steps.ts';
import type { LiveListing, PriceChanged, SellingRepository } from './selling-repository.ts';
import type { AddProductInput, EditProductInput, ReviewDetailsOfIds } from './selling-types.ts';

interface Deps extends ListingCheckDeps {
  listings: SellingRepository;
  users: UsersRepository;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** Issue #21 (decision 041): risk scoring around each add and edit; none = all clear. */
  review?: ListingReviewSeam | undefined;
  reviewDetails?: ReviewDetailsOfIds | undefined;
  /** Issue #35: offers' hook, in the edit's transaction, when the price changed. */
  priceChanged?: PriceChanged | undefined;
  /** REQUIRE_VERIFIED_PHONE_TO_SELL (issue #36): a new listing needs a verified phone. */
  requireVerifiedPhone?: boolean | undefined;
}

const notFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
const acknowledged = true as const;

/** The seller's side of listings: add, list own, advertise, edit, delete (spec §7). */
export function createSellingService(deps: Deps) {
  const { listings, users, publicUrl, imeiCrypto, farBelowMedian, review, reviewDetails } = deps;
  const { priceChanged } = deps;
  // What an added or edited listing is checked against (listing-checks.ts).
  const { productImage, details, guardingImei, referenceErrors, lowPriceFlag } =
    createListingChecks(deps);

  /** A malformed, unknown or deleted id is 404 before anything else is decided. */
  async function findLive(id: string): Promise<LiveListing> {
    const listing = isUuid(id) ? await listings.findLive(id) : undefined;
    if (!listing) throw notFound();
    return listing;
  }

  /** 404, then 403 for anyone but the seller (admins included), then the state table. */
  async function ownedListing(user: AuthUser, id: string, action: ListingAction) {
    const listing = await findLive(id);
    if (listing.sellerId !== user.id) {
      throw new ForbiddenError('Only the seller of this listing can do this.', 'NOT_OWNER');
    }
    assertTransition(listingState(listing), action);
    return listing;
  }

  const reviewSteps = createReviewSteps({ review, farBelowMedian });

  return {
    async add(user: AuthUser, input: AddProductInput) {
      if (deps.requireVerifiedPhone && (await users.verifiedPhoneOf(user.id)) === null) {
        throw new ForbiddenError(PHONE_VERIFY_TEXTS.errors.needPhoneToSell, 'PHONE_NOT_VERIFIED');
      }
      const errors = await referenceErrors(user, input);
      if (Object.keys(errors).length > 0) {
        const code = errors.sellerEmail ? 'SELLER_MISMATCH' : 'INVALID_REFERENCE';
        throw new BadRequestError('Some product details are not valid.', errors, code);
      }
      const cover = productImage(input.productImg) ?? input.productImg;
      const { photos, ...checked } = await details(
        {
          categoryId: input.categoriesId,
          condition: input.productCondition as Condition,
          modelId: null,
          storageGb: null,
          ramGb: null,
          defects: [],
        },
        input,
      );
      if (photos) assertCoverIsFirstPhoto(cover, photos);
      const sellingPriceCents = dollarsToCents(input.sellingPrice);
      const { flagReason, farBelow } = await lowPriceFlag(
        { ...checked, modelId: checked.modelId ?? null, condition: input.productCondition },
        sellingPriceCents,
        input.confirmLowPrice,
      );
      // Issue #21: scored before the write; held listings are written off the market.
      const assessed = review
        ? await review.assess({
            sellerId: user.id,
            imeiHash: checked.imeiHash,
            modelId: checked.modelId ?? null,
            photos: photos ?? [cover],
            farBelow,
            sample: true,
          })
        : undefined;
      const inserted = await guardingImei(user.id, checked.imeiHash, () =>
        listings.insert(user.id, {
          productName: input.productName,
          marketPriceCents: dollarsToCents(input.marketPrice),
          sellingPriceCents,
          purchaseYear: input.purchaseYear,
          area: input.area,
          productCondition: input.productCondition,
          categoryId: input.categoriesId,
          productImg: cover,
          description: input.description,
          sellerPhone: input.sellerPhone,
          // A listing without photos has its one picture as its only photo.
          photos: photos ?? [cover],
          details: checked,
          flagReason,
          reviewState: assessed?.tier === 'held' ? 'pending_review' : 'clear',
          onWritten: assessed ? reviewSteps.recording(user.id, assessed) : undefined,
        }),
      );
      if ('refused' in inserted) {
        if (inserted.refused === 'IMEI_BLOCKED') throw imeiBlocked();
        // The account was deleted between authentication and the insert.
        throw new UnauthorizedError();
      }
      return { acknowledged, insertedId: inserted.id };
    },

    /** My Products: own listings (or any seller's, for an admin), sold ones included. */
    async listOwn(caller: AuthUser, email: string, query: PageQuery) {
      assertEmailAccess(caller, email);
      const wanted = normaliseEmail(email);
      const sellerId =
        wanted === caller.email ? caller.id : (await users.findLiveByEmail(wanted))?.id;
      if (!sellerId) return { items: [], nextCursor: undefined };
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await listings.listBySeller(sellerId, page),
        page.limit,
        (row) => ({ at: row.postTime, id: row.id }),
      );
      // The seller (or an admin) may read the full IMEI (issue #16), read in the same statement.
      const imeiOf = (stored: string | null) =>
        stored === null ? null : (imeiCrypto.decrypt(stored) ?? null);
      // Issue #21: each listing's review, one read for the page.
      const details = (await reviewDetails?.(items.map((row) => row.id))) ?? new Map();
      return {
        items: items.map((row) => {
          const review = details.get(row.id);
          return toOwnProductDto(row, publicUrl, imeiOf(row.imeiEncrypted), {
            reviewQueued: review?.queued ?? null,
            rejectReason: review?.rejectReason ?? null,
            rejectNote: review?.rejectNote ?? null,
          });
        }),
        nextCursor,
      };
    },

    /** Idempotent: advertising an advertised listing answers modifiedCount 0. */
    async advertise(user: AuthUser, id: string) {
      const listing = await ownedListing(user, id, 'advertise');
      if (!listing.advertisement && (await listings.advertise(id, user.id))) {
        return { acknowledged, modifiedCount: 1 };
      }
      // Nothing changed: already advertised, or sold/deleted since we looked (409/404).
      await ownedListing(user, id, 'advertise');
      return { acknowledged, modifiedCount: 0 };
    },

    async edit(user: AuthUser, id: string, change: EditProductInput) {
      const listing = await ownedListing(user, id, 'edit');
      const checked = await details(
        { ...listing, condition: listing.productCondition as Condition },
        change,
      );
      const sellingPriceCents =
        change.sellingPrice === undefined ? undefined : dollarsToCents(change.sellingPrice);
      // Only a new price is checked: an unchanged one was accepted (or confirmed) before.
      const { flagReason, farBelow } =
        sellingPriceCents === undefined
          ? {}
          : await lowPriceFlag(
              {
                modelId: checked.modelId ?? listing.modelId,
                storageGb: checked.storageGb ?? listing.storageGb,
                variant: checked.variant ?? listing.variant,
                condition: listing.productCondition,
              },
              sellingPriceCents,
              change.confirmLowPrice,
            );
      const reviewChange = await reviewSteps.ofEdit(user.id, listing, {
        modelId: checked.modelId ?? listing.modelId,
        storageGb: checked.storageGb ?? listing.storageGb,
        variant: checked.variant ?? listing.variant,
        photos: checked.photos,
        // The same IMEI sent again is no change (its hash says so).
        imeiHash: checked.imeiHash === listing.imeiHash ? undefined : checked.imeiHash,
        priceCents: sellingPriceCents,
        farBelow,
      });
      const changed = await guardingImei(user.id, checked.imeiHash, () =>
        listings.edit(id, user.id, {
          sellingPriceCents,
          description: change.description,
          // New photos bring their first as the cover.
          productImg: checked.photos?.[0],
          details: checked,
          flagReason,
          ...reviewChange,
          onPriceChanged: priceChanged,
        }),
      );
      if (changed === 'IMEI_BLOCKED') throw imeiBlocked();
      if (!changed) await ownedListing(user, id, 'edit');
      return { acknowledged, modifiedCount: changed ? 1 : 0 };
    },

    /** The seller or an admin; soft, so sales and reports keep pointing at the listing. */
    async remove(user: AuthUser, id: string) {
      const listing = await findLive(id);
      if (listing.sellerId !== user.id && user.role !== 'admin') {
        throw new ForbiddenError(
          'Only the seller or an admin can delete this listing.',
          'NOT_OWNER',
        );
      }
      assertTransition(listingState(listing), 'delete');
      if (!(await listings.softDelete(id))) throw notFound();
      return { acknowledged, deletedCount: 1 };
    },
  };
}

export type SellingService = ReturnType<typeof createSellingService>;
