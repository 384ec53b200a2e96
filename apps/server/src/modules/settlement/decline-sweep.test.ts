import { beforeAll, describe, expect, it } from 'vitest';
import { asUser, dealState, declinedDeal, settlementServices } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures, type UserRow } from '../../test/fixtures.ts';
import { createTestContext, describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('Decline timeout sweep', (ctx) => {
  let f: Fixtures;
  let buyer: UserRow;
  let seller: UserRow;
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    [buyer, seller] = await Promise.all([f.buyer(), f.seller()]);
  });

  it('When a decline is left unanswered past its due time, then the sweep opens a dispute once; one still in time is left alone', async () => {
    const s = settlementServices(ctx());
    const late = await declinedDeal(db(), f, { buyer, seller }, 49);
    const inTime = await declinedDeal(db(), f, { buyer, seller }, 47);
    // Two instances sweeping at once: each late decline still becomes one dispute.
    const [a, b] = await Promise.all([s.declines.sweepUnanswered(), s.declines.sweepUnanswered()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const after = await dealState(db(), late.booking.id);
    expect(after.booking.settlement).toBe('disputed');
    const opened = after.booking.disputeOpenedAt!;
    expect(opened).toBeInstanceOf(Date);
    expect(after.intentStatus).toBe('requires_capture');
    expect((await dealState(db(), inTime.booking.id)).booking.settlement).toBe('declined');
    // Swept again: nothing changes.
    await s.declines.sweepUnanswered();
    expect((await dealState(db(), late.booking.id)).booking.disputeOpenedAt).toEqual(opened);
    expect(s.calls).toEqual({ capture: 0, cancel: 0 });
  });

  it('When the seller answered before the sweep, then the sweep leaves the answer alone', async () => {
    const s = settlementServices(ctx());
    const deal = await declinedDeal(db(), f, { buyer, seller }, 1);
    expect(await s.declines.answer(asUser(seller), deal.booking.id, true)).toBe('refunded');
    await s.declines.sweepUnanswered();
    expect((await dealState(db(), deal.booking.id)).booking.settlement).toBe('refunded');
  });
});

describe('Decline timeout on the job runner', () => {
  it('When the app runs its jobs, then a decline left unanswered becomes a dispute without a request', async () => {
    const ctx = await createTestContext('pglite', { PAYMENT_RECONCILE_INTERVAL_SECONDS: '1' });
    try {
      const db = ctx.database.db;
      const f = createFixtures(db);
      const parties = { buyer: await f.buyer(), seller: await f.seller() };
      const late = await declinedDeal(db, f, parties, 49);
      // The runner starts in the background; its first tick comes a second after.
      const until = Date.now() + 90_000;
      let settlement = (await dealState(db, late.booking.id)).booking.settlement;
      while (settlement !== 'disputed' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        settlement = (await dealState(db, late.booking.id)).booking.settlement;
      }
      expect(settlement).toBe('disputed');
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
