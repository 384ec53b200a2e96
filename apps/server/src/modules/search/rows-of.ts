import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Row = Record<string, unknown>;

/** The rows of a raw statement, whichever driver answers (both give `{ rows }`). */
export async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
