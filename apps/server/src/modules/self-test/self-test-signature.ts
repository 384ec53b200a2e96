import { createHmac, timingSafeEqual } from 'node:crypto';
import { SELF_TEST_IDS, type SelfTestId, type SelfTestResult } from '@phonebazaar/shared';

/** What is signed: every field a reader relies on, the row's id and listing included. */
export interface SignedFields {
  id: string;
  listingId: string;
  createdAt: Date;
  results: Partial<Record<SelfTestId, SelfTestResult>>;
  browser: string;
  modelHint: string | null;
  runBy: 'seller' | 'buyer';
}

/**
 * The self-test report's signature (decision 042): HMAC-SHA256 keyed by a key derived from
 * AUTH_SECRET for this use only (as the alerts' unsubscribe key, with its own label), over a
 * canonical text of the report. jsonb reorders an object's keys, so the results are written
 * in SELF_TEST_IDS order, never as the stored object's order.
 */
export function createSelfTestSigner(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('self-test-report').digest();
  const canonical = (r: SignedFields) =>
    JSON.stringify([
      'v1',
      r.id,
      r.listingId,
      r.createdAt.toISOString(),
      SELF_TEST_IDS.flatMap((id) => {
        const result = r.results[id];
        return result ? [[id, result.outcome, result.detail ?? null]] : [];
      }),
      r.browser,
      r.modelHint,
      r.runBy,
    ]);
  const sign = (r: SignedFields) =>
    createHmac('sha256', key).update(canonical(r)).digest('base64url');
  return {
    sign,
    verify(r: SignedFields, signature: string): boolean {
      const expected = Buffer.from(sign(r));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type SelfTestSigner = ReturnType<typeof createSelfTestSigner>;
