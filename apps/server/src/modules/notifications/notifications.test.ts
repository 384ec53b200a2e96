import type { NotificationsReply } from '@phonebazaar/shared';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema.ts';
import { type Actor, actorFor, buyingCast } from '../../test/buying-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import type { MailService } from '../mail/index.ts';
import { createNotifications } from './index.ts';

describeOnEachDatabase('Notifications (issue #18)', (ctx) => {
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  let notices: ReturnType<typeof createNotifications>['dealNotices'];
  let bookingId: string;

  beforeAll(async () => {
    const { database, env } = ctx();
    cast = await buyingCast(ctx());
    // The outbox row the app's mail service writes for MAIL_URL=outbox (decision 021).
    const mail: MailService = {
      async enqueueMail(m, tx = database.db) {
        const [row] = await tx
          .insert(outbox)
          .values({
            kind: m.kind,
            toEmail: m.to,
            subject: m.subject,
            textBody: m.text,
            status: 'kept',
          })
          .returning({ id: outbox.id });
        return row!.id;
      },
    };
    notices = createNotifications({ db: database.db, mail, publicUrl: env.PUBLIC_URL }).dealNotices;
    bookingId = (await cast.f.booking({ product: cast.product, buyer: cast.buyer.row })).id;
  });

  const list = async (who: Actor, query = '') => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationsReply;
  };
  const markRead = (who: Actor, ids: string[]) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: who.headers,
      payload: { ids },
    });
  const dealMails = (to: string) =>
    ctx()
      .database.db.select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, to), like(outbox.kind, 'deal-%')));

  it('When a deal is paid, then buyer and seller each get one notice and one mail, in the same transaction', async () => {
    const { db } = ctx().database;
    await db.transaction(async (tx) => notices.send(tx, { kind: 'paid', bookingId }));
    const buyerList = await list(cast.buyer);
    const sellerList = await list(cast.seller);
    expect(buyerList.items.map((n) => n.kind)).toEqual(['paid']);
    expect(buyerList.items[0]?.title).toContain(cast.product.productName);
    expect(buyerList.items[0]?.link).toBe('/dashboard/myorder');
    expect(sellerList.items[0]?.link).toBe('/dashboard/mysell');
    expect(buyerList.unread).toBe(1);
    const buyerMails = await dealMails(cast.buyer.email);
    expect(buyerMails.map((m) => m.kind)).toEqual(['deal-paid']);
    expect(buyerMails[0]?.textBody).toContain(`${ctx().env.PUBLIC_URL}/dashboard/myorder`);
    expect(await dealMails(cast.seller.email)).toHaveLength(1);
  });

  it('When the same step is sent again, or inside a transaction that rolls back, then nothing more is written', async () => {
    const { db } = ctx().database;
    await db.transaction(async (tx) => notices.send(tx, { kind: 'paid', bookingId }));
    await db
      .transaction(async (tx) => {
        await notices.send(tx, { kind: 'refunded', bookingId });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await list(cast.buyer)).items.map((n) => n.kind)).toEqual(['paid']);
    expect(await dealMails(cast.buyer.email)).toHaveLength(1);
  });

  it('When a person marks notices read, then only their own change and the unread count follows', async () => {
    const { db } = ctx().database;
    await db.transaction(async (tx) => notices.send(tx, { kind: 'code_entered', bookingId }));
    const buyerIds = (await list(cast.buyer)).items.map((n) => n.id);
    const sellerIds = (await list(cast.seller)).items.map((n) => n.id);
    expect(buyerIds).toHaveLength(2);
    // Someone else's ids and ids that are not ids count for nothing.
    const foreign = await markRead(cast.otherBuyer, [...buyerIds, 'not-an-id']);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ modifiedCount: 0 });
    const own = await markRead(cast.buyer, [buyerIds[0]!, ...sellerIds]);
    expect(own.json()).toEqual({ modifiedCount: 1 });
    // Again: already read, nothing modified.
    expect((await markRead(cast.buyer, [buyerIds[0]!])).json()).toEqual({ modifiedCount: 0 });
    const after = await list(cast.buyer);
    expect(after.unread).toBe(1);
    expect(after.items.find((n) => n.id === buyerIds[0])?.readAt).not.toBeNull();
    expect((await list(cast.seller)).unread).toBe(2);
  });

  it("When a person marks all as read up to what they saw, then later notices and others' stay unread", async () => {
    const { db } = ctx().database;
    const fresh = (
      await cast.f.booking({
        product: await cast.f.product({ seller: cast.seller.row }),
        buyer: cast.buyer.row,
      })
    ).id;
    await db.transaction(async (tx) => notices.send(tx, { kind: 'paid', bookingId: fresh }));
    const seen = await list(cast.buyer);
    expect(seen.unread).toBeGreaterThan(0);
    const sellerUnread = (await list(cast.seller)).unread;
    // A notice after the person looked: it must stay unread.
    await db.transaction(async (tx) => notices.send(tx, { kind: 'declined', bookingId: fresh }));
    const readAll = (who: Actor, payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: who.headers,
        payload,
      });
    expect((await readAll(cast.buyer, { before: 'yesterday' })).statusCode).toBe(400);
    const before = seen.items[0]!.createdAt;
    expect((await readAll(cast.buyer, { before })).json()).toEqual({ modifiedCount: seen.unread });
    const after = await list(cast.buyer);
    expect(after.unread).toBe(1);
    expect(after.items[0]!.kind).toBe('declined');
    expect(after.items[0]!.readAt).toBeNull();
    // The seller's notices are theirs alone (the decline told them too).
    expect((await list(cast.seller)).unread).toBe(sellerUnread + 1);
    expect((await readAll(cast.buyer, {})).json()).toEqual({ modifiedCount: 1 });
    expect((await list(cast.buyer)).unread).toBe(0);
  });

  it('When a person has more notices than a page, then pages come newest first with a cursor to the rest', async () => {
    const { db } = ctx().database;
    const reader = await actorFor(ctx(), await cast.f.buyer());
    const base = Date.now() - 60_000;
    await db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: reader.row.id,
        kind: 'test',
        title: `Notice ${i}`,
        body: 'body',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await list(reader, '?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Notice 4', 'Notice 3']);
    expect(first.unread).toBe(5);
    const second = await list(reader, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(['Notice 2', 'Notice 1']);
    const last = await list(reader, `?limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((n) => n.title)).toEqual(['Notice 0']);
    expect(last.nextCursor).toBeNull();
    const bad = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=garbage',
      headers: reader.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('When a party of the deal was deleted, then only the other one is told', async () => {
    const { db } = ctx().database;
    const goneBuyer = await cast.f.buyer({ deletedAt: new Date() });
    const deal = await cast.f.booking({
      product: await cast.f.product({ seller: cast.seller.row }),
      buyer: goneBuyer,
    });
    await db.transaction(async (tx) => notices.send(tx, { kind: 'refunded', bookingId: deal.id }));
    const rows = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.bookingId, deal.id));
    expect(rows).toEqual([{ userId: cast.seller.row.id }]);
  });
});
