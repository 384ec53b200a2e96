import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import { createImeiCrypto } from '../../lib/imei-crypto.ts';
import type { ListingReviewSeam } from '../listing-review/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { createImeiGuardRepository } from './imei-guard-repository.ts';
import { createListingCodeChange } from './listing-code.ts';
import type { PhoneModelFacts } from './listing-details.ts';
import { createSellingRepository, type PriceChanged } from './selling-repository.ts';
import { createSellingService } from './selling-service.ts';
import type { FarBelowMedian, ReviewDetailsOfIds } from './selling-types.ts';
import { createVerificationPhoto } from './verification-photo.ts';

export { DUPLICATE_IMEI_REASON, lockImeiAndCheckBlocked } from './imei-guard-repository.ts';
export type { PhoneModelFacts } from './listing-details.ts';
export type { PriceChanged, SellingRepository } from './selling-repository.ts';
// The bench's SQL baseline of My Products is this repository's own query.
export { createSellingRepository } from './selling-repository.ts';
export { sellingRoutes } from './selling-routes.ts';

export interface SellingDeps {
  db: Db;
  env: Env;
  users: UsersRepository;
  /** Uploads' storage: a new listing's picture must be one of ours. */
  storage: ImageStorage;
  /** The catalogue's: a new listing must name a category that exists. */
  categoryExists(id: string): Promise<boolean>;
  /** The phone catalogue's: a listing's model must exist and be of its brand (issue #16). */
  findModel(id: string): Promise<PhoneModelFacts | undefined>;
  /** The price guide's (issue #20): the median a price is far below, if it is. */
  farBelowMedian?: FarBelowMedian;
  /** The listing review's (issue #21): scores each add and edit, writes its queue rows. */
  review?: ListingReviewSeam;
  /** The listing review's: per listing id, waiting in the queue and why it was rejected. */
  reviewDetails?: ReviewDetailsOfIds;
  /**
   * Issue #35: told a listing's new price in the edit's transaction (offers expire the live
   * offers it no longer fits); wired by the composition root, so selling imports no offers.
   */
  priceChanged?: PriceChanged;
}

/** The seller's side of listings (spec §7 seller calls): add, My Products, advertise, edit, delete. */
export function createSelling({
  db,
  env,
  users,
  storage,
  categoryExists,
  findModel,
  farBelowMedian,
  review,
  reviewDetails,
  priceChanged,
}: SellingDeps) {
  const listings = createSellingRepository(db);
  const imeiCrypto = createImeiCrypto(env.IMEI_KEY);
  const images = createImageUrlPolicy(env);
  // Issue #21: the code photo's use case lives apart (verification-photo.ts), served with the rest.
  const verificationPhoto = createVerificationPhoto({ listings, storage, images, review });
  const sellingService = createSellingService({
    listings,
    categories: { exists: categoryExists },
    users,
    storage,
    images,
    publicUrl: env.PUBLIC_URL,
    findModel,
    imeiCrypto,
    imeiGuard: createImeiGuardRepository(db),
    farBelowMedian,
    review,
    reviewDetails,
    priceChanged,
    requireVerifiedPhone: env.REQUIRE_VERIFIED_PHONE_TO_SELL,
  });
  const service = {
    ...sellingService,
    setVerificationPhoto: verificationPhoto.set,
    changeListingCode: createListingCodeChange({ listings }),
  };
  // Reports and the admin's Reported Items take listings down through the same repository.
  // Admins read a reported listing's full IMEI with the same key (issue #16).
  return { listings, service, readImei: imeiCrypto.decrypt };
}
