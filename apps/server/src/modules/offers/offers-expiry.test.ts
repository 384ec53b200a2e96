import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { offers } from '../../db/schema-offers.ts';
import { actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import type { UserNotice, UserNotices } from '../notifications/index.ts';
import { createOfferNotices } from './offer-notices.ts';
import { createOffersExpiry } from './offers-expiry.ts';
import { createOffersRepository } from './offers-repository.ts';
import { offered, offersCalls } from './offers-test-helpers.ts';

describeOnEachDatabase('Offers expiry job', (ctx) => {
  it('When the job runs, then offers past 24 hours are written expired and whoever waited is told', async () => {
    const db = ctx().database.db;
    const f = createFixtures(db);
    const calls = offersCalls(() => ctx().app);
    const [buyer, seller] = await Promise.all([
      f.buyer().then((r) => actorFor(ctx(), r)),
      f.seller().then((r) => actorFor(ctx(), r)),
    ]);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => f.product({ seller: seller.row, sellingPriceCents: 40_000 })),
    );
    const open = await offered(calls, buyer, a!.id, 300);
    const countered = await offered(calls, buyer, b!.id, 300);
    expect((await calls.counter(seller, countered, 350)).statusCode).toBe(200);
    const fresh = await offered(calls, buyer, c!.id, 300);
    await db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${offers.id} in (${open}, ${countered})`);

    const told: UserNotice[] = [];
    const notices: UserNotices = {
      send: async (_tx, notice) => {
        told.push(notice);
        return undefined;
      },
      sendMany: async (_tx, list) => {
        told.push(...list);
        return list.length;
      },
    };
    const expire = createOffersExpiry({
      db,
      repo: createOffersRepository(db),
      notices: createOfferNotices(notices),
    });
    expect(await expire()).toBeGreaterThanOrEqual(2);
    const status = async (id: string) =>
      (await db.select().from(offers).where(eq(offers.id, id)))[0]!.status;
    expect(await status(open)).toBe('expired');
    expect(await status(countered)).toBe('expired');
    expect(await status(fresh)).toBe('open');
    const expired = told.filter((n) => n.kind === 'offer_expired').map((n) => n.userId);
    // The unanswered offer's buyer, the unanswered counter's seller.
    expect(expired).toEqual(expect.arrayContaining([buyer.row.id, seller.row.id]));
    expect(await expire()).toBe(0);
  });
});
