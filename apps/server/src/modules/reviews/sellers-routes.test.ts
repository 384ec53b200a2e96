import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { reviews, sellerReputation } from '../../db/schema-reviews.ts';
import { createFixtures, type Fixtures, type UserRow } from '../../test/fixtures.ts';
import { markPhoneVerified } from '../../test/phone-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { refreshSellerOfDeal } from './reputation.ts';
import { dealOf, reviewsCalls } from './review-test-helpers.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { createReviewsSweep } from './reviews-sweep.ts';

const DAY = 86_400_000;

describeOnEachDatabase(
  'Seller profiles: GET /api/sellers/:id and its reviews; trusted mark',
  (ctx) => {
    let f: Fixtures;
    const db = () => ctx().database.db;
    const calls = reviewsCalls(() => ctx().app);
    const sweep = (now = new Date()) =>
      createReviewsSweep({ db: db(), repository: createReviewsRepository(db()) })(now);

    beforeAll(() => {
      f = createFixtures(db());
    });

    /** `n` published reviews about `seller` from as many complete deals. */
    async function reviewed(
      seller: UserRow,
      n: number,
      asDescribed = n,
      stars = 5,
      unanswered = 0,
    ) {
      for (let i = 0; i < n; i++) {
        const buyer = await f.buyer();
        const deal = await dealOf(f, buyer, seller);
        await db()
          .insert(reviews)
          .values({
            bookingId: deal.id,
            authorId: buyer.id,
            subjectId: seller.id,
            authorRole: 'buyer',
            stars,
            // Issue #45 item 2: the rest answered "no", the last `unanswered` did not answer.
            tags:
              i >= n - unanswered ? [] : i < asDescribed ? ['as_described'] : ['not_as_described'],
            text: `Review ${i}`,
            createdAt: new Date(Date.now() - (n - i) * 1000),
          });
      }
      // The sweep publishes them, 14 days on, with the reputation.
      await sweep(new Date(Date.now() + 15 * DAY));
    }

    it('When a seller has deals, reviews and listings, then the profile shows the figures, without email', async () => {
      const seller = await f.seller({ verified: true, photoUrl: '/images/me.webp' });
      const buyer = await f.buyer();
      await dealOf(f, buyer, seller, 'released');
      await dealOf(f, buyer, seller, 'none');
      // A refunded deal is no sale; a held one is not complete yet.
      await dealOf(f, buyer, seller, 'refunded');
      await f.sale({
        product: await f.product({ seller }),
        buyer,
        settlement: 'held',
        handoffExpiresAt: new Date(Date.now() + DAY),
      });
      const live = await f.product({ seller });
      await reviewed(seller, 3, 2, 4);

      const res = await calls.profile(seller.id);
      expect(res.statusCode, res.body).toBe(200);
      const profile = res.json();
      expect(profile).toMatchObject({
        id: seller.id,
        name: seller.name,
        verified: true,
        trusted: false,
        memberSince: seller.createdAt.toISOString(),
        // 2 above + 3 from the reviewed deals.
        completedSales: 5,
        rating: { average: 4, count: 3 },
        asDescribedShare: 0.667,
      });
      expect(profile.image).toMatch(/^https?:\/\/.+\/images\/me\.webp$/);
      expect(profile.listings.map((l: { _id: string }) => l._id)).toEqual([live.id]);
      expect(profile.listings[0].sellerEmail).toMatch(/^s-[a-z2-7]{26}@sellers\.invalid$/);
      expect(res.body).not.toContain(seller.email);

      // Published together by the sweep: two pages of the three, none twice.
      const list = await calls.reviewsOf(seller.id, '?limit=2');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items).toHaveLength(2);
      const next = await calls.reviewsOf(seller.id, `?limit=2&cursor=${list.json().nextCursor}`);
      expect(next.json().nextCursor).toBeNull();
      const texts = [...list.json().items, ...next.json().items].map(
        (r: { text: string }) => r.text,
      );
      expect(texts.sort()).toEqual(['Review 0', 'Review 1', 'Review 2']);
    });

    it('When reviews leave "as described" unanswered, then the share is of the answers, and shows only from 3 (issue #45)', async () => {
      const few = await f.seller();
      // 2 say yes, 1 did not answer: 2 answers, too few for a share.
      await reviewed(few, 3, 2, 4, 1);
      expect((await calls.profile(few.id)).json()).toMatchObject({
        rating: { average: 4, count: 3 },
        asDescribedShare: null,
        asDescribedAnswers: 2,
      });
      const more = await f.seller();
      // 3 say yes, 2 did not answer: 100% of the answers, not 60% of the reviews.
      await reviewed(more, 5, 3, 4, 2);
      expect((await calls.profile(more.id)).json()).toMatchObject({
        asDescribedShare: 1,
        asDescribedAnswers: 3,
      });
    });

    it('When the seller proved a phone by SMS, then the profile says so, never with the number (issue #36)', async () => {
      const seller = await f.seller();
      expect((await calls.profile(seller.id)).json().phoneVerified).toBe(false);
      const phone = await markPhoneVerified(db(), seller.id);
      const res = await calls.profile(seller.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().phoneVerified).toBe(true);
      expect(res.body).not.toContain(phone.slice(4));
    });

    it('When the seller is unknown, deleted or not an id, then 404 SELLER_NOT_FOUND', async () => {
      const deleted = await f.seller({ deletedAt: new Date() });
      for (const id of ['00000000-0000-4000-8000-000000000000', deleted.id, 'nope']) {
        for (const res of [await calls.profile(id), await calls.reviewsOf(id)]) {
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json().code).toBe('SELLER_NOT_FOUND');
        }
      }
    });

    it('When a seller passes every threshold, then the sweep marks them trusted; an open dispute takes it away', async () => {
      const seller = await f.seller({ createdAt: new Date(Date.now() - 100 * DAY) });
      await reviewed(seller, 20, 20);
      const trusted = async () =>
        (
          await db().select().from(sellerReputation).where(eq(sellerReputation.userId, seller.id))
        )[0]?.trusted;
      expect(await trusted()).toBe(true);
      expect((await calls.profile(seller.id)).json().trusted).toBe(true);

      // A deal of theirs becomes disputed (settlement's business); the seam wired into the
      // transition's transaction takes the mark away at once.
      const deal = await dealOf(f, await f.buyer(), seller);
      await db().transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ settlement: 'disputed', disputeOpenedAt: new Date(), settledAt: null })
          .where(eq(bookings.id, deal.id));
        await refreshSellerOfDeal(tx, deal.id, new Date());
      });
      expect(await trusted()).toBe(false);
      // Unwired, the sweep would have: decided for the seller, the next sweep gives it back.
      await db()
        .update(bookings)
        .set({ settlement: 'released', settledAt: new Date() })
        .where(eq(bookings.id, deal.id));
      await sweep();
      expect(await trusted()).toBe(true);
      await db()
        .update(bookings)
        .set({ settlement: 'disputed', settledAt: null })
        .where(eq(bookings.id, deal.id));
      await sweep();
      expect(await trusted()).toBe(false);
    });

    it('When a young account has the sales and the reviews, then it is not trusted until 90 days', async () => {
      // 70 days old; the sweep that publishes the reviews runs 15 days on: 85 days.
      const seller = await f.seller({ createdAt: new Date(Date.now() - 70 * DAY) });
      await reviewed(seller, 20, 20);
      const profile = async () => (await calls.profile(seller.id)).json();
      expect((await profile()).trusted).toBe(false);
      await sweep(new Date(Date.now() + 21 * DAY));
      expect((await profile()).trusted).toBe(true);
    });
  },
);
