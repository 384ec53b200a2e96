import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

/** What pg-boss runs its SQL through (its `db` option). */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one call (pg-boss's schema and maintenance). */
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss on our own connection (decision 033): the pool on PostgreSQL, the one PGlite instance
 * embedded. drizzle keeps its driver's client as `$client`. pg-boss sends either one statement
 * with parameters, or several without (its schema, maintenance); PGlite runs the latter only
 * through `exec`, as one exclusive call, so nothing of ours interleaves with a pg-boss BEGIN.
 */
export function sqlRunnerOf(database: Database): SqlRunner {
  const client = (database.db as unknown as { $client?: RawClient }).$client;
  if (!client) throw new Error('job runner: the database client is not reachable');
  if (database.kind === 'postgres') {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  const exec = client.exec?.bind(client);
  if (!exec) throw new Error('job runner: PGlite client without exec');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * pg-boss on a caller's drizzle transaction: a job enqueued this way exists exactly when the
 * transaction commits. pg-boss's `$n` placeholders become drizzle parameters.
 */
export function sqlRunnerOnTransaction(tx: Db): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** pg-boss's statements that mark fetched jobs completed or failed (plans.js). */
const SETTLE_JOBS = /^\s*WITH (results|deleted_jobs) AS \(/;

/**
 * pg-boss marks a job completed or failed without awaiting it (manager.js, onFetch), so a
 * database that went away at that moment (an outage, or the app closing its pool) became an
 * unhandled rejection. Such a failure is only logged here: the job stays active and pg-boss's
 * supervisor expires and retries it, which every handler already tolerates (they run at least
 * once and are idempotent).
 */
export function settlingQuietly(runner: SqlRunner, onFailure: (err: unknown) => void): SqlRunner {
  return {
    async executeSql(text, values) {
      try {
        return await runner.executeSql(text, values);
      } catch (err) {
        if (!SETTLE_JOBS.test(text)) throw err;
        onFailure(err);
        return { rows: [{ count: '0' }] };
      }
    },
  };
}
