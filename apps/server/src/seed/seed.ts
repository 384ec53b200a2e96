import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { LoadedEnv } from '../env.ts';
import { seedCategories } from './categories.ts';
import { seedDemoIdentities } from './demo-identities.ts';
import { type DemoSeedResult, seedDemoData } from './demo-seed.ts';

export interface SeedResult {
  categoriesInserted: number;
  modelsInserted: number;
  /** Absent when DEMO_DATA is off. */
  demo?: DemoSeedResult;
  ms: number;
}

/**
 * Runs after migrations on every start (server.ts) and from `npm run db:seed`.
 * Categories always; demo users, listings and pictures only with DEMO_DATA. Safe to
 * run any number of times, and from several servers at once.
 */
export async function seedDatabase(
  db: Db,
  opts: { env: LoadedEnv; log: Logger; now?: Date },
): Promise<SeedResult> {
  const started = performance.now();
  const categories = await seedCategories(db);
  const demo = opts.env.DEMO_DATA
    ? await seedDemoData(db, {
        env: opts.env,
        log: opts.log,
        categoryIds: categories.ids,
        now: opts.now ?? new Date(),
      })
    : undefined;
  // A blocked demo seed means a real account holds a demo email: never give it a password.
  const identities = demo && demo.outcome !== 'blocked' ? await seedDemoIdentities(db) : 0;
  const result: SeedResult = {
    categoriesInserted: categories.inserted,
    modelsInserted: categories.modelsInserted,
    ...(demo ? { demo } : {}),
    ms: Math.round(performance.now() - started),
  };
  opts.log.info(
    {
      categoriesInserted: result.categoriesInserted,
      modelsInserted: result.modelsInserted,
      demoIdentities: identities,
      demo: demo ? { outcome: demo.outcome, ...demo.inserted, images: demo.images } : 'off',
      ms: result.ms,
    },
    'database seeded',
  );
  return result;
}
