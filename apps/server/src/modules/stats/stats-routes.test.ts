import type { MarketplaceStats } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('marketplace stats API (issue #23 item 15)', (ctx) => {
  let f: Fixtures;
  beforeAll(() => {
    f = createFixtures(ctx().database.db);
  });

  const stats = async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    return res.json() as MarketplaceStats;
  };

  it('When nothing is listed, then every figure is zero, not a made-up number', async () => {
    expect(await stats()).toEqual({ listings: 0, sellers: 0, verifiedSellers: 0, sales: 0 });
  });

  it('When listings sell, are deleted and sellers come and go, then each figure counts only what is live', async () => {
    const before = await stats();
    const verified = await f.seller({ verified: true });
    const plain = await f.seller();
    const gone = await f.seller({ verified: true, deletedAt: new Date() });
    await f.user({ role: 'admin' });
    await f.user();
    await f.product({ seller: verified });
    await f.product({ seller: plain });
    await f.product({ seller: plain, deletedAt: new Date() });
    const sold = await f.product({ seller: verified });
    await f.sale({ product: sold, syncProduct: true });
    const held = await f.product({ seller: gone });
    await f.booking({ product: held, syncProduct: true });

    expect(await stats()).toEqual({
      listings: before.listings + 3,
      sellers: before.sellers + 2,
      verifiedSellers: before.verifiedSellers + 1,
      sales: before.sales + 1,
    });
  });
});
