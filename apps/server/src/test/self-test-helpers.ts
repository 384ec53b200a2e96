import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SELF_TEST_IDS, SELF_TEST_LINK_HEADER, type SelfTestId } from '@phonebazaar/shared';
import type { Db } from '../db/client.ts';
import { selfTestLinks, selfTests } from '../db/schema-self-test.ts';
import { createSelfTestSigner } from '../modules/self-test/self-test-signature.ts';

/**
 * A seller's self-test link for `listingId`, written straight into the table (as the dashboard's
 * POST /api/product/:id/self-test-link would, decision 056), and the header that presents it.
 * Its hash is SHA-256 of the token, as the self-test room stores it.
 */
export async function testLinkFor(
  db: Db,
  listingId: string,
  expiresAt = new Date(Date.now() + 3_600_000),
): Promise<{ token: string; headers: Record<string, string> }> {
  const token = randomBytes(24).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.insert(selfTestLinks).values({ tokenHash, listingId, expiresAt });
  return { token, headers: { [SELF_TEST_LINK_HEADER]: token } };
}

/**
 * A signed self-test report stored as the self-test room stores one (issue #46's case page
 * reads them): every test passed but `failed`, run by `runBy` at `createdAt`.
 */
export async function storedReport(
  db: Db,
  authSecret: string,
  input: { listingId: string; runBy: 'seller' | 'buyer'; createdAt: Date; failed?: SelfTestId },
): Promise<string> {
  const row = {
    id: randomUUID(),
    listingId: input.listingId,
    createdAt: input.createdAt,
    results: Object.fromEntries(
      SELF_TEST_IDS.map((id) => [id, { outcome: id === input.failed ? 'fail' : 'pass' }]),
    ) as Record<SelfTestId, { outcome: 'pass' | 'fail' }>,
    browser: 'Chrome 131 on Android',
    modelHint: null,
    runBy: input.runBy,
  };
  const signature = createSelfTestSigner(authSecret).sign(row);
  await db.insert(selfTests).values({ ...row, signature });
  return row.id;
}
