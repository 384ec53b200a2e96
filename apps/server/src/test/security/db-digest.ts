import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every table a request could write, except auth_rate_limits: counting attempts is the one
 * write a refused request makes on purpose (sign-in limits).
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
 * A fingerprint of each table's whole content (row count and an md5 of every row), so a
 * comparison before and after a request catches an insert, an update or a delete alike.
 */
export async function databaseDigest(db: Db): Promise<Digest> {
  const query = TABLES.map(
    (t) =>
      `select '${t}' as t, count(*)::int || ':' || ` +
      `coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from ${t} x`,
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
