import { beforeAll, expect, it } from 'vitest';
import { createFixtures, type Fixtures, type UserRow } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { asUser, dealState, declinedDeal, settlementServices } from './decline-fixtures.ts';

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
