import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { selectListings } from '../catalogue/index.ts';
import { onMarket } from '../listings/index.ts';
import { reputationRepository } from './reputation-repository.ts';

/** How many live listings a profile shows (newest first). */
const PROFILE_LISTINGS = 24;

/** A seller's public profile (issue #19): the account, its figures and its live listings. */
export function createSellersRepository(db: Db) {
  return {
    /** A live account; deleted ones have no profile. */
    async account(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          image: users.photoUrl,
          verified: users.verified,
          phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row;
    },

    reputation: (id: string) => reputationRepository.read(db, id),
    completedSales: (id: string) => reputationRepository.completedSales(db, id),

    /** The seller's listings on the market, read as the public lists read them. */
    listings(sellerId: string) {
      return selectListings(db)
        .where(and(eq(products.sellerId, sellerId), onMarket))
        .orderBy(desc(products.postTime), desc(products.id))
        .limit(PROFILE_LISTINGS);
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
