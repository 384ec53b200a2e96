import { LISTING_CODE_ALPHABET } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { rowsOf } from './rows.ts';

/**
 * Migrations 0033 and 0037: the listing code, drawn by one query per attempt from the
 * database's cryptographic generator (decision 056) over decision 042's alphabet.
 */
describeOnEachDatabase('listing_code_new()', (ctx) => {
  const draw = async (n: number, seed?: number) =>
    ctx().database.db.transaction(async (tx) => {
      // setseed() fixes random()'s sequence for this session: a code drawn from random()
      // would repeat after it; one from the cryptographic generator does not.
      if (seed !== undefined) await tx.execute(sql`select setseed(${seed})`);
      const result = await tx.execute(
        sql`select public.listing_code_new() as c from generate_series(1, ${n})`,
      );
      return rowsOf<{ c: string }>(result).map((r) => r.c);
    });

  it('When many codes are drawn, then each is 6 of the 31 unambiguous characters and none is a live code', async () => {
    const { db } = ctx().database;
    const rows = rowsOf<{ c: string; taken: boolean }>(
      await db.execute(sql`
      select c, exists (select 1 from products p where p.listing_code = c) as taken
        from (select public.listing_code_new() as c from generate_series(1, 500)) d`),
    );
    expect(rows).toHaveLength(500);
    for (const { c, taken } of rows) {
      expect(c).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      expect(taken).toBe(false);
    }
  });

  it('When random() is seeded the same way twice, then the codes drawn after it still differ (not random())', async () => {
    const first = await draw(20, 0.42);
    const second = await draw(20, 0.42);
    expect(first).toHaveLength(20);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
  });

  it('When 3,100 codes are drawn, then every character is about equally likely (chi-square, 30 degrees of freedom)', async () => {
    const codes = await draw(3100);
    const counts = new Map<string, number>([...LISTING_CODE_ALPHABET].map((c) => [c, 0]));
    for (const code of codes) for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...LISTING_CODE_ALPHABET].sort().join(''));
    const expected = (3100 * 6) / 31;
    const chiSquare = [...counts.values()].reduce(
      (sum, n) => sum + (n - expected) ** 2 / expected,
      0,
    );
    // 59.7 is the 0.1% tail at 30 degrees of freedom: a sanity check (a character never
    // drawn, or one drawn twice as often, scores far above it), not a proof of uniformity.
    expect(chiSquare).toBeLessThan(70);
  });
});
