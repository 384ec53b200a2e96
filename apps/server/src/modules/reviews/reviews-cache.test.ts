import { beforeAll, expect, it } from 'vitest';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { dealOf, reviewsCalls } from './review-test-helpers.ts';

describeOnEachDatabase(
  'Seller profiles from the response cache (decision 014): a review or a reply shows at once',
  (ctx) => {
    let buyer: Actor;
    let seller: Actor;
    const calls = reviewsCalls(() => ctx().app);

    beforeAll(async () => {
      const f = createFixtures(ctx().database.db);
      const rows = await Promise.all([f.buyer(), f.seller()]);
      [buyer, seller] = (await Promise.all(rows.map((row) => actorFor(ctx(), row)))) as [
        Actor,
        Actor,
      ];
    });

    it('When the second review and then a reply are written, then the cached profile and reviews show them', async () => {
      const f = createFixtures(ctx().database.db);
      const deal = await dealOf(f, buyer.row, seller.row);
      const id = seller.row.id;
      // Read twice: the second answer comes from memory.
      for (let i = 0; i < 2; i++) {
        expect((await calls.profile(id)).json().rating.count).toBe(0);
        expect((await calls.reviewsOf(id)).json().items).toEqual([]);
      }
      const review = (await calls.write(buyer, deal.id)).json();
      expect((await calls.reviewsOf(id)).json().items).toEqual([]);
      await calls.write(seller, deal.id);
      expect((await calls.profile(id)).json().rating).toEqual({ average: 5, count: 1 });
      expect((await calls.reviewsOf(id)).json().items.map((r: { id: string }) => r.id)).toEqual([
        review.id,
      ]);
      expect((await calls.reply(seller, review.id, 'Thanks!')).statusCode).toBe(200);
      expect((await calls.reviewsOf(id)).json().items[0].reply).toMatchObject({ text: 'Thanks!' });
    });
  },
  { RESPONSE_CACHE: 'true' },
);
