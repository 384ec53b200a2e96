import type { SellerRating } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { type ReputationFigures, reputationRepository as repo } from './reputation-repository.ts';
import { isTrusted } from './trusted-seller.ts';

/**
 * Recomputes one person's reputation inside the caller's transaction: called by every
 * transaction that moves it (a review published or hidden) and by the sweep for what moves
 * elsewhere (sales, disputes, the account's age). Counted from the reviews rather than
 * incremented, under the row's lock, so it can never drift.
 */
export async function refreshReputation(tx: Db, userId: string, now: Date): Promise<void> {
  await repo.lock(tx, userId);
  const [figures, completedSales, openDisputes, account] = [
    await repo.reviewFigures(tx, userId),
    await repo.completedSales(tx, userId),
    await repo.openDisputes(tx, userId),
    await repo.account(tx, userId),
  ];
  if (!account) return;
  const trusted = isTrusted(
    {
      ...figures,
      completedSales,
      openDisputes,
      accountCreatedAt: account.createdAt,
      deleted: account.deletedAt !== null,
    },
    now,
  );
  await repo.save(tx, userId, { ...figures, trusted });
}

/**
 * A deal of the seller's changed settlement (released, refunded, disputed, decided): their
 * completed sales and open disputes moved, so their trusted mark may have. Meant for the
 * settlement transition's own transaction (decision 035; the deal events' 'reputation' listener, decision 051), so the
 * mark is lost the moment a dispute opens; the sweep catches whatever is not wired.
 */
export async function refreshSellerOfDeal(tx: Db, bookingId: string, now: Date): Promise<void> {
  const sellerId = await repo.sellerOfDeal(tx, bookingId);
  if (sellerId) await refreshReputation(tx, sellerId, now);
}

/** Several people at once, in id order, so two transactions never wait on each other's rows. */
export async function refreshReputations(tx: Db, userIds: string[], now: Date): Promise<void> {
  for (const id of [...new Set(userIds)].sort()) await refreshReputation(tx, id, now);
}

/** "4.8 from 12": the average to 1 decimal, null without reviews. */
export function ratingOf(
  figures: Pick<ReputationFigures, 'reviewCount' | 'starSum'>,
): SellerRating {
  const { reviewCount: count, starSum } = figures;
  return { average: count ? Math.round((starSum / count) * 10) / 10 : null, count };
}
