import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerReleases } from '../../db/schema.ts';
import {
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
 * Issue #18's races, against the Stripe fake (manual capture): whatever arrives at once,
 * each deal settles one way, with one provider call.
 */
describeOnEachDatabase(
  'Settling a held payment under races (Stripe)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    const handoff = handoffCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });

    /** A deal paid at Stripe (authorised) and recorded: held, with the buyer's code. */
    const held = async () => {
      const phone = await cast.f.product({ seller: cast.seller.row, sellingPriceCents: 70_000 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      const { intentId } = await intentFor(calls, cast.buyer, bookingId);
      fake.succeed(intentId);
      const paid = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(paid.statusCode, paid.body).toBe(200);
      const code = (await handoff.code(bookingId, cast.buyer)).json().code as string;
      return { bookingId, intentId, code, productId: phone.id };
    };
    const moneyCallsFor = (intentId: string) =>
      fake.moneyCalls.filter((c) => c.intentId === intentId);
    const credits = async (bookingId: string) =>
      ctx()
        .database.db.select()
        .from(ledgerReleases)
        .where(eq(ledgerReleases.bookingId, bookingId));

    it('When the right code is entered 50 times at once, then all answer released and Stripe is asked to capture once', async () => {
      const deal = await held();
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => handoff.enter(deal.bookingId, cast.seller, deal.code)),
      );
      for (const reply of replies) {
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json()).toEqual({ settlement: 'released' });
      }
      expect(moneyCallsFor(deal.intentId)).toEqual([
        { kind: 'capture', intentId: deal.intentId, key: `capture-${deal.bookingId}` },
      ]);
      expect(fake.intents.get(deal.intentId)!.status).toBe('succeeded');
      expect(await credits(deal.bookingId)).toHaveLength(1);
    }, 60_000);

    it('When the right code and the window expiry arrive at the same moment, then each deal is released or refunded, with one provider call', async () => {
      const kit = settlementKit(ctx());
      const outcomes: string[] = [];
      for (let round = 0; round < 4; round++) {
        const deal = await held();
        // The window ends right as the seller enters the code and the sweeps run.
        await windowEndsIn(ctx(), deal.bookingId, 0.3);
        await new Promise((resolve) => setTimeout(resolve, 250 + round * 25));
        await Promise.allSettled([
          ...Array.from({ length: 5 }, () => handoff.enter(deal.bookingId, cast.seller, deal.code)),
          ...Array.from({ length: 5 }, () => kit.settlement.sweeps.expireDue()),
        ]);
        // The sweep of the next tick finishes whatever the window's end left.
        await new Promise((resolve) => setTimeout(resolve, 400));
        await kit.settlement.sweeps.expireDue();

        const calls = moneyCallsFor(deal.intentId);
        expect(calls, `round ${round}`).toHaveLength(1);
        const { booking, listing } = await stored(ctx(), deal.bookingId);
        if (calls[0]!.kind === 'capture') {
          expect(booking.settlement).toBe('released');
          expect(listing.sold).toBe(true);
          expect(await credits(deal.bookingId)).toHaveLength(1);
        } else {
          expect(booking.settlement).toBe('refunded');
          expect(listing.sold).toBe(false);
          expect(await credits(deal.bookingId)).toHaveLength(0);
        }
        expect(booking.pendingAction).toBeNull();
        outcomes.push(booking.settlement);
      }
      expect(outcomes.every((o) => o === 'released' || o === 'refunded')).toBe(true);
    }, 120_000);
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: 'whsec_racesecret123',
    STRIPE_API_BASE: fake.url,
  },
);
