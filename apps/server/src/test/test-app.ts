import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase, type Database, poolOptions } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';
import { withSecrets } from '../lib/secrets.ts';
import { createPostgresTestDatabase, pgliteTemplate } from './database-templates.ts';
import { recordErrorCodes } from './error-code-recorder.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Limits no suite reaches by accident; an override of '' restores a production default. */
export const RAISED_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'TOKEN',
    'UPLOAD',
    'BOOKING',
    'REPORT',
    'PROFILE',
    'LISTING',
    'CHECK',
    'NOTIFICATION_READ',
    'SMS',
  ].flatMap((action) => [
    [`${action}_RATE_LIMIT_PER_IP`, '1000000'],
    [`${action}_RATE_LIMIT_PER_ACCOUNT`, '1000000'],
  ]),
);

/**
 * PostgreSQL for tests: a server URL (the database part is ignored) on which each suite
 * creates and drops its own database. In CI it is required, so nothing is skipped quietly.
 */
const TEST_PG_URL = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !TEST_PG_URL) {
  throw new Error(
    'CI=true but TEST_DATABASE_URL is not set: PostgreSQL suites cannot be skipped in CI.',
  );
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  kind: DatabaseKind;
}

/**
 * Builds the real app on a fresh, migrated, empty database of the given kind. `logger`: a
 * pino logger for suites that read the log lines (quiet otherwise).
 */
export async function createTestContext(
  kind: DatabaseKind,
  overrides: Record<string, string> = {},
  options: {
    logger?: FastifyBaseLogger;
    /** PGlite in DATA_DIR/pglite rather than in memory (the backup suites). */
    onDisk?: boolean;
    /** This DATA_DIR (with onDisk: one a restore filled) instead of a new one. */
    dataDir?: string;
    /** Off for suites whose inputs are random (the schema fuzzer): see error-code-recorder.ts. */
    recordErrorCodes?: boolean;
  } = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'pb-test-')));
  const pgDb = kind === 'postgres' ? await createPostgresTestDatabase(TEST_PG_URL!) : undefined;
  // As server.ts does: unset secrets are generated in the suite's own DATA_DIR (decision 022).
  const env = await withSecrets(
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      // Tests stand in for a load balancer and set X-Forwarded-For to simulate clients.
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Whether `npm run build` ran must not change what a suite sees; the prerender suite
      // brings its own stand-in (decision 018).
      WEB_SSR_DIR: path.join(dataDir, 'no-ssr'),
      // Suites send thousands of calls from one address and account; the abuse-limit suites
      // set their own limits, and rate-limits-defaults.test.ts runs the real ones (decision 011).
      ...RAISED_RATE_LIMITS,
      // Suites book many listings as one buyer; hardening-bookings.test.ts runs the real cap.
      MAX_OPEN_BOOKINGS_PER_BUYER: '100',
      MAX_OPEN_BOOKINGS_UNVERIFIED_PHONE: '100',
      // Fixtures write the database directly, behind the response cache's back (it hears only
      // the app's own writes); the suites about the cache turn it on (decision 014).
      RESPONSE_CACHE: 'false',
      // Suites list phones of many sellers with the same fixture picture; the review suites
      // turn photo matching back on (decision 041).
      LISTING_REVIEW_PHOTO_MATCH: 'false',
      // A loaded CI machine can keep a pooled connection busy for seconds; the suites about
      // overload (test/faults) set their own short waits, the others must not see a 503.
      DATABASE_CONNECT_TIMEOUT_MS: '20000',
      // Suites sign up and in thousands of times; better-auth's own scrypt is run by the
      // browser tests, the demo seed's suites, password-hashing.test.ts and any suite that
      // runs as production (env.ts refuses the low-cost hash there) (decision 048).
      ...((overrides.NODE_ENV ?? 'test') === 'test'
        ? { PASSWORD_HASHING: 'scrypt-low-cost-test-only' }
        : {}),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...overrides,
    }),
  );
  const onDisk = kind === 'pglite' && options.onDisk === true;
  const restored = onDisk && existsSync(path.join(env.PGLITE_DIR, 'PG_VERSION'));
  const database = await createDatabase({
    url: env.DATABASE_URL,
    pgliteDir: onDisk ? env.PGLITE_DIR : 'memory://',
    ...(kind === 'pglite' && !restored ? { pgliteLoad: await pgliteTemplate() } : {}),
    ...poolOptions(env),
    poolSize: 20,
  });
  await database.migrate();
  const app = await buildApp({
    env,
    database,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  if (options.recordErrorCodes !== false) recordErrorCodes(app);
  await app.ready();
  return {
    app,
    database,
    env,
    kind,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const databaseKinds: DatabaseKind[] = TEST_PG_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs the same suite on PGlite and on PostgreSQL. `ctx()` gives the live context inside tests.
 */
export function describeOnEachDatabase(
  name: string,
  body: (ctx: () => TestContext) => void,
  overrides: Record<string, string> = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let context: (TestContext & { close: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        context = await createTestContext(kind, overrides);
      });
      afterAll(async () => {
        await context?.close();
      });
      body(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}

/**
 * A second instance of the app on the suite's database, as a second server behind a load
 * balancer would be: on PostgreSQL it has its own connection pool; PGlite is in-process,
 * so there the instances share the one embedded database.
 */
export async function createSiblingApp(
  context: TestContext,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database =
    context.kind === 'postgres'
      ? await createDatabase({
          url: context.env.DATABASE_URL,
          pgliteDir: 'memory://',
          ...poolOptions(context.env),
          poolSize: 20,
        })
      : context.database;
  const app = await buildApp({ env: context.env, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== context.database) await database.close();
    },
  };
}
