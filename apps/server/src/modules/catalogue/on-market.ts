import { sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

/**
 * Clear of review (issue #21, decision 041): a listing held for review or rejected is seen by
 * its seller and the admins only. Written into the SQL, never bound as a parameter, so the
 * planner can match the partial indexes' predicate (migration 0029).
 */
export const clearOfReview = sql`${products.reviewState} = 'clear'`;

/**
 * On the market: neither sold nor deleted, and clear of review (product-decisions §4, issue
 * #21). Every public read of listings says exactly this, the predicate of products' partial
 * indexes (db/schema.ts `live`).
 */
export const onMarket = sql`${products.sold} = false and ${products.deletedAt} is null and ${clearOfReview}`;
