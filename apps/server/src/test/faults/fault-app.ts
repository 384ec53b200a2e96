import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app.ts';
import { createDatabase, poolOptions } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { withSecrets } from '../../lib/secrets.ts';
import { actorFor } from '../buying-helpers.ts';
import { createFixtures, type ProductRow } from '../fixtures.ts';
import { RAISED_RATE_LIMITS, type TestContext } from '../test-app.ts';

/**
 * The real app on a PostgreSQL URL with the pool settings a fault suite wants (the shared
 * test context fixes its own pool). `url` names a database the suite may create.
 */
export async function createFaultApp(
  url: string,
  overrides: Record<string, string> = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-fault-'));
  const env = await withSecrets(
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: url,
      // Every request must reach the database here: a cached public list would hide the fault.
      RESPONSE_CACHE: 'false',
      // The load books and reports from one address non-stop: not abuse (decision 011).
      ...RAISED_RATE_LIMITS,
      ...overrides,
    }),
  );
  const database = await createDatabase({ url, pgliteDir: 'memory://', ...poolOptions(env) });
  await database.migrate();
  const app: FastifyInstance = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    env,
    kind: 'postgres',
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server `url` points at; `drop` removes it. */
export async function freshDatabase(url: string) {
  const name = `faults_${Math.random().toString(36).slice(2, 10)}`;
  const exec = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => exec(`drop database if exists ${name} with (force)`),
  };
}

/** Listings to book and report, and buyers with bearer tokens. */
export async function marketFor(ctx: TestContext, listings: number, buyers: number) {
  const f = createFixtures(ctx.database.db);
  const seller = await f.seller();
  const category = await f.category();
  const products: ProductRow[] = [];
  for (let i = 0; i < listings; i++) products.push(await f.product({ seller, category }));
  const actors = [];
  for (let i = 0; i < buyers; i++) actors.push(await actorFor(ctx, await f.buyer()));
  return { products, buyers: actors };
}
