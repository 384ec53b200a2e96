import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every table a request could write, except auth_rate_limits: counting attempts is the one
 * write a refused request makes on purpose (the abuse limits of decision 011).
 */
const TABLES = [
  'users',
  'categories',
  'products',
  'bookings',
  'payments',
  'reports',
  'payment_intents',
  'webhook_events',
  'auth_user',
  'auth_session',
  'auth_account',
  'auth_verification',
] as const;

export type Digest = Record<string, string>;

/**
 * A fingerprint of each table: its row count and the newest transaction id among its rows
 * (xmin). Any insert or update writes a row version with a newer xmin, and a delete lowers
 * the count, so a comparison before and after a request catches every kind of write while
 * costing one scan without hashing: cheap enough to take around each fuzzed write.
 */
export async function databaseDigest(db: Db): Promise<Digest> {
  const query = TABLES.map(
    (t) =>
      `select '${t}' as t, count(*)::text || ':' || ` +
      `coalesce(max(xmin::text::bigint), 0)::text as h from ${t}`,
  ).join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: Array<{ t: string; h: string }>;
  };
  return Object.fromEntries(result.rows.map((r) => [r.t, r.h]));
}

/** The tables whose content differs between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
