import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sellerReputation } from '../../db/schema-reviews.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * The app wires reviews.dealMoved into the settlement steps' audit seam (modules/index.ts):
 * a deal that moves recomputes its seller's trusted mark in the step's own transaction, not at
 * the next sweep.
 */
describeOnEachDatabase('Settlement steps recompute the seller’s trusted mark', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    buyer = await actorFor(ctx(), await f.buyer());
    seller = await actorFor(ctx(), await f.seller());
  });

  const trusted = async () =>
    (
      await db()
        .select({ trusted: sellerReputation.trusted })
        .from(sellerReputation)
        .where(eq(sellerReputation.userId, seller.row.id))
    )[0]?.trusted;

  it('When a decline turns into a dispute through the API, then the seller’s mark is recomputed at once', async () => {
    const { booking } = await heldDeal(db(), f, { buyer: buyer.row, seller: seller.row });
    // A mark the facts do not support (no sales, a young account): only a recompute removes it.
    await db()
      .insert(sellerReputation)
      .values({ userId: seller.row.id, trusted: true })
      .onConflictDoUpdate({ target: sellerReputation.userId, set: { trusted: true } });
    expect(await trusted()).toBe(true);

    const post = (url: string, who: Actor, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: who.headers, payload });
    const declined = await post(`/api/booking/${booking.id}/decline`, buyer, {
      reason: 'account_locked',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const contested = await post(`/api/booking/${booking.id}/decline/answer`, seller, {
      accept: false,
    });
    expect(contested.statusCode, contested.body).toBe(200);

    expect(await trusted()).toBe(false);
  });
});
