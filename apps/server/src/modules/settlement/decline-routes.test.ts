import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { dealState, declinedDeal, heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { storedImage } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase('POST /api/booking/:id/decline and /decline/answer', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let otherBuyer: Actor;
  let seller: Actor;
  let otherSeller: Actor;
  let admin: Actor;
  const db = () => ctx().database.db;
  const parties = () => ({ buyer: buyer.row, seller: seller.row });

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = [f.buyer(), f.buyer(), f.seller(), f.seller(), f.admin()];
    const actors = await Promise.all(rows.map(async (row) => actorFor(ctx(), await row)));
    [buyer, otherBuyer, seller, otherSeller, admin] = actors as [Actor, Actor, Actor, Actor, Actor];
  });

  const post = (url: string, who: Actor | undefined, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
  const decline = (
    id: string,
    who: Actor | undefined,
    payload: object = { reason: 'imei_mismatch' },
  ) => post(`/api/booking/${id}/decline`, who, payload);
  const answer = (id: string, who: Actor | undefined, accept: boolean) =>
    post(`/api/booking/${id}/decline/answer`, who, { accept });
  /** An uploaded image of ours, as the upload answer names it (absolute on PUBLIC_URL). */
  const photo = async () => `${ctx().env.PUBLIC_URL}${await storedImage(ctx())}`;

  it('When the buyer declines a held deal with a reason, a note and photos, then it is declined, the answer due in 48 hours and the money still held', async () => {
    const { booking } = await heldDeal(db(), f, parties());
    const photos = [await photo(), await photo()];
    const res = await decline(booking.id, buyer, {
      reason: 'other',
      note: '  The battery is swollen.  ',
      photos,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'declined' });
    const after = await dealState(db(), booking.id);
    expect(after.booking).toMatchObject({
      settlement: 'declined',
      declineReason: 'other',
      declineNote: 'The battery is swollen.',
      // Stored relative, like every picture of ours (decision 025).
      declinePhotos: photos.map((p) => new URL(p).pathname),
    });
    const due = after.booking.declineAnswerDueAt!.getTime() - after.booking.declinedAt!.getTime();
    expect(due).toBe(ctx().env.DECLINE_ANSWER_HOURS * HOUR);
    expect(after.intentStatus).toBe('requires_capture');
    expect(after.sold).toBe(true);
    // The seller's My Sell shows what to answer, pictures on PUBLIC_URL (decision 025).
    const mySell = await ctx().app.inject({
      method: 'GET',
      url: `/api/mysell?email=${encodeURIComponent(seller.email)}`,
      headers: seller.headers,
    });
    const row = mySell.json().find((b: { _id: string }) => b._id === booking.id);
    expect(row).toMatchObject({
      settlement: 'declined',
      decline: { reason: 'other', note: 'The battery is swollen.', photos },
    });
  });

  it('When the buyer declines again, then the same answer and the first reason is kept', async () => {
    const { booking } = await heldDeal(db(), f, parties());
    expect((await decline(booking.id, buyer)).statusCode).toBe(200);
    const again = await decline(booking.id, buyer, { reason: 'account_locked' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ settlement: 'declined' });
    expect((await dealState(db(), booking.id)).booking.declineReason).toBe('imei_mismatch');
  });

  it('When the body is not valid, then 400 and nothing changes', async () => {
    const { booking } = await heldDeal(db(), f, parties());
    const foreign = 'https://evil.example.com/images/abcdefghijklmnopqrstuvwx.webp';
    const missing = `${ctx().env.PUBLIC_URL}/images/abcdefghijklmnopqrstuvwxyz01234.webp`;
    const ours = await photo();
    const bodies = [
      { reason: 'other' },
      { reason: 'other', note: '   ' },
      { reason: 'broken' },
      { reason: 'imei_mismatch', price: 1 },
      { reason: 'imei_mismatch', photos: [ours, ours, ours, ours] },
      { reason: 'imei_mismatch', photos: ['/images/relative.webp'] },
      { reason: 'imei_mismatch', photos: [foreign] },
      { reason: 'imei_mismatch', photos: [missing] },
      { reason: 'imei_mismatch', photos: [ours, ours] },
    ];
    for (const body of bodies) {
      const res = await decline(booking.id, buyer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const refused = await decline(booking.id, buyer, {
      reason: 'imei_mismatch',
      photos: [foreign],
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_REFERENCE' });
    expect((await dealState(db(), booking.id)).booking.settlement).toBe('held');
  });

  it('When someone else declines, or the booking is unknown, then 403 or 404', async () => {
    const { booking } = await heldDeal(db(), f, parties());
    for (const who of [otherBuyer, seller, admin]) {
      const res = await decline(booking.id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_YOUR_BOOKING');
    }
    expect((await decline(booking.id, undefined)).statusCode).toBe(401);
    for (const id of [UNKNOWN, 'nope']) {
      const res = await decline(id, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    }
    expect((await dealState(db(), booking.id)).booking.settlement).toBe('held');
  });

  it('When the deal is not held or its window has passed, then 409', async () => {
    const product = await f.product({ seller: seller.row });
    const unpaid = await f.booking({ product, buyer: buyer.row });
    expect((await decline(unpaid.id, buyer)).json().code).toBe('SETTLEMENT_NOT_HELD');
    const released = await f.sale({
      product: await f.product({ seller: seller.row }),
      buyer: buyer.row,
      settlement: 'released',
    });
    const res = await decline(released.booking.id, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SETTLEMENT_RELEASED');
    const late = await heldDeal(db(), f, parties());
    await db()
      .update(bookings)
      .set({ handoffExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, late.booking.id));
    const expired = await decline(late.booking.id, buyer);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('HANDOFF_EXPIRED');
  });

  it('When the seller accepts the decline, then the authorisation is cancelled, the phone is on sale again, and a repeat answers the same', async () => {
    const { booking, product } = await declinedDeal(db(), f, parties());
    const res = await answer(booking.id, seller, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'refunded' });
    const after = await dealState(db(), booking.id);
    expect(after).toMatchObject({ intentStatus: 'canceled', sold: false, listingBooked: false });
    expect(after.booking.pendingAction).toBeNull();
    // Back in the public lists, bookable again.
    const listed = await ctx().app.inject({ method: 'GET', url: '/api/allproducts?limit=100' });
    const entry = listed.json().find((p: { _id: string }) => p._id === product.id);
    expect(entry).toMatchObject({ sold: false, booking: false });
    expect((await answer(booking.id, seller, true)).json()).toEqual({ settlement: 'refunded' });
    const contest = await answer(booking.id, seller, false);
    expect(contest.statusCode).toBe(409);
    expect(contest.json().code).toBe('SETTLEMENT_REFUNDED');
  });

  it('When the seller sends the accept ten times at once, then every answer is refunded and the deal is settled once', async () => {
    const { booking } = await declinedDeal(db(), f, parties());
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => answer(booking.id, seller, true)),
    );
    expect(replies.map((r) => `${r.statusCode} ${r.json().settlement}`)).toEqual(
      Array(10).fill('200 refunded'),
    );
    const after = await dealState(db(), booking.id);
    expect(after).toMatchObject({ intentStatus: 'canceled', sold: false });
    expect(after.booking.pendingAction).toBeNull();
  });

  it('When the seller contests the decline, then a dispute opens, the money stays held, and a repeat answers the same', async () => {
    const { booking } = await declinedDeal(db(), f, parties());
    const res = await answer(booking.id, seller, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'disputed' });
    const after = await dealState(db(), booking.id);
    expect(after.booking.disputeOpenedAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({ intentStatus: 'requires_capture', sold: true });
    expect((await answer(booking.id, seller, false)).json()).toEqual({ settlement: 'disputed' });
    const accept = await answer(booking.id, seller, true);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('SETTLEMENT_DISPUTED');
  });

  it('When someone else answers, the deal is not declined, or the answer is late, then 403, 404 or 409', async () => {
    const { booking } = await declinedDeal(db(), f, parties());
    for (const who of [otherSeller, buyer, admin]) {
      const res = await answer(booking.id, who, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_YOUR_SALE');
    }
    expect((await answer(UNKNOWN, seller, true)).statusCode).toBe(404);
    const body = await post(`/api/booking/${booking.id}/decline/answer`, seller, {});
    expect(body.statusCode).toBe(400);
    const held = await heldDeal(db(), f, parties());
    const notDeclined = await answer(held.booking.id, seller, false);
    expect(notDeclined.statusCode).toBe(409);
    expect(notDeclined.json().code).toBe('SETTLEMENT_HELD');
    const late = await declinedDeal(db(), f, parties(), 49);
    const tooLate = await answer(late.booking.id, seller, true);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('DECLINE_ANSWER_LATE');
    expect((await dealState(db(), late.booking.id)).booking.settlement).toBe('declined');
    expect((await dealState(db(), booking.id)).booking.settlement).toBe('declined');
  });
});
