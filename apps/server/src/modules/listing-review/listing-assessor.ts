import type { PhotoMatch } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { type ImageStorage, isPlainHash, photoHash } from '../uploads/index.ts';
import type { HashedPhoto, ReviewFactsRepository } from './review-facts-repository.ts';
import type { ReviewQueueRepository } from './review-queue-repository.ts';
import { assessRisk, type RiskAssessment, withProofOfPossession } from './risk-rules.ts';

/** What selling knows of a listing it is about to write (decision 041). */
export interface AssessInput {
  sellerId: string;
  /** Absent for a new listing. */
  listingId?: string | undefined;
  /** The IMEI's hash, when the rule should look at it (new, or being rescored). */
  imeiHash?: string | null | undefined;
  modelId: string | null;
  /** Photos to hash and compare; undefined keeps the stored hashes (photos unchanged). */
  photos?: readonly string[] | undefined;
  /** The price guide's verdict on the price, when it is under half the median. */
  farBelow?: { priceCents: number; medianCents: number } | undefined;
  /** New listings only: the random sample may pick it. */
  sample: boolean;
}

export interface Assessed extends RiskAssessment {
  matches: PhotoMatch[];
  /** The photos' hashes to store with the listing; undefined to keep the stored ones. */
  hashes: HashedPhoto[] | undefined;
}

/** What selling calls: score before the write, record in the write's transaction. */
export interface ListingReviewSeam {
  assess(input: AssessInput): Promise<Assessed>;
  record(
    tx: Db,
    listing: { id: string; sellerId: string },
    assessed: Assessed,
    options?: { queue?: boolean; resubmission?: boolean },
  ): Promise<void>;
  /**
   * The seller added the photo of the listing code: read before the write, the returned step
   * rescores the listing's waiting queue entry (score and reasons) in the photo's transaction.
   */
  proofAdded?(listingId: string): Promise<(tx: Db) => Promise<void>>;
}

interface Deps {
  facts: ReviewFactsRepository;
  queue: ReviewQueueRepository;
  storage: ImageStorage;
  /** LISTING_REVIEW_PHOTO_MATCH (env.ts): off in the test suites whose sellers share pictures. */
  photoMatch: boolean;
  /** LISTING_REVIEW_SAMPLE_PERCENT, 0-100. */
  samplePercent: number;
  /** [0, 1); injected so tests decide the sample. */
  random: () => number;
  now?: () => Date;
}

/**
 * Scores a listing from the facts the rules need. The photos are read and hashed before any
 * transaction opens (sharp is slow next to a row lock); an unreadable photo is skipped.
 */
export function createListingAssessor(deps: Deps): ListingReviewSeam {
  const { facts, queue, storage } = deps;

  async function hashPhotos(photos: readonly string[]): Promise<HashedPhoto[]> {
    const hashed: HashedPhoto[] = [];
    for (const photo of new Set(photos)) {
      const bytes = storage.read ? await storage.read(photo) : undefined;
      if (!bytes) continue;
      try {
        hashed.push({ photo, hash: await photoHash(bytes) });
      } catch {
        // Not an image sharp can read (it passed the upload's checks once): nothing to compare.
      }
    }
    return hashed;
  }

  return {
    async assess(input) {
      const hashes = input.photos ? await hashPhotos(input.photos) : undefined;
      const comparable = (hashes ?? []).filter((h) => !isPlainHash(h.hash));
      // One after another: an add holds one pooled connection at a time, as before #21, so a
      // burst of adds never queues more waiters than the pool allows (decision 041).
      const imeiSoldAt = input.imeiHash
        ? await facts.imeiSoldAt(input.imeiHash, input.sellerId)
        : undefined;
      const photoMatches =
        deps.photoMatch && comparable.length > 0
          ? await facts.photoMatches(comparable, input.sellerId)
          : [];
      const upheldReports = await facts.upheldReports(input.sellerId);
      const seller = await facts.seller(input.sellerId);
      const selfTestAt = input.listingId
        ? await facts.sellerSelfTestAt(input.listingId)
        : undefined;
      // Only a fresh self-test makes the code photo count: read it then.
      const verificationPhoto =
        input.listingId && selfTestAt ? await facts.verificationPhotoAdded(input.listingId) : false;
      const now = deps.now?.() ?? new Date();
      const assessment = assessRisk({
        now,
        imeiSoldAt,
        photoMatches,
        farBelow: input.farBelow,
        upheldReports,
        sellerSince: seller?.since ?? now,
        completedSales: seller?.completedSales ?? 0,
        modelOther: input.modelId === null,
        sampled: input.sample && deps.random() * 100 < deps.samplePercent,
        selfTestAt,
        verificationPhoto,
      });
      return { ...assessment, matches: photoMatches, hashes };
    },

    async record(tx, listing, assessed, options = {}) {
      if (assessed.hashes) {
        await queue.replaceHashes(tx, listing.id, listing.sellerId, assessed.hashes);
      }
      const queueIt = options.queue ?? assessed.tier !== undefined;
      if (!queueIt) return;
      await queue.enqueue(
        tx,
        listing.id,
        listing.sellerId,
        {
          // A listing queued by its state (held, resubmitted) waits as held.
          tier: assessed.tier ?? 'held',
          score: assessed.score,
          reasons: assessed.reasons,
          matches: assessed.matches,
        },
        options.resubmission ?? false,
      );
    },

    async proofAdded(listingId) {
      const selfTestAt = await facts.sellerSelfTestAt(listingId);
      const now = deps.now?.() ?? new Date();
      return async (tx) => {
        const reasons = await queue.waitingReasons(tx, listingId);
        if (reasons) {
          await queue.rescore(tx, listingId, withProofOfPossession(reasons, { selfTestAt, now }));
        }
      };
    },
  };
}
