import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Db, POSTGRES_SESSION_OPTIONS } from '../../apps/server/src/db/client.ts';
import { PGLITE_EXTENSIONS } from '../../apps/server/src/db/pglite-extensions.ts';
import {
  installDrizzleParsers,
  withInstalledParsers,
} from '../../apps/server/src/db/pglite-parsers.ts';
import { withPreparedStatements } from '../../apps/server/src/db/pglite-prepared.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import type { DbStatement } from '../baselines/db-loop.ts';
import type { Manifest } from '../data/generate.ts';

/**
 * A drizzle Db on a data set, built as the server builds its own (same schema, PGlite with the
 * same extensions, parsers and prepared statements), whose logger records every statement and
 * its parameters: the service under it runs exactly what it runs in the server, and `take`
 * hands over what it ran since the last call.
 */
export interface LoggingDb {
  db: Db;
  take(): DbStatement[];
  /** A statement's rows' first column as text (EXPLAIN), on the same database. */
  raw(sql: string, params: unknown[]): Promise<string[]>;
  close(): Promise<void>;
}

export async function openLoggingDb(manifest: Manifest): Promise<LoggingDb> {
  let statements: DbStatement[] = [];
  const logger: Logger = {
    logQuery(query, params) {
      statements.push({ sql: query, params: [...params] });
    },
  };
  const take = () => {
    const taken = statements;
    statements = [];
    return taken;
  };
  if (manifest.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: manifest.databaseUrl,
      max: 2,
      // The server's session settings (decision 046).
      options: POSTGRES_SESSION_OPTIONS,
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const raw = async (text: string, params: unknown[]) =>
      (await pool.query(text, params)).rows.map((r) => String(Object.values(r)[0]));
    return { db, take, raw, close: () => pool.end() };
  }
  if (!manifest.dataDir) throw new Error('the data set has neither a database URL nor a folder');
  const pglite = await PGlite.create(path.join(manifest.dataDir, 'pglite'), {
    extensions: PGLITE_EXTENSIONS,
  });
  installDrizzleParsers(pglite);
  const client = withInstalledParsers(withPreparedStatements(pglite));
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  const raw = async (text: string, params: unknown[]) =>
    (await pglite.query<Record<string, unknown>>(text, params)).rows.map((r) =>
      String(Object.values(r)[0]),
    );
  return { db, take, raw, close: () => client.close() };
}
