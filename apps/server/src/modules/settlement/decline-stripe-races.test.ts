import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Actor,
  actorFor,
  bookThrough,
  buyingCalls,
  buyingCast,
  handoffCalls,
  intentFor,
  settlementKit,
  stored,
  windowEndsIn,
} from '../../test/buying-helpers.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const fake = await startFakeStripe();
afterAll(() => fake.close());

/**
 * Issue #18's decline races through HTTP, against the Stripe fake (manual capture): the
 * buyer's decline, the seller's code and the window's end at once; the seller's answer sent
 * ten times; two admins deciding at once. Each deal settles one way with at most one money
 * call at Stripe, with the booking's idempotency key.
 */
describeOnEachDatabase(
  'Declines and disputes under races (Stripe)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    const handoff = handoffCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    let otherAdmin: Actor;
    beforeAll(async () => {
      cast = await buyingCast(ctx());
      otherAdmin = await actorFor(ctx(), await cast.f.admin());
    });

    const post = (url: string, who: Actor, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: who.headers, payload });
    const decline = (id: string) =>
      post(`/api/booking/${id}/decline`, cast.buyer, { reason: 'undisclosed_defect' });
    const answer = (id: string, accept: boolean) =>
      post(`/api/booking/${id}/decline/answer`, cast.seller, { accept });
    const moneyCallsFor = (intentId: string) =>
      fake.moneyCalls.filter((c) => c.intentId === intentId);

    /** A deal paid at Stripe (authorised) and recorded: held, with the buyer's code. */
    const held = async () => {
      const phone = await cast.f.product({ seller: cast.seller.row, sellingPriceCents: 55_000 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      const { intentId } = await intentFor(calls, cast.buyer, bookingId);
      fake.succeed(intentId);
      const paid = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(paid.statusCode, paid.body).toBe(200);
      const code = (await handoff.code(bookingId, cast.buyer)).json().code as string;
      return { bookingId, intentId, code };
    };

    it('When the decline, the right code and the window expiry arrive at the same moment, then each deal has one outcome and at most one money call', async () => {
      const kit = settlementKit(ctx());
      const outcomes: string[] = [];
      for (let round = 0; round < 4; round++) {
        const deal = await held();
        await windowEndsIn(ctx(), deal.bookingId, 0.3);
        await new Promise((resolve) => setTimeout(resolve, 250 + round * 25));
        const declines = Array.from({ length: 3 }, () => decline(deal.bookingId));
        await Promise.allSettled([
          ...declines,
          ...Array.from({ length: 3 }, () => handoff.enter(deal.bookingId, cast.seller, deal.code)),
          ...Array.from({ length: 3 }, () => kit.settlement.sweeps.expireDue()),
        ]);
        // The next tick's sweep refunds what the window's end left held.
        await new Promise((resolve) => setTimeout(resolve, 400));
        await kit.settlement.sweeps.expireDue();

        const { booking, listing } = await stored(ctx(), deal.bookingId);
        const money = moneyCallsFor(deal.intentId);
        const label = `round ${round}: ${booking.settlement} ${JSON.stringify(money)}`;
        expect(booking.pendingAction, label).toBeNull();
        if (booking.settlement === 'declined') {
          expect(money, label).toEqual([]);
          expect(fake.intents.get(deal.intentId)!.status).toBe('requires_capture');
          expect(listing.sold).toBe(true);
        } else if (booking.settlement === 'released') {
          expect(money, label).toEqual([
            { kind: 'capture', intentId: deal.intentId, key: `capture-${deal.bookingId}` },
          ]);
          expect(booking.declinedAt).toBeNull();
        } else {
          expect(booking.settlement, label).toBe('refunded');
          expect(money, label).toEqual([
            { kind: 'cancel', intentId: deal.intentId, key: `cancel-${deal.bookingId}` },
          ]);
          expect(booking.declinedAt).toBeNull();
          expect(listing.sold).toBe(false);
        }
        // Whoever lost was told so: no decline answered a success of its own.
        const declined = await Promise.all(declines.map((p) => p.then((r) => r.statusCode)));
        expect(declined.includes(200), label).toBe(booking.settlement === 'declined');
        outcomes.push(booking.settlement);
      }
      expect(outcomes.every((o) => ['declined', 'released', 'refunded'].includes(o))).toBe(true);
    }, 180_000);

    it('When the seller accepts a decline ten times at once, then Stripe is asked to cancel once and every answer is refunded', async () => {
      const deal = await held();
      expect((await decline(deal.bookingId)).statusCode).toBe(200);
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => answer(deal.bookingId, true)),
      );
      expect(replies.map((r) => `${r.statusCode} ${r.json().settlement}`)).toEqual(
        Array(10).fill('200 refunded'),
      );
      expect(moneyCallsFor(deal.intentId)).toEqual([
        { kind: 'cancel', intentId: deal.intentId, key: `cancel-${deal.bookingId}` },
      ]);
      expect(fake.intents.get(deal.intentId)!.status).toBe('canceled');
      expect((await stored(ctx(), deal.bookingId)).listing.sold).toBe(false);
    }, 60_000);

    it('When two admins decide a dispute differently at once, then one decision stands with one money call at Stripe', async () => {
      const deal = await held();
      expect((await decline(deal.bookingId)).statusCode).toBe(200);
      expect((await answer(deal.bookingId, false)).statusCode).toBe(200);
      // Issue #46: the admins decide once both sides have given theirs.
      for (const who of [cast.buyer, cast.seller]) {
        const stated = await post(`/api/booking/${deal.bookingId}/dispute/statement`, who, {
          text: 'My side.',
        });
        expect(stated.statusCode, stated.body).toBe(200);
      }
      const url = `/api/admin/disputes/${deal.bookingId}/resolve`;
      const replies = await Promise.all([
        post(url, cast.admin, { outcome: 'refund', note: 'Locked phone.' }),
        post(url, otherAdmin, { outcome: 'release', note: 'As described.' }),
      ]);
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = replies.find((r) => r.statusCode === 200)!.json();
      const { booking } = await stored(ctx(), deal.bookingId);
      const kind = winner.outcome === 'refund' ? 'cancel' : 'capture';
      expect(booking.settlement).toBe(winner.outcome === 'refund' ? 'refunded' : 'released');
      expect(moneyCallsFor(deal.intentId)).toEqual([
        { kind, intentId: deal.intentId, key: `${kind}-${deal.bookingId}` },
      ]);
    }, 60_000);
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: 'whsec_declinerace123',
    STRIPE_API_BASE: fake.url,
  },
);
