import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { disputeStatements } from '../../db/schema-disputes.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { dealState, declinedDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { storedImage } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const HOUR = 3_600_000;

describeOnEachDatabase('Disputes both sides state (issue #46)', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  let stranger: Actor;
  let admin: Actor;
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = [f.buyer(), f.seller(), f.buyer(), f.admin()];
    const actors = await Promise.all(rows.map(async (row) => actorFor(ctx(), await row)));
    [buyer, seller, stranger, admin] = actors as [Actor, Actor, Actor, Actor];
  });

  const inject = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: object) =>
    ctx().app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const photo = async () => `${ctx().env.PUBLIC_URL}${await storedImage(ctx())}`;
  const contest = (id: string, payload: object = { accept: false }) =>
    inject('POST', `/api/booking/${id}/decline/answer`, seller, payload);
  const mine = (id: string, who: Actor) => inject('GET', `/api/booking/${id}/dispute`, who);
  const state = (id: string, who: Actor | undefined, payload: object) =>
    inject('POST', `/api/booking/${id}/dispute/statement`, who, payload);
  const resolve = (id: string, payload: object) =>
    inject('POST', `/api/admin/disputes/${id}/resolve`, admin, payload);
  const disputed = async () => {
    const { booking } = await declinedDeal(db(), f, { buyer: buyer.row, seller: seller.row });
    return booking.id;
  };

  it('When the seller contests with a statement and a photo, then both sides get 48 hours, the seller’s side is stored and the buyer reads only that it was given', async () => {
    const id = await disputed();
    const picture = await photo();
    const res = await contest(id, {
      accept: false,
      statement: { text: '  The phone worked at the handoff; see the photo.  ', photos: [picture] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'disputed' });
    const rows = await db()
      .select()
      .from(disputeStatements)
      .where(eq(disputeStatements.bookingId, id));
    expect(rows).toHaveLength(2);
    const opened = (await dealState(db(), id)).booking.disputeOpenedAt!.getTime();
    for (const row of rows) expect(row.dueAt.getTime() - opened).toBeCloseTo(48 * HOUR, -4);

    const sellerView = await mine(id, seller);
    expect(sellerView.statusCode, sellerView.body).toBe(200);
    expect(sellerView.json()).toMatchObject({
      role: 'seller',
      status: 'open',
      otherStated: false,
      canState: false,
      mine: { party: 'seller', text: 'The phone worked at the handoff; see the photo.' },
    });
    expect(sellerView.json().mine.photos).toEqual([picture]);
    const buyerView = (await mine(id, buyer)).json();
    expect(buyerView).toMatchObject({ role: 'buyer', otherStated: true, canState: true });
    expect(buyerView.mine).toMatchObject({ text: null, statedAt: null, late: false });
    expect(JSON.stringify(buyerView)).not.toContain('worked at the handoff');
  });

  it('When the seller contests bare (the old call), then the dispute opens with both sides still to state', async () => {
    const id = await disputed();
    const res = await contest(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'disputed' });
    expect((await mine(id, seller)).json()).toMatchObject({ canState: true, otherStated: false });
  });

  it('When a contest’s photo is not one of our uploads, then nothing moves (400)', async () => {
    const id = await disputed();
    const res = await contest(id, {
      accept: false,
      statement: { text: 'See this', photos: ['https://elsewhere.example/x.jpg'] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect((await dealState(db(), id)).booking.settlement).toBe('declined');
  });

  it('When a stranger, an admin or nobody reads or writes a deal’s dispute, then they are refused and nothing is written', async () => {
    const id = await disputed();
    await contest(id);
    for (const who of [stranger, admin]) {
      expect((await mine(id, who)).statusCode).toBe(404);
      const res = await state(id, who, { text: 'I was there' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('DISPUTE_NOT_FOUND');
    }
    expect((await state(id, undefined, { text: 'x' })).statusCode).toBe(401);
    // Nobody names the party they write as: the caller's own side is the only one written.
    const asOther = await state(id, buyer, { text: 'Mine', party: 'seller' });
    expect(asOther.statusCode).toBe(400);
    expect((await state(id, buyer, { text: 'The IMEI differs.' })).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(disputeStatements)
      .where(eq(disputeStatements.bookingId, id));
    expect(Object.fromEntries(rows.map((r) => [r.party, r.text]))).toEqual({
      buyer: 'The IMEI differs.',
      seller: null,
    });
    // A second statement, empty text or an over-long one are refused.
    expect((await state(id, buyer, { text: 'Again' })).json().code).toBe('STATEMENT_GIVEN');
    expect((await state(id, seller, { text: '   ' })).statusCode).toBe(400);
    expect((await state(id, seller, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('When neither side has stated, then the admin must wait; once both have, the decision and its reason reach both sides and statements close', async () => {
    const id = await disputed();
    await contest(id, { accept: false, statement: { text: 'It was fine.' } });
    const early = await resolve(id, { outcome: 'refund', note: 'Too early' });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('DISPUTE_NOT_READY');
    const listed = async () =>
      (await inject('GET', '/api/admin/disputes', admin))
        .json()
        .items.find((d: { id: string }) => d.id === id);
    // The admins' list says so before anyone presses Resolve.
    expect((await listed()).waitingForStatements).toBe(true);
    expect((await state(id, buyer, { text: 'Screen flickers.' })).statusCode).toBe(200);
    expect((await listed()).waitingForStatements).toBe(false);
    const res = await resolve(id, { outcome: 'refund', note: 'The flicker shows in the photos.' });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [buyer, seller]) {
      expect((await mine(id, who)).json()).toMatchObject({
        status: 'resolved',
        outcome: 'refund',
        reason: 'The flicker shows in the photos.',
        canState: false,
      });
      const [notice] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.row.id), eq(notifications.kind, 'dispute_decided')))
        .orderBy(sql`${notifications.createdAt} desc`)
        .limit(1);
      expect(notice?.body).toContain('Reason: The flicker shows in the photos.');
    }
    const after = await state(id, seller, { text: 'Late word' });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('DISPUTE_RESOLVED');
  });

  it('When a side’s deadline passes unstated, then it can no longer state and the admin may decide', async () => {
    const id = await disputed();
    await contest(id, { accept: false, statement: { text: 'Handed over working.' } });
    await db()
      .update(disputeStatements)
      .set({ dueAt: sql`now() - interval '1 minute'` })
      .where(and(eq(disputeStatements.bookingId, id), eq(disputeStatements.party, 'buyer')));
    const late = await state(id, buyer, { text: 'Sorry, late' });
    expect(late.json().code).toBe('STATEMENT_LATE');
    const listed = (await inject('GET', '/api/admin/disputes', admin)).json();
    expect(listed.items.find((d: { id: string }) => d.id === id).waitingForStatements).toBe(false);
    expect((await mine(id, buyer)).json().mine).toMatchObject({ late: true, text: null });
    const res = await resolve(id, { outcome: 'release', note: 'The buyer did not say why.' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
