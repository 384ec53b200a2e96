import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { paymentIntents, webhookEvents } from '../../db/schema.ts';
import {
  bookThrough,
  buyingCalls,
  buyingCast,
  intentFor,
  lapse,
  stored,
} from '../buying-helpers.ts';
import { startFakeStripe } from '../fake-stripe.ts';
import { writeFigures } from '../security/figures.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { crash, signedEvent, WEBHOOK_SECRET } from './payment-crash.ts';

vi.mock('../../modules/payments/payments-repository.ts', async (importOriginal) =>
  (await import('./payment-crash.ts')).crashingRepositoryModule(importOriginal as never),
);

const fake = await startFakeStripe();
afterAll(() => fake.close());

/**
 * Issue #7 item 8: Stripe confirmed the charge, then the recording died. The webhook, a
 * client retry and the next intent call each reconcile it: recorded once, charged once.
 */
describeOnEachDatabase(
  'Payment crash between confirmation and recording (Stripe)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    const figures = { crashes: 0, recorded: 0, chargesCreated: 0, refunds: 0 };
    // Per booking, the last count seen: a scenario may check the same booking twice.
    const settled = new Map<string, { payments: number; charges: number }>();
    const webhook = (intentId: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        ...signedEvent(fake.intents.get(intentId)!),
      });
    /** A booking whose charge Stripe confirmed, and whose recording then crashed. */
    const crashed = async () => {
      const phone = await cast.f.product({ sellingPriceCents: 64_900 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      const { intentId } = await intentFor(calls, cast.buyer, bookingId);
      fake.succeed(intentId);
      crash.armed = 1;
      const res = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(crash.armed).toBe(0);
      expect((await stored(ctx(), bookingId)).payments).toHaveLength(0);
      figures.crashes++;
      return { bookingId, intentId };
    };
    /** Exactly one payment and one charge for the booking, and the sale recorded. */
    const once = async (bookingId: string) => {
      const { booking, listing, payments } = await stored(ctx(), bookingId);
      expect(payments).toHaveLength(1);
      expect(booking.paid).toBe(true);
      expect(listing.sold).toBe(true);
      const charges = fake.created.filter((c) => c['metadata[bookingId]'] === bookingId);
      expect(charges).toHaveLength(1);
      settled.set(bookingId, { payments: payments.length, charges: charges.length });
      return payments[0]!.id;
    };

    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });
    afterAll(() => {
      for (const { payments, charges } of settled.values()) {
        figures.recorded += payments;
        figures.chargesCreated += charges;
      }
      writeFigures(`faults-payments-stripe-${ctx().kind}`, figures);
    });

    it('When the webhook arrives after the crash (itself failing once), then Stripe redelivers and it is recorded once; a client retry answers the same payment', async () => {
      const { bookingId, intentId } = await crashed();
      crash.armed = 1;
      const failed = await webhook(intentId);
      expect(failed.statusCode).toBe(503);
      // Not marked as seen: Stripe's redelivery of the same event is handled, not skipped.
      const seen = await ctx().database.db.select().from(webhookEvents);
      expect(seen).toHaveLength(0);
      const redelivered = await webhook(intentId);
      expect(redelivered.json()).toEqual({ received: true, duplicate: false });
      const paymentId = await once(bookingId);
      const retry = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(retry.json().insertedId).toBe(paymentId);
      await once(bookingId);
    });

    it('When the client retry and the webhook race after the crash, then one payment, one charge', async () => {
      const { bookingId, intentId } = await crashed();
      const [retry, hook] = await Promise.all([
        calls.pay(cast.buyer, { transactionId: intentId, bookingId }),
        webhook(intentId),
      ]);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(hook.statusCode, hook.body).toBe(200);
      expect(retry.json().insertedId).toBe(await once(bookingId));
    });

    it('When the buyer comes back and asks to pay again, then the paid intent is recorded and no second charge is created', async () => {
      const { bookingId } = await crashed();
      const again = await calls.createIntent(cast.buyer, { bookingId });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('BOOKING_PAID');
      await once(bookingId);
      const intents = await ctx()
        .database.db.select()
        .from(paymentIntents)
        .where(eq(paymentIntents.bookingId, bookingId));
      expect(intents).toHaveLength(1);
    });

    it('When the booking lapsed before the reconciling webhook, then the authorisation is cancelled once and nothing recorded', async () => {
      const { bookingId, intentId } = await crashed();
      await lapse(ctx(), bookingId);
      expect((await webhook(intentId)).statusCode).toBe(200);
      const retry = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().code).toBe('BOOKING_LAPSED');
      expect(fake.cancels.filter((id) => id === intentId)).toHaveLength(1);
      expect(fake.refunds.filter((id) => id === intentId)).toHaveLength(0);
      const { booking, payments } = await stored(ctx(), bookingId);
      expect(booking.paid).toBe(false);
      expect(payments).toHaveLength(0);
      figures.refunds++;
      figures.chargesCreated += fake.created.filter(
        (c) => c['metadata[bookingId]'] === bookingId,
      ).length;
    });
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
);
