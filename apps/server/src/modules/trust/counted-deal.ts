import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealVerdicts } from '../../db/schema-trust.ts';

/**
 * Decision 055, as the readers of sales and reviews ask it: the deal of `bookingId` counts
 * toward the price guide, the rating and "Trusted seller" unless its verdict says it does not.
 * A deal with no verdict (not released yet, or released before the rule) counts: today's
 * figures do not move. An index range on deal_verdicts_not_counted_idx.
 */
export const dealCounts = (bookingId: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${dealVerdicts} where ${dealVerdicts.bookingId} = ${bookingId} and ${dealVerdicts.counted} = false)`;

/** The opposite: the deal was judged not at arm's length ("Unverified deal"). */
export const dealNotCounted = (bookingId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${dealVerdicts} where ${dealVerdicts.bookingId} = ${bookingId} and ${dealVerdicts.counted} = false)`;
