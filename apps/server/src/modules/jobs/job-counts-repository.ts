import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/**
 * Issue #40 (metrics): jobs by queue and state in pg-boss's table (decision 033). Nothing
 * before the runner has made its schema.
 */
export async function jobCounts(db: Db, schema = 'pgboss'): Promise<JobCount[]> {
  try {
    const result = (await db.execute(
      sql`select name as queue, state::text as state, count(*)::int as count
          from ${sql.identifier(schema)}.job group by name, state`,
    )) as unknown as { rows: JobCount[] };
    return result.rows;
  } catch {
    return [];
  }
}
