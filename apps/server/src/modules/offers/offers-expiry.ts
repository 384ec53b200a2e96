import type { Db } from '../../db/client.ts';
import type { OfferNotices } from './offer-notices.ts';
import type { OffersRepository } from './offers-repository.ts';

const BATCH = 200;

/**
 * The offers' recurring job (decision 033): writes down as expired the live offers past
 * their 24 hours (readers already see them so) and tells whoever was waiting: the buyer of an
 * unanswered offer, the seller of an unanswered counter. Returns how many it expired.
 */
export function createOffersExpiry(deps: {
  db: Db;
  repo: OffersRepository;
  notices: OfferNotices;
}) {
  const { db, repo, notices } = deps;
  return async function expire(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await db.transaction(async (tx) => {
        const expired = await repo.expireDue(tx, BATCH);
        for (const row of expired) {
          const waiting = row.was === 'countered' ? row.sellerId : row.buyerId;
          await notices.expired(tx, waiting, row.productName);
        }
        return expired;
      });
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  };
}
