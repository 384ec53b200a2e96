import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * Issue #18: each step of a declined deal tells the parties (in-app notification, and mail
 * through the outbox) and is written to the audit log, in the step's own transaction.
 */
describeOnEachDatabase('Decline -> dispute -> decision: notices and audit', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  let admin: Actor;
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = [f.buyer(), f.seller(), f.admin()];
    const actors = await Promise.all(rows.map(async (row) => actorFor(ctx(), await row)));
    [buyer, seller, admin] = actors as [Actor, Actor, Actor];
  });

  const post = async (url: string, who: Actor, payload: object) => {
    const res = await ctx().app.inject({ method: 'POST', url, headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const noticesOf = (bookingId: string) =>
    db()
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId));

  it('When the buyer declines, the seller contests and an admin refunds, then each step is told and audited once', async () => {
    const { booking } = await heldDeal(db(), f, { buyer: buyer.row, seller: seller.row });
    const id = booking.id;
    await post(`/api/booking/${id}/decline`, buyer, { reason: 'account_locked' });
    const declined = await noticesOf(id);
    expect(declined.map((n) => n.kind)).toContain('declined');
    // The seller must hear of it: the answer is theirs to give.
    expect(declined).toContainEqual({ userId: seller.row.id, kind: 'declined' });

    await post(`/api/booking/${id}/decline/answer`, seller, {
      accept: false,
      statement: { text: 'It was not locked when we met.' },
    });
    expect((await noticesOf(id)).map((n) => n.kind)).toContain('dispute_opened');
    // Issue #46: the admins decide once both sides have given theirs.
    await post(`/api/booking/${id}/dispute/statement`, buyer, { text: 'It asked for an account.' });

    await post(`/api/admin/disputes/${id}/resolve`, admin, { outcome: 'refund', note: 'Locked.' });
    const all = await noticesOf(id);
    // The buyer learns the money is back once, from the decision (issue #46: not twice).
    const decided = all.filter((n) => n.kind === 'dispute_decided' || n.kind === 'refunded');
    expect(decided).toHaveLength(2);
    expect(decided).toContainEqual({ userId: buyer.row.id, kind: 'dispute_decided' });
    expect(decided).toContainEqual({ userId: seller.row.id, kind: 'dispute_decided' });

    const trail = await db()
      .select({ actorId: auditLog.actorId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([
      ['settlement.decline', buyer.row.id],
      ['settlement.contest', seller.row.id],
      ['settlement.adminRefund', admin.row.id],
    ]);
    expect(trail.at(-1)!.after).toMatchObject({ settlement: 'refunded' });
  });
});
