import {
  checkImei,
  type ListingDetails,
  PHONE_TEXTS,
  PRICE_FAR_BELOW_REASON,
} from '@phonebazaar/shared';
import { type AuthUser, normaliseEmail } from '../../lib/access.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ImageUrlPolicy } from '../../lib/image-url.ts';
import { type ImeiCrypto, imeiColumns } from '../../lib/imei-crypto.ts';
import type { ImageStorage } from '../uploads/index.ts';
import type { ImeiGuardRepository } from './imei-guard-repository.ts';
import {
  checkListingDetails,
  type DetailsContext,
  type PhoneModelFacts,
} from './listing-details.ts';
import {
  type AddProductInput,
  type FarBelowMedian,
  PriceConfirmationError,
} from './selling-types.ts';

export interface ListingCheckDeps {
  /** The catalogue's: a new listing must name a category that exists. */
  categories: { exists(id: string): Promise<boolean> };
  storage: ImageStorage;
  /** Reads our uploads in every spelling a client may echo back (issue #14 finding 5). */
  images?: ImageUrlPolicy | undefined;
  /** The phone catalogue's (issue #16): a listing's model must exist and be of its brand. */
  findModel(id: string): Promise<PhoneModelFacts | undefined>;
  /** IMEI_KEY's hash and cipher (issue #16). */
  imeiCrypto: ImeiCrypto;
  imeiGuard: ImeiGuardRepository;
  farBelowMedian?: FarBelowMedian | undefined;
}

export const imeiBlocked = () =>
  new ForbiddenError(PHONE_TEXTS.errors.IMEI_BLOCKED, 'IMEI_BLOCKED');

/** The IMEI's stored columns; 400 IMEI_LENGTH / IMEI_CHECK_DIGIT with checkImei's message. */
function imeiOf(crypto: ImeiCrypto, raw: string | undefined) {
  if (raw === undefined) return {};
  const checked = checkImei(raw);
  if (!checked.ok) {
    throw new BadRequestError(checked.message, { imei: [checked.message] }, checked.code);
  }
  return imeiColumns(crypto, checked.imei);
}

/**
 * What an added or edited listing is checked against before it is written: its references
 * (category, uploaded image, the seller's own email), its details and IMEI, the live-IMEI
 * unique index, and a price far below typical.
 */
export function createListingChecks({
  categories,
  storage,
  images,
  findModel,
  imeiCrypto,
  imeiGuard,
  farBelowMedian,
}: ListingCheckDeps) {
  /** The stored form of the product image, or undefined when it is not one of our uploads. */
  const productImage = (url: string) => (images ? images.canonical(url) : url) || undefined;
  const ownImage = async (url: string) => {
    const image = productImage(url);
    return image !== undefined && (await storage.hasImage(image)) ? image : undefined;
  };

  return {
    productImage,

    /** The checked details with the IMEI's stored columns. */
    details: async (context: DetailsContext, input: ListingDetails) => ({
      ...(await checkListingDetails({ findModel, ownImage }, context, input)),
      ...imeiOf(imeiCrypto, input.imei),
    }),

    /**
     * Runs a listing write; the live-IMEI unique index refusing it (another live listing has
     * the phone, however close the race) is 409, and the attempt is reported on that listing.
     */
    async guardingImei<T>(
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
    },

    /** Every reason the body names something we refuse, gathered so the form shows them all. */
    async referenceErrors(user: AuthUser, input: AddProductInput) {
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
    },

    /**
     * A price far below typical is refused (409) unless the seller confirmed it; confirmed,
     * the listing is written with a flag for the admins' Reported Items (its reason), and the
     * review's price rule holds it (issue #21).
     */
    async lowPriceFlag(
      listing: Parameters<FarBelowMedian>[0],
      priceCents: number,
      confirmed: boolean | undefined,
    ): Promise<{ flagReason?: string; farBelow?: { priceCents: number; medianCents: number } }> {
      const median = farBelowMedian ? await farBelowMedian(listing, priceCents) : undefined;
      if (median === undefined) return {};
      if (!confirmed) throw new PriceConfirmationError(median);
      return { flagReason: PRICE_FAR_BELOW_REASON, farBelow: { priceCents, medianCents: median } };
    },
  };
}
