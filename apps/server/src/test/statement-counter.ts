import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * A second drizzle over the same connection (PGlite's client, or PostgreSQL's pool) that
 * counts every statement it sends: raw ones, built ones and prepared ones alike (drizzle logs
 * each as it executes). For tests that hold code to a number of statements (issue #42: a
 * corrected or relaxed search costs at most one statement more than an ordinary one).
 */
export function countingDb(database: Database): {
  db: Db;
  /** The statements sent since the last `reset`, in order. */
  statements: string[];
  reset(): void;
} {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Db);
  return { db, statements, reset: () => void statements.splice(0) };
}
