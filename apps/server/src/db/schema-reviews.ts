import { boolean, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts, users } from './schema.ts';

// Reviews and reputation (issue #19, migration 0024). Kept apart from schema.ts so the rooms
// that own them evolve them alone; repositories import from here.

/**
 * One row per person with a reputation: kept up to date in the same transaction as every
 * change that moves it (a review published or hidden, a deal completed or refunded, a dispute
 * opened or closed), so cards and the profile read it without aggregating.
 */
export const sellerReputation = pgTable('seller_reputation', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Published, not hidden, reviews about the person. */
  reviewCount: integer('review_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
  /** Of those, how many carry the "as described" tag. */
  asDescribedCount: integer('as_described_count').notNull().default(0),
  /** The computed "Trusted seller" mark (TRUSTED_SELLER in the shared contracts). */
  trusted: boolean('trusted').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
