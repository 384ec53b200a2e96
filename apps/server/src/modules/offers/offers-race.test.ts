import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { offers } from '../../db/schema-offers.ts';
import { actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { createSiblingApp, describeOnEachDatabase } from '../../test/test-app.ts';
import { offered, offersCalls } from './offers-test-helpers.ts';

describeOnEachDatabase('Concurrent acceptances of offers on one listing', (ctx) => {
  let sibling: Awaited<ReturnType<typeof createSiblingApp>>;
  beforeAll(async () => {
    // On PostgreSQL a second app with its own pool: two servers behind one load balancer.
    sibling = await createSiblingApp(ctx());
  });
  afterAll(async () => {
    await sibling?.close();
  });

  it('When two buyers’ offers are accepted at the same moment, then exactly one booking exists', async () => {
    const db = ctx().database.db;
    const f = createFixtures(db);
    const [one, two, seller] = await Promise.all([
      f.buyer().then((r) => actorFor(ctx(), r)),
      f.buyer().then((r) => actorFor(ctx(), r)),
      f.seller().then((r) => actorFor(ctx(), r)),
    ]);
    for (let round = 0; round < 3; round++) {
      const phone = await f.product({ seller: seller.row });
      const first = await offered(
        offersCalls(() => ctx().app),
        one,
        phone.id,
        300,
      );
      const second = await offered(
        offersCalls(() => ctx().app),
        two,
        phone.id,
        310,
      );
      // The second buyer's offer is countered: its acceptance is the buyer's own.
      expect((await offersCalls(() => ctx().app).counter(seller, second, 350)).statusCode).toBe(
        200,
      );
      const [a, b] = await Promise.all([
        offersCalls(() => ctx().app).accept(seller, first),
        offersCalls(() => sibling.app).accept(two, second),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses, `${a.body} ${b.body}`).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(['OFFER_CLOSED', 'LISTING_BOOKED']).toContain(loser.json().code);
      const rows = await db.select().from(bookings).where(eq(bookings.productId, phone.id));
      expect(rows).toHaveLength(1);
      const winner = (a.statusCode === 200 ? a : b).json().bookingId;
      expect(rows[0]!.id).toBe(winner);
      const states = await db.select().from(offers).where(eq(offers.listingId, phone.id));
      expect(states.filter((o) => o.status === 'accepted')).toHaveLength(1);
      expect(states.filter((o) => o.status === 'declined')).toHaveLength(1);
    }
  });

  it('When the seller cuts the price while accepting an offer it no longer fits, then either the offer is booked at the old price first or the answer is 409 OFFER_PRICE_CHANGED with nothing booked', async () => {
    const db = ctx().database.db;
    const f = createFixtures(db);
    const [buyer, seller] = await Promise.all([
      f.buyer().then((r) => actorFor(ctx(), r)),
      f.seller().then((r) => actorFor(ctx(), r)),
    ]);
    for (let round = 0; round < 3; round++) {
      const phone = await f.product({ seller: seller.row, sellingPriceCents: 70_000 });
      const id = await offered(
        offersCalls(() => ctx().app),
        buyer,
        phone.id,
        600,
      );
      const [cut, accepted] = await Promise.all([
        ctx().app.inject({
          method: 'PATCH',
          url: `/api/product/${phone.id}`,
          headers: seller.headers,
          payload: { sellingPrice: 400 },
        }),
        offersCalls(() => sibling.app).accept(seller, id),
      ]);
      expect(cut.statusCode, cut.body).toBe(200);
      const rows = await db.select().from(bookings).where(eq(bookings.productId, phone.id));
      const [offer] = await db.select().from(offers).where(eq(offers.id, id));
      if (accepted.statusCode === 200) {
        // The acceptance held the listing's row first: booked at $600 while $700 was shown.
        expect(rows).toHaveLength(1);
        expect(rows[0]!.priceCents).toBe(60_000);
        expect(offer!.status).toBe('accepted');
      } else {
        // The cut came first: its own transaction expired the offer the price no longer fits.
        expect(accepted.statusCode, accepted.body).toBe(409);
        expect(accepted.json().code).toBe('OFFER_PRICE_CHANGED');
        expect(rows).toEqual([]);
        expect(offer).toMatchObject({ status: 'expired', closedBy: 'price-changed' });
      }
    }
  });
});
