import type { Logger } from 'pino';
import type { Env } from '../../env.ts';
import type { Db } from '../client.ts';

/** Placeholder until the seed helper lands: categories and demo data. */
export async function seedDatabase(_db: Db, _opts: { env: Env; log: Logger }): Promise<void> {}
