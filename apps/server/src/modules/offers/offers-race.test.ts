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
});
