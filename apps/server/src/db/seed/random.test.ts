import { describe, expect, it } from 'vitest';
import { isUuid } from '../../lib/ids.ts';
import { demoUserId } from './demo-accounts.ts';
import { seededRandom, stableUuid } from './random.ts';

const PINNED_ADMIN_ID = 'c63d2b75-41de-5e77-9883-c8006a6d815d';

describe('seed determinism', () => {
  it('When a demo id is derived, then it is a valid uuid that never changes between releases', () => {
    // Existing databases hold these ids: changing the derivation would re-seed beside them.
    expect(demoUserId('admin')).toBe(stableUuid('user:admin'));
    expect(isUuid(stableUuid('user:admin'))).toBe(true);
    expect(stableUuid('user:admin')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-/,
    );
    expect(stableUuid('user:admin')).toBe(PINNED_ADMIN_ID);
    expect(stableUuid('user:buyer')).not.toBe(stableUuid('user:admin'));
  });

  it('When two generators share a seed, then they give the same numbers in [0, 1)', () => {
    const a = seededRandom('phone');
    const b = seededRandom('phone');
    const first = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom('other')()).not.toBe(first[0]);
  });
});
