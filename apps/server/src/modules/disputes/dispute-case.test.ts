import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, notifications, outbox, products } from '../../db/schema.ts';
import { disputeStatements } from '../../db/schema-disputes.ts';
import { conversations, messages } from '../../db/schema-messaging.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { declinedDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { storedReport } from '../../test/self-test-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import type { MailService } from '../mail/index.ts';
import { createNotifications } from '../notifications/index.ts';
import { createDisputeReminders } from './dispute-reminders.ts';
import { disputesRepository } from './disputes-repository.ts';

describeOnEachDatabase('The admin’s dispute case and the reminder (issue #46)', (ctx) => {
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

  const inject = (method: 'GET' | 'POST', url: string, who: Actor, payload?: object) =>
    ctx().app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  const report = (listingId: string, runBy: 'seller' | 'buyer', createdAt: Date) =>
    storedReport(db(), ctx().env.AUTH_SECRET, { listingId, runBy, createdAt, failed: 'touch' });

  it('When an admin opens a contested dispute, then both statements, the listing as booked (not as edited since), the self-tests before and at the meetup, the conversation and the timeline are there', async () => {
    const { booking, product } = await declinedDeal(db(), f, {
      buyer: buyer.row,
      seller: seller.row,
    });
    await db()
      .update(bookings)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(bookings.id, booking.id));
    await disputesRepository.snapshot(db(), booking.id);
    // The seller edits the listing afterwards: the case still shows it as booked.
    await db()
      .update(products)
      .set({ productName: 'Renamed later', description: 'Edited after the booking' })
      .where(eq(products.id, product.id));
    const before = await report(product.id, 'seller', new Date(Date.now() - 5 * 3_600_000));
    const meetup = await report(product.id, 'buyer', new Date(Date.now() - 2 * 3_600_000));
    const [c] = await db()
      .insert(conversations)
      .values({ listingId: product.id, buyerId: buyer.row.id, sellerId: seller.row.id, lastSeq: 2 })
      .returning();
    await db()
      .insert(messages)
      .values([
        { conversationId: c!.id, seq: 1, senderId: buyer.row.id, text: 'Is the screen ok?' },
        { conversationId: c!.id, seq: 2, senderId: seller.row.id, text: 'Yes, no flicker.' },
      ]);
    await inject('POST', `/api/booking/${booking.id}/decline/answer`, seller, {
      accept: false,
      statement: { text: 'It did not flicker at the meetup.' },
    });

    const refused = await inject('GET', `/api/admin/disputes/${booking.id}`, seller);
    expect(refused.statusCode).toBe(403);
    const res = await inject('GET', `/api/admin/disputes/${booking.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json();
    expect(got.dispute).toMatchObject({ id: booking.id, status: 'open' });
    expect(got.dispute.decline.note).toBe('The screen flickers.');
    expect(got.statements.seller.text).toBe('It did not flicker at the meetup.');
    expect(got.statements.buyer).toMatchObject({ text: null, late: false });
    expect(got.canDecide).toBe(false);
    expect(got.booked).toMatchObject({ title: product.productName, price: 400 });
    expect(got.booked.description).not.toBe('Edited after the booking');
    expect(got.booked.takenAt).toEqual(expect.any(String));
    expect(got.selfTests.map((t: { id: string; atMeetup: boolean }) => [t.id, t.atMeetup])).toEqual(
      [
        [before, false],
        [meetup, true],
      ],
    );
    expect(got.conversation).toEqual([
      expect.objectContaining({ from: 'buyer', text: 'Is the screen ok?' }),
      expect.objectContaining({ from: 'seller', text: 'Yes, no flicker.' }),
    ]);
    const events = got.timeline.map((e: { event: string }) => e.event);
    expect(events).toEqual(
      expect.arrayContaining(['booked', 'paid', 'declined', 'opened', 'seller_stated']),
    );
    expect(events).not.toContain('buyer_stated');
    const times = got.timeline.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort());
  });

  it('When a dispute opened before statements existed is opened, then the listing now is shown and the admin may decide', async () => {
    const { booking } = await declinedDeal(db(), f, { buyer: buyer.row, seller: seller.row });
    await db()
      .update(bookings)
      .set({ settlement: 'disputed', disputeOpenedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    const got = (await inject('GET', `/api/admin/disputes/${booking.id}`, admin)).json();
    expect(got).toMatchObject({ statements: null, canDecide: true, conversation: null });
    expect(got.booked.takenAt).toBeNull();
  });

  it('When a side’s deadline nears unstated, then that side alone is reminded once, in the app and by mail', async () => {
    const { booking } = await declinedDeal(db(), f, { buyer: buyer.row, seller: seller.row });
    await inject('POST', `/api/booking/${booking.id}/decline/answer`, seller, {
      accept: false,
      statement: { text: 'Fine at the meetup.' },
    });
    const mail: MailService = {
      async enqueueMail(m, tx = db()) {
        const values = { kind: m.kind, toEmail: m.to, subject: m.subject, textBody: m.text };
        const [row] = await tx
          .insert(outbox)
          .values({ ...values, status: 'kept' })
          .returning({ id: outbox.id });
        return row!.id;
      },
    };
    const { userNotices } = createNotifications({ db: db(), mail, publicUrl: 'http://x' });
    const remind = createDisputeReminders({ db: db(), userNotices, hours: 12 });
    // Not yet within 12 hours of the deadline: nobody is reminded.
    await remind();
    const due = sql`now() + interval '6 hours'`;
    await db()
      .update(disputeStatements)
      .set({ dueAt: due })
      .where(eq(disputeStatements.bookingId, booking.id));
    const first = await remind();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await remind()).toBe(0);
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'dispute_statement_due'));
    const mine = told.filter((n) => n.title.includes(booking.productName));
    expect(mine.map((n) => n.userId)).toEqual([buyer.row.id]);
    expect(mine[0]!.body).toMatch(/About [56] hours are left/);
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, buyer.email), eq(outbox.kind, 'deal-dispute_statement_due')));
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });
});
