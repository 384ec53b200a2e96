import type { SelfTestReport } from '@phonebazaar/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/**
 * Issue #21 (decision 042): the on-phone self-test's API (GET /api/check/:code and its
 * signed reports). Scaffold: filled in by the self-test room.
 */
export function createSelfTest(_deps: { db: Db; env: Env; publicUrl: string }) {
  return {
    /** The newest seller report of a listing, for its page; undefined when none. */
    latestForListing: async (_listingId: string): Promise<SelfTestReport | undefined> => undefined,
  };
}

export type SelfTest = ReturnType<typeof createSelfTest>;

export async function selfTestRoutes(_app: FastifyInstance, _opts: { selfTest: SelfTest }) {}
