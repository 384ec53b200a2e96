import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { sellerReputation } from '../../db/schema-reviews.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { dealOf, reviewsCalls } from './review-test-helpers.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { createReviewsSweep } from './reviews-sweep.ts';

const DAY = 86_400_000;

describeOnEachDatabase('Reviews: blind publication, the sweep, reputation, hiding', (ctx) => {
  let f: Fixtures;
  let admin: Actor;
  const db = () => ctx().database.db;
  const calls = reviewsCalls(() => ctx().app);
  const sweep = (now: Date) =>
    createReviewsSweep({ db: db(), repository: createReviewsRepository(db()) })(now);
  const reputation = async (userId: string) => {
    const [row] = await db()
      .select()
      .from(sellerReputation)
      .where(eq(sellerReputation.userId, userId));
    return row;
  };
  const publicIds = async (userId: string) =>
    (await calls.reviewsOf(userId)).json().items.map((r: { id: string }) => r.id);
  const pair = async () => {
    const [b, s] = await Promise.all([f.buyer(), f.seller()]);
    return Promise.all([actorFor(ctx(), b), actorFor(ctx(), s)]);
  };

  beforeAll(async () => {
    f = createFixtures(db());
    admin = await actorFor(ctx(), await f.admin());
  });

  it('When only one side has written, then nothing is public; when the other writes, then both are, with both reputations', async () => {
    const [buyer, seller] = await pair();
    const deal = await dealOf(f, buyer.row, seller.row);
    const first = (await calls.write(buyer, deal.id, { stars: 4, asDescribed: true })).json();
    expect(await publicIds(seller.row.id)).toEqual([]);
    expect((await calls.profile(seller.row.id)).json().rating).toEqual({ average: null, count: 0 });

    const second = await calls.write(seller, deal.id, { stars: 5, tags: ['friendly'] });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().publishedAt).not.toBeNull();
    expect(await publicIds(seller.row.id)).toEqual([first.id]);
    expect(await publicIds(buyer.row.id)).toEqual([second.json().id]);
    expect(await reputation(seller.row.id)).toMatchObject({
      reviewCount: 1,
      starSum: 4,
      asDescribedCount: 1,
    });
    expect(await reputation(buyer.row.id)).toMatchObject({
      reviewCount: 1,
      starSum: 5,
      asDescribedCount: 0,
    });
  });

  it('When both sides write at once, then both reviews are published', async () => {
    const [buyer, seller] = await pair();
    const deal = await dealOf(f, buyer.row, seller.row);
    const [a, b] = await Promise.all([calls.write(buyer, deal.id), calls.write(seller, deal.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await publicIds(seller.row.id)).toHaveLength(1);
    expect(await publicIds(buyer.row.id)).toHaveLength(1);
  });

  it('When many deals of one seller publish at once, then the reputation counts every review', async () => {
    const [, seller] = await pair();
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => actorFor(ctx(), await f.buyer())),
    );
    const deals = await Promise.all(buyers.map((b) => dealOf(f, b.row, seller.row)));
    for (const [i, b] of buyers.entries()) {
      await calls.write(b, deals[i]!.id, { stars: 4, asDescribed: true });
    }
    // The seller answers every deal at once: six transactions recount the same row.
    const answers = await Promise.all(deals.map((deal) => calls.write(seller, deal.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(deals.map(() => 201));
    expect(await reputation(seller.row.id)).toMatchObject({
      reviewCount: 6,
      starSum: 24,
      asDescribedCount: 6,
    });
  });

  it('When 14 days pass without the other side, then the sweep publishes the review and counts it', async () => {
    const [buyer, seller] = await pair();
    const deal = await dealOf(f, buyer.row, seller.row);
    const review = (await calls.write(buyer, deal.id, { stars: 3 })).json();
    // Not yet: 13 days on.
    await sweep(new Date(Date.now() + 13 * DAY));
    expect(await publicIds(seller.row.id)).toEqual([]);

    const result = await sweep(new Date(Date.now() + 14 * DAY + 60_000));
    expect(result.published).toBeGreaterThanOrEqual(1);
    expect(await publicIds(seller.row.id)).toEqual([review.id]);
    expect(await reputation(seller.row.id)).toMatchObject({ reviewCount: 1, starSum: 3 });
    // The late side may still write; its review is published at once (the other one is public).
    const late = await calls.write(seller, deal.id);
    expect(late.json().publishedAt).not.toBeNull();
  });

  it('When an admin hides a review, then it leaves the public list and the reputation, audited, once', async () => {
    const [buyer, seller] = await pair();
    const deal = await dealOf(f, buyer.row, seller.row);
    const review = (await calls.write(buyer, deal.id, { stars: 1, tags: [] })).json();
    await calls.write(seller, deal.id);
    expect(await reputation(seller.row.id)).toMatchObject({ reviewCount: 1, starSum: 1 });

    const res = await calls.hide(admin, review.id, 'Insulting.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: review.id,
      hiddenReason: 'Insulting.',
      publishedAt: null,
    });
    expect(await publicIds(seller.row.id)).toEqual([]);
    expect(await reputation(seller.row.id)).toMatchObject({ reviewCount: 0, starSum: 0 });
    expect((await calls.profile(seller.row.id)).json().rating).toEqual({ average: null, count: 0 });
    // A repeat changes nothing and writes no second entry.
    expect((await calls.hide(admin, review.id)).statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'review' and ${auditLog.entityId} = ${review.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'review.hide', actorId: admin.row.id });
    // The moderators still see it.
    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: admin.headers,
    });
    const listed = list.json().items.find((r: { id: string }) => r.id === review.id);
    expect(listed).toMatchObject({ hiddenReason: 'Insulting.', subject: { id: seller.row.id } });
    expect((await calls.hide(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
