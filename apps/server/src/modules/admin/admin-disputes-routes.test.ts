import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, ledgerReleases } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { dealState, declinedDeal, disputedDeal, heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase('Admin disputes: GET /api/admin/disputes, POST .../:id/resolve', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  let admin: Actor;
  let otherAdmin: Actor;
  const db = () => ctx().database.db;
  const parties = () => ({ buyer: buyer.row, seller: seller.row });

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = [f.buyer(), f.seller(), f.admin(), f.admin()];
    const actors = await Promise.all(rows.map(async (row) => actorFor(ctx(), await row)));
    [buyer, seller, admin, otherAdmin] = actors as [Actor, Actor, Actor, Actor];
  });

  const list = (who: Actor = admin) =>
    ctx().app.inject({ method: 'GET', url: '/api/admin/disputes', headers: who.headers });
  const resolve = (id: string, payload: object, who: Actor = admin) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      headers: who.headers,
      payload,
    });

  it('When disputes are open and decided, then the list shows open ones oldest first, then decided ones newest first, with both sides and the decline', async () => {
    const older = await disputedDeal(db(), f, parties(), 30);
    const newer = await disputedDeal(db(), f, parties(), 2);
    const decidedFirst = await disputedDeal(db(), f, parties(), 40);
    const decidedLast = await disputedDeal(db(), f, parties(), 50);
    // Neither a plain decline nor a held deal is a dispute.
    const declined = await declinedDeal(db(), f, parties());
    const held = await heldDeal(db(), f, parties());
    for (const [deal, outcome] of [
      [decidedFirst, 'refund'],
      [decidedLast, 'release'],
    ] as const) {
      const res = await resolve(deal.booking.id, { outcome, note: `Decided: ${outcome}` });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().items.map((d: { id: string }) => d.id);
    const mine = [older, newer, decidedLast, decidedFirst].map((d) => d.booking.id);
    expect(ids.filter((id: string) => mine.includes(id))).toEqual(mine);
    expect(ids).not.toContain(declined.booking.id);
    expect(ids).not.toContain(held.booking.id);
    // Every open one comes before every decided one.
    const statuses = res.json().items.map((d: { status: string }) => d.status);
    expect(statuses.indexOf('resolved')).toBeGreaterThan(statuses.lastIndexOf('open'));

    const open = res.json().items.find((d: { id: string }) => d.id === older.booking.id);
    expect(open).toEqual({
      id: older.booking.id,
      status: 'open',
      // Opened without statements (a dispute from before decision 059): it may be decided now.
      waitingForStatements: false,
      product: {
        id: older.product.id,
        name: older.product.productName,
        image: `${ctx().env.PUBLIC_URL}${older.product.productImg}`,
      },
      buyer: { name: buyer.row.name, email: buyer.email },
      seller: { name: older.product.sellerName, email: seller.email },
      price: 400,
      decline: {
        reason: 'undisclosed_defect',
        note: 'The screen flickers.',
        photos: [],
        declinedAt: expect.any(String),
        answerDueAt: expect.any(String),
      },
      openedAt: expect.any(String),
      outcome: null,
      resolutionNote: null,
      resolvedAt: null,
    });
    const decided = res.json().items.find((d: { id: string }) => d.id === decidedLast.booking.id);
    expect(decided).toMatchObject({
      status: 'resolved',
      outcome: 'release',
      resolutionNote: 'Decided: release',
      resolvedAt: expect.any(String),
    });
  });

  it('When an admin refunds a dispute, then the authorisation is cancelled, the phone is on sale again, and the decision is kept', async () => {
    const { booking } = await disputedDeal(db(), f, parties());
    const res = await resolve(booking.id, { outcome: 'refund', note: '  The IMEI differs.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: 'resolved',
      outcome: 'refund',
      resolutionNote: 'The IMEI differs.',
    });
    const after = await dealState(db(), booking.id);
    expect(after).toMatchObject({ intentStatus: 'canceled', sold: false, listingBooked: false });
    expect(after.booking).toMatchObject({
      settlement: 'refunded',
      disputeResolvedBy: admin.row.id,
    });
    const credited = await db()
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.bookingId, booking.id));
    expect(credited).toHaveLength(0);
  });

  it('When an admin releases a dispute, then the money is captured and the seller credited once', async () => {
    const { booking } = await disputedDeal(db(), f, parties());
    const res = await resolve(booking.id, { outcome: 'release', note: 'Phone as described.' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await dealState(db(), booking.id);
    expect(after).toMatchObject({ intentStatus: 'succeeded', sold: true });
    expect(after.booking.settlement).toBe('released');
    const again = await resolve(
      booking.id,
      { outcome: 'release', note: 'Clicked twice.' },
      otherAdmin,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      outcome: 'release',
      resolutionNote: 'Phone as described.',
    });
    const credited = await db()
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.bookingId, booking.id));
    expect(credited).toHaveLength(1);
  });

  it('When a decided dispute is decided otherwise, then 409 and the first decision stands', async () => {
    const { booking } = await disputedDeal(db(), f, parties());
    expect((await resolve(booking.id, { outcome: 'refund', note: 'Refund.' })).statusCode).toBe(
      200,
    );
    const other = await resolve(booking.id, { outcome: 'release', note: 'Release.' }, otherAdmin);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('DISPUTE_RESOLVED');
    expect((await dealState(db(), booking.id)).booking).toMatchObject({
      settlement: 'refunded',
      disputeOutcome: 'refund',
    });
  });

  it('When the id is unknown or not a dispute, or the body is not valid, then 404 or 400', async () => {
    const { booking: declined } = await declinedDeal(db(), f, parties());
    const { booking: held } = await heldDeal(db(), f, parties());
    for (const id of [UNKNOWN, 'nope', declined.id, held.id]) {
      const res = await resolve(id, { outcome: 'refund', note: 'x' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('DISPUTE_NOT_FOUND');
    }
    const { booking } = await disputedDeal(db(), f, parties());
    for (const body of [
      { outcome: 'refund' },
      { outcome: 'refund', note: '   ' },
      { outcome: 'split', note: 'x' },
      { outcome: 'refund', note: 'x', amount: 1 },
    ]) {
      expect((await resolve(booking.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await dealState(db(), booking.id)).booking.settlement).toBe('disputed');
  });

  it('When a buyer or seller calls the admin routes, then 403', async () => {
    const { booking } = await disputedDeal(db(), f, parties());
    for (const who of [buyer, seller]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await resolve(booking.id, { outcome: 'refund', note: 'x' }, who)).statusCode).toBe(
        403,
      );
    }
    const [row] = await db()
      .select({ settlement: bookings.settlement, outcome: bookings.disputeOutcome })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toEqual({ settlement: 'disputed', outcome: null });
  });
});
