import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createSelfTestRepository } from './self-test-repository.ts';
import { createSelfTestService } from './self-test-service.ts';
import { createSelfTestSigner } from './self-test-signature.ts';

export { selfTestRoutes } from './self-test-routes.ts';

/**
 * Issue #21 (decision 042): the on-phone self-test's API (GET /api/check/:code and its signed
 * reports). `latestForListing` feeds the listing page's self-test section.
 */
export function createSelfTest(deps: { db: Db; env: Env; publicUrl: string }) {
  return createSelfTestService({
    repository: createSelfTestRepository(deps.db),
    signer: createSelfTestSigner(deps.env.AUTH_SECRET),
    publicUrl: deps.publicUrl,
  });
}

export type SelfTest = ReturnType<typeof createSelfTest>;
