import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { ImageStorage } from '../uploads/index.ts';

/**
 * Issue #21 (decision 041): risk-scored review of new and resubmitted listings, and the
 * admins' Review Queue. Scaffold: filled in by the listing-review room.
 */
export function createListingReview(_deps: { db: Db; env: Env; storage: ImageStorage }) {
  return {};
}

export type ListingReview = ReturnType<typeof createListingReview>;

export async function listingReviewRoutes(
  _app: FastifyInstance,
  _opts: { listingReview: ListingReview },
) {}
