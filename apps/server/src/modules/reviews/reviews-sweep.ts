import { REVIEW_BLIND_DAYS, TRUSTED_SELLER } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { refreshReputation } from './reputation.ts';
import { reputationRepository } from './reputation-repository.ts';
import type { ReviewsRepository } from './reviews-repository.ts';

const DAY_MS = 86_400_000;
const BATCH = 100;

export interface ReviewsSweepResult {
  /** Blind reviews published because REVIEW_BLIND_DAYS passed. */
  published: number;
  /** Trusted marks recomputed (sales, disputes and the account's age change elsewhere). */
  rechecked: number;
}

/**
 * The reviews' recurring job (decision 035): publishes the blind reviews written
 * REVIEW_BLIND_DAYS ago or more, each with its subject's reputation in one transaction, then
 * recomputes the trusted mark of everyone who has it or could earn it. `now` is the clock the
 * tests turn forward.
 */
export function createReviewsSweep(deps: { db: Db; repository: ReviewsRepository }) {
  const { db, repository: repo } = deps;

  return async function sweep(now: Date = new Date()): Promise<ReviewsSweepResult> {
    const cutoff = new Date(now.getTime() - REVIEW_BLIND_DAYS * DAY_MS);
    let published = 0;
    for (;;) {
      const due = await repo.dueBlind(cutoff, BATCH);
      for (const review of due) {
        const done = await repo.transaction(async (tx) => {
          await repo.lockDeal(tx, review.bookingId);
          const subjectId = await repo.publishDue(tx, review.id, cutoff, now);
          if (subjectId) await refreshReputation(tx, subjectId, now);
          return subjectId !== undefined;
        });
        if (done) published++;
      }
      if (due.length < BATCH) break;
    }
    const candidates = await reputationRepository.trustCandidates(
      db,
      TRUSTED_SELLER.minCompletedSales,
    );
    for (const userId of candidates) {
      await db.transaction((tx) => refreshReputation(tx, userId, now));
    }
    return { published, rechecked: candidates.length };
  };
}

export type ReviewsSweep = ReturnType<typeof createReviewsSweep>;
