import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { installDrizzleParsers, withInstalledParsers } from './pglite-parsers.ts';
import { withPreparedStatements } from './pglite-prepared.ts';
import * as schema from './schema.ts';
import { type InFlight, timeConnection, withStatementTiming } from './statement-timing.ts';

export type Schema = typeof schema;
/** The one database type repositories see: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db, as `db.transaction(async (tx) => ...)` hands it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` for every notification on `channel` (LISTEN). It runs before
   * the notifying transaction's own caller resumes. Resolves to the way to stop listening.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite on disk only (issue #40, decision 063): a tarball of the data folder in a
   * consistent state, taken between two statements (PGlite's query lock is held throughout).
   */
  dumpDataDir?(): Promise<Blob>;
  /** Connections: open, busy and requests waiting for one (PGlite: its one, and the queue). */
  poolStats(): { size: number; inUse: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** PGlite: a dumped data folder to start from instead of initdb (tests' migrated template). */
  pgliteLoad?: Blob;
  poolSize?: number;
  /** Requests queued for a connection beyond which the next one is refused at once. */
  maxWaiting?: number;
  /** Longest wait for a free pooled connection, or for a new one to open. */
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer than this (SQLSTATE 57014). */
  statementTimeoutMs?: number;
}

/** The pool settings env.ts validated (DATABASE_POOL_SIZE and friends). */
export function poolOptions(env: {
  DATABASE_POOL_SIZE: number;
  DATABASE_POOL_MAX_WAITING: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
}): Pick<DatabaseOptions, 'poolSize' | 'maxWaiting' | 'connectTimeoutMs' | 'statementTimeoutMs'> {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    maxWaiting: env.DATABASE_POOL_MAX_WAITING,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? createPostgres(options.url, options)
    : createPglite(options.pgliteDir, options.pgliteLoad);
}

async function createPglite(dir: string, load: Blob | undefined): Promise<Database> {
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(load ? { loadDataDir: load } : {}),
  });
  installDrizzleParsers(pglite);
  // Each statement parsed once per instance (decision 017), results parsed as drizzle asks,
  // each timed (issue #40).
  const inFlight: InFlight = { count: 0 };
  const client = withStatementTiming(
    withInstalledParsers(withPreparedStatements(pglite)),
    inFlight,
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onNotify) => pglite.listen(channel, onNotify),
    ...(dir.startsWith('memory://')
      ? {}
      : {
          dumpDataDir: async () => {
            // Written pages shorten the recovery a restored copy replays; not needed for it.
            await client.query('checkpoint');
            return pglite.dumpDataDir('none');
          },
        }),
    poolStats: () => ({
      size: 1,
      inUse: Math.min(1, inFlight.count),
      waiting: Math.max(0, inFlight.count - 1),
    }),
    close: () => client.close(),
  };
}

// Several server instances may start together against one PostgreSQL; an advisory
// lock makes exactly one of them apply pending migrations.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * A pool whose queue is bounded: when every connection is busy and `maxWaiting` requests
 * already wait, the next is refused at once (and answered 503) instead of piling up behind a
 * slow database. pg-pool has no such option; `connect` is the one door both `query` and
 * transactions go through.
 */
class BoundedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly maxWaiting: number,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback) in one
  override connect(callback?: any): any {
    const full = this.totalCount >= (this.options.max ?? 10) && this.idleCount === 0;
    if (full && this.waitingCount >= this.maxWaiting) {
      const error = Object.assign(new Error('database pool queue is full'), {
        code: 'POOL_QUEUE_FULL',
      });
      if (callback) return void process.nextTick(() => callback(error));
      return Promise.reject(error);
    }
    // pg-pool's own `query` (the callback form) always releases; a checkout is guarded.
    return callback ? super.connect(callback) : super.connect().then(releaseWhenLost);
  }
}

/**
 * Gives a checked-out client back to the pool (as broken) when its connection is lost, and
 * makes a later release a no-op. drizzle-orm 0.45 never releases a client whose `begin`
 * failed: without this, every outage leaked pool slots until the pool was full of dead
 * connections, requests queued forever and `pool.end()` hung on shutdown.
 */
function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const done = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(error);
  };
  const lost = () => done(new Error('connection lost while checked out'));
  client.once('end', lost);
  client.release = done;
  return client;
}

/**
 * Every connection's settings (decision 046): a page's joins (seller, model, reputation) are
 * probed per row after the LIMIT; PostgreSQL 15 planned them through Memoize caches sized for
 * the whole table (a million listings, 20,000 sellers), and setting those up cost 5 ms a page.
 */
export const POSTGRES_SESSION_OPTIONS = '-c enable_memoize=off';

async function createPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? 10_000;
  const pool = new BoundedPool(
    {
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      // The server cancels a runaway statement; the client gives up a little later in case
      // the server (or the network to it) no longer answers at all.
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 2000,
      options: POSTGRES_SESSION_OPTIONS,
    },
    options.maxWaiting ?? 100,
  );
  // A client that loses its server must not crash the process (issue #7 faults): the pool
  // reports idle ones, and a checked-out one emits 'error' itself when the server goes away
  // between two statements of a transaction. The failing query still rejects, and is a 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    timeConnection(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection without the request timeouts: a migration (or the wait for another
      // instance's) may rightly take longer than any request should.
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await conn.end().catch(() => {});
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
