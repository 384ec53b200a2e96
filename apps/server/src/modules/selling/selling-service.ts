import {
  type Condition,
  checkImei,
  dollarsToCents,
  type ListingDetails,
  type PageQuery,
  PHONE_TEXTS,
  PRICE_FAR_BELOW_REASON,
} from '@phonebazaar/shared';
import { type AuthUser, assertEmailAccess, normaliseEmail } from '../../lib/access.ts';
import { paginate } from '../../lib/cursor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ImageUrlPolicy } from '../../lib/image-url.ts';
import { type ImeiCrypto, imeiColumns } from '../../lib/imei-crypto.ts';
import { toPage } from '../../lib/pagination.ts';
import {
  assertTransition,
  type ListingAction,
  listingState,
  toOwnProductDto,
} from '../catalogue/index.ts';
import type { ListingReviewSeam } from '../listing-review/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { ImeiGuardRepository } from './imei-guard-repository.ts';
import {
  assertCoverIsFirstPhoto,
  checkListingDetails,
  type DetailsContext,
  type PhoneModelFacts,
} from './listing-details.ts';
import { createReviewSteps } from './review-steps.ts';
import type { LiveListing, SellingRepository } from './selling-repository.ts';
import {
  type AddProductInput,
  type EditProductInput,
  type FarBelowMedian,
  PriceConfirmationError,
  type ReviewDetailsOfIds,
} from './selling-types.ts';

interface Deps {
  listings: SellingRepository;
  /** The catalogue's: a new listing must name a category that exists. */
  categories: { exists(id: string): Promise<boolean> };
  users: UsersRepository;
  storage: ImageStorage;
  /** Reads our uploads in every spelling a client may echo back (issue #14 finding 5). */
  images?: ImageUrlPolicy | undefined;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** The phone catalogue's (issue #16): a listing's model must exist and be of its brand. */
  findModel(id: string): Promise<PhoneModelFacts | undefined>;
  /** IMEI_KEY's hash and cipher (issue #16). */
  imeiCrypto: ImeiCrypto;
  imeiGuard: ImeiGuardRepository;
  farBelowMedian?: FarBelowMedian | undefined;
  /** Issue #21 (decision 041): risk scoring around each add and edit; none = all clear. */
  review?: ListingReviewSeam | undefined;
  reviewDetails?: ReviewDetailsOfIds | undefined;
}

const imeiBlocked = () => new ForbiddenError(PHONE_TEXTS.errors.IMEI_BLOCKED, 'IMEI_BLOCKED');

/** The IMEI's stored columns; 400 IMEI_LENGTH / IMEI_CHECK_DIGIT with checkImei's message. */
function imeiOf(crypto: ImeiCrypto, raw: string | undefined) {
  if (raw === undefined) return {};
  const checked = checkImei(raw);
  if (!checked.ok) {
    throw new BadRequestError(checked.message, { imei: [checked.message] }, checked.code);
  }
  return imeiColumns(crypto, checked.imei);
}

const notFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
const acknowledged = true as const;

/** The seller's side of listings: add, list own, advertise, edit, delete (spec §7). */
export function createSellingService({
  listings,
  categories,
  users,
  storage,
  images,
  publicUrl,
  findModel,
  imeiCrypto,
  imeiGuard,
  farBelowMedian,
  review,
  reviewDetails,
}: Deps) {
  /** The stored form of the product image, or undefined when it is not one of our uploads. */
  const productImage = (url: string) => (images ? images.canonical(url) : url) || undefined;
  const ownImage = async (url: string) => {
    const image = productImage(url);
    return image !== undefined && (await storage.hasImage(image)) ? image : undefined;
  };
  const details = async (context: DetailsContext, input: ListingDetails) => ({
    ...(await checkListingDetails({ findModel, ownImage }, context, input)),
    ...imeiOf(imeiCrypto, input.imei),
  });

  /**
   * Runs a listing write; the live-IMEI unique index refusing it (another live listing has the
   * phone, however close the race) is 409, and the attempt is reported on that listing.
   */
  async function guardingImei<T>(
    userId: string,
    imeiHash: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!imeiHash || !isUniqueViolation(error, 'products_imei_live_uq')) throw error;
      await imeiGuard.reportDuplicate(imeiHash, userId);
      throw new ConflictError(PHONE_TEXTS.errors.IMEI_ALREADY_LISTED, 'IMEI_ALREADY_LISTED');
    }
  }

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

  /** Every reason the body names something we refuse, gathered so the form shows them all. */
  async function referenceErrors(user: AuthUser, input: AddProductInput) {
    const errors: Record<string, string[]> = {};
    if (input.sellerEmail !== undefined && normaliseEmail(input.sellerEmail) !== user.email) {
      errors.sellerEmail = ['The seller email must be the email of your account'];
    }
    if (!isUuid(input.categoriesId) || !(await categories.exists(input.categoriesId))) {
      errors.categoriesId = ['Choose a category that exists'];
    }
    const image = productImage(input.productImg);
    if (image === undefined || !(await storage.hasImage(image))) {
      errors.productImg = ['Upload the product image first; only uploaded images can be used'];
    }
    return errors;
  }

  /**
   * A price far below typical is refused (409) unless the seller confirmed it; confirmed, the
   * listing is written with a flag for the admins' Reported Items (its reason), and the review's
   * price rule holds it (issue #21).
   */
  async function lowPriceFlag(
    listing: Parameters<FarBelowMedian>[0],
    priceCents: number,
    confirmed: boolean | undefined,
  ): Promise<{ flagReason?: string; farBelow?: { priceCents: number; medianCents: number } }> {
    const median = farBelowMedian ? await farBelowMedian(listing, priceCents) : undefined;
    if (median === undefined) return {};
    if (!confirmed) throw new PriceConfirmationError(median);
    return { flagReason: PRICE_FAR_BELOW_REASON, farBelow: { priceCents, medianCents: median } };
  }

  const reviewSteps = createReviewSteps({ review, farBelowMedian });

  return {
    async add(user: AuthUser, input: AddProductInput) {
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
