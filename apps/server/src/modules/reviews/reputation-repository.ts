import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { reviews, sellerReputation } from '../../db/schema-reviews.ts';
import { dealCounts } from '../trust/index.ts';
import { completeDeal } from './review-select.ts';

/**
 * A complete deal that counts (issue #36, decision 055): a deal judged not at arm's length
 * still happened, but moves neither the sales count nor the trusted mark.
 */
const countedSale = and(completeDeal, dealCounts(bookings.id))!;

export interface ReputationFigures {
  reviewCount: number;
  starSum: number;
  asDescribedCount: number;
  /** Reviews that answered "as described" at all (issue #45 item 2). */
  asDescribedAnswers: number;
  trusted: boolean;
}

/** All SQL of seller_reputation: the one table cards and profiles read a rating from. */
export const reputationRepository = {
  /**
   * Takes the person's reputation row (made if missing) FOR UPDATE: whoever recomputes it
   * next waits, then reads what this transaction committed, so two publications about one
   * person at once never leave a count short.
   */
  async lock(tx: Db, userId: string): Promise<void> {
    await tx.insert(sellerReputation).values({ userId }).onConflictDoNothing();
    await tx
      .select({ userId: sellerReputation.userId })
      .from(sellerReputation)
      .where(eq(sellerReputation.userId, userId))
      .for('update');
  },

  /** Published, not hidden, reviews about the person, of deals that count (decision 055). */
  async reviewFigures(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        reviewCount: count(),
        starSum: sql<number>`coalesce(sum(${reviews.stars}), 0)`.mapWith(Number),
        asDescribedCount:
          sql<number>`count(*) filter (where 'as_described' = any(${reviews.tags}))`.mapWith(
            Number,
          ),
        asDescribedAnswers:
          sql<number>`count(*) filter (where ${reviews.tags} && array['as_described', 'not_as_described']::text[])`.mapWith(
            Number,
          ),
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.subjectId, userId),
          sql`${reviews.publishedAt} is not null`,
          sql`${reviews.hiddenAt} is null`,
          dealCounts(reviews.bookingId),
        ),
      );
    return {
      reviewCount: Number(row?.reviewCount ?? 0),
      starSum: row?.starSum ?? 0,
      asDescribedCount: row?.asDescribedCount ?? 0,
      asDescribedAnswers: row?.asDescribedAnswers ?? 0,
    };
  },

  /**
   * Complete deals as the seller (released, or paid before held payments; never refunded) that
   * count (decision 055).
   */
  async completedSales(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.sellerId, userId), countedSale));
    return Number(row?.n ?? 0);
  },

  async openDisputes(tx: Db, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.sellerId, userId), eq(bookings.settlement, 'disputed')));
    return Number(row?.n ?? 0);
  },

  async sellerOfDeal(tx: Db, bookingId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ sellerId: bookings.sellerId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.sellerId;
  },

  async account(tx: Db, userId: string) {
    const [row] = await tx
      .select({ createdAt: users.createdAt, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async save(tx: Db, userId: string, figures: ReputationFigures): Promise<void> {
    await tx
      .update(sellerReputation)
      .set({ ...figures, updatedAt: new Date() })
      .where(eq(sellerReputation.userId, userId));
  },

  async read(db: Db, userId: string): Promise<ReputationFigures | undefined> {
    const [row] = await db
      .select({
        reviewCount: sellerReputation.reviewCount,
        starSum: sellerReputation.starSum,
        asDescribedCount: sellerReputation.asDescribedCount,
        asDescribedAnswers: sellerReputation.asDescribedAnswers,
        trusted: sellerReputation.trusted,
      })
      .from(sellerReputation)
      .where(eq(sellerReputation.userId, userId));
    return row;
  },

  /**
   * Whose trusted mark the sweep recomputes: everyone who has it (they may have lost it) and
   * every seller with enough complete sales to earn it. Nobody else can be trusted.
   */
  async trustCandidates(db: Db, minSales: number): Promise<string[]> {
    const rows = await db
      .select({ userId: sellerReputation.userId })
      .from(sellerReputation)
      .where(eq(sellerReputation.trusted, true))
      .union(
        db
          .select({ userId: bookings.sellerId })
          .from(bookings)
          .where(countedSale)
          .groupBy(bookings.sellerId)
          .having(sql`count(*) >= ${minSales}`),
      );
    return rows.map((r) => r.userId);
  },
};
