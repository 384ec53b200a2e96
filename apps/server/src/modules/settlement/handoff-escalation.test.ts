import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, notifications, outbox } from '../../db/schema.ts';
import {
  buyingCalls,
  buyingCast,
  handoffCalls,
  paidThroughSandbox,
  stored,
} from '../../test/buying-helpers.ts';
import { writeHardeningFigures } from '../../test/security/hardening-figures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * Issue #36 N7: the handoff code's lockout never escalated (5 wrong codes, then 15 minutes,
 * about 2,400 guesses in the default 120-hour window) and the buyer was never told.
 */
describeOnEachDatabase('Handoff lockout escalates and flags the deal (issue #36 N7)', (ctx) => {
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  beforeAll(async () => {
    cast = await buyingCast(ctx());
  });
  const db = () => ctx().database.db;
  /** The lock has run out (as if its time had passed). */
  const unlock = (bookingId: string) =>
    db()
      .update(bookings)
      .set({ handoffLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, bookingId));
  /** Five wrong codes: four 422s, then the lock; answers its Retry-After in seconds. */
  const fiveWrong = async (bookingId: string, wrong: string) => {
    for (let i = 1; i <= 4; i += 1) {
      const res = await handoff.enter(bookingId, cast.seller, wrong);
      expect(res.statusCode, `try ${i}: ${res.body}`).toBe(422);
    }
    const fifth = await handoff.enter(bookingId, cast.seller, wrong);
    expect(fifth.statusCode, fifth.body).toBe(429);
    expect(fifth.json().code).toBe('HANDOFF_LOCKED');
    return { retryAfter: Number(fifth.headers['retry-after']), message: fifth.json().message };
  };
  const noticesOf = (userId: string, bookingId: string) =>
    db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.bookingId, bookingId),
          eq(notifications.kind, 'handoff_guessing'),
        ),
      );
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, email), eq(outbox.kind, 'deal-handoff_guessing')));

  it('When wrong codes keep coming, then locks last 15 minutes, 1 hour, then 24 hours; the tenth flags the deal for admins and tells the buyer once; the right code still works', async () => {
    const { bookingId } = await paidThroughSandbox(calls, cast);
    const codeRes = await handoff.code(bookingId, cast.buyer);
    const code = codeRes.json().code as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const mailsBefore = (await mailsTo(cast.buyer.email)).length;

    const first = await fiveWrong(bookingId, wrong);
    expect(first.retryAfter).toBeGreaterThan(14 * 60);
    expect(first.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await stored(ctx(), bookingId)).booking.handoffFlaggedAt).toBeNull();
    expect(await noticesOf(cast.buyer.row.id, bookingId)).toEqual([]);

    await unlock(bookingId);
    const second = await fiveWrong(bookingId, wrong);
    expect(second.retryAfter).toBeGreaterThan(59 * 60);
    expect(second.retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(second.message).toContain('60 minutes');
    const { booking } = await stored(ctx(), bookingId);
    expect(booking.handoffFlaggedAt).not.toBeNull();
    expect(booking.handoffWrongCodes).toBe(10);
    expect(booking.settlement).toBe('held');
    // The buyer is told in the app and by mail; the seller (who typed them) is not.
    expect(await noticesOf(cast.buyer.row.id, bookingId)).toHaveLength(1);
    expect(await noticesOf(cast.seller.row.id, bookingId)).toEqual([]);
    expect((await mailsTo(cast.buyer.email)).length).toBe(mailsBefore + 1);

    // Admins see it beside the disputes.
    const page = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/disputes',
      headers: cast.admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const flagged = page.json().flagged.find((d: { id: string }) => d.id === bookingId);
    expect(flagged).toMatchObject({
      wrongCodes: 10,
      settlement: 'held',
      buyer: { email: cast.buyer.email },
      seller: { email: cast.seller.email },
    });
    expect(flagged.lockedUntil).not.toBeNull();

    await unlock(bookingId);
    const third = await fiveWrong(bookingId, wrong);
    expect(third.retryAfter).toBeGreaterThan(23 * 3600);
    expect(third.retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(third.message).toContain('24 hours');
    // Told once, however many more wrong codes come.
    expect(await noticesOf(cast.buyer.row.id, bookingId)).toHaveLength(1);
    expect((await mailsTo(cast.buyer.email)).length).toBe(mailsBefore + 1);

    await unlock(bookingId);
    const right = await handoff.enter(bookingId, cast.seller, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ settlement: 'released' });

    writeHardeningFigures('handoff-lockout', ctx().kind, [
      {
        item: 'N7',
        what: '15 wrong handoff codes in three rounds of 5, each lock waited out',
        figure: `locks of ${Math.ceil(first.retryAfter / 60)} min, ${Math.ceil(second.retryAfter / 60)} min, ${Math.ceil(third.retryAfter / 3600)} h; flagged at the 10th; buyer told 1 time (app + mail)`,
      },
    ]);
  });
});
