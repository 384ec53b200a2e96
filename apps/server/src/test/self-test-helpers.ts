import { createHash, randomBytes } from 'node:crypto';
import { SELF_TEST_LINK_HEADER } from '@phonebazaar/shared';
import type { Db } from '../db/client.ts';
import { selfTestLinks } from '../db/schema-self-test.ts';

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
