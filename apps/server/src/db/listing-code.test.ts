import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';

/** Migration 0033: the listing code drawn by one query per attempt (decision 042's alphabet). */
describeOnEachDatabase('listing_code_new()', (ctx) => {
  it('When many codes are drawn, then each is 6 of the 31 unambiguous characters and none is a live code', async () => {
    const { db } = ctx().database;
    const result = (await db.execute(sql`
      select c, exists (select 1 from products p where p.listing_code = c) as taken
        from (select public.listing_code_new() as c from generate_series(1, 500)) d`)) as unknown as {
      rows: { c: string; taken: boolean }[];
    };
    expect(result.rows).toHaveLength(500);
    for (const { c, taken } of result.rows) {
      expect(c).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      expect(taken).toBe(false);
    }
  });
});
