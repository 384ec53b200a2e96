import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments, webhookEvents } from '../../db/schema.ts';
import { trustCards } from '../../db/schema-trust.ts';
import {
  bookThrough,
  buyingCalls,
  buyingCast,
  intentFor,
  lapse,
  stored,
} from '../../test/buying-helpers.ts';
import { type FakeIntent, startFakeStripe } from '../../test/fake-stripe.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const fake = await startFakeStripe();
afterAll(() => fake.close());

const WEBHOOK_SECRET = 'whsec_testsecret123';
const signer = new Stripe('sk_test_signer');

function event(
  intent: FakeIntent,
  // What Stripe sends when a manual-capture intent is authorised (issue #18).
  type = 'payment_intent.amount_capturable_updated',
  id = `evt_${randomBytes(8).toString('hex')}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });
}

describeOnEachDatabase(
  'Paying with Stripe (against a local fake of its API)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    const deliver = (payload: string, signature?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
    const signed = (payload: string) =>
      deliver(
        payload,
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      );
    const booked = async () => {
      const phone = await cast.f.product({ sellingPriceCents: 77_725 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      return { phone, bookingId, ...(await intentFor(calls, cast.buyer, bookingId)) };
    };

    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });

    it('When the web asks for the config, then Stripe with its key, and the CSP lets Stripe.js in', async () => {
      const res = await ctx().app.inject({ url: '/api/payment-config' });
      expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake123' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
      expect((await calls.confirm(cast.buyer, 'pi_x_secret_y')).statusCode).toBe(404);
    });

    it('When an intent is asked for with a tampered price, then Stripe is asked for the booking amount, once', async () => {
      const { bookingId, intentId, clientSecret } = await booked();
      const request = fake.created.at(-1)!;
      expect(request).toMatchObject({
        amount: '77725',
        currency: 'usd',
        capture_method: 'manual',
        'metadata[bookingId]': bookingId,
        'metadata[buyerId]': cast.buyer.row.id,
      });
      const again = await calls.createIntent(cast.buyer, { bookingId, price: 1 });
      expect(again.json().clientSecret).toBe(clientSecret);
      expect(fake.created.filter((c) => c['metadata[bookingId]'] === bookingId)).toHaveLength(1);
      expect(fake.intents.get(intentId)!.amount).toBe(77_725);
    });

    it('When the card step succeeds at Stripe, then /api/payments records it once', async () => {
      const { bookingId, intentId } = await booked();
      const body = { transactionId: intentId, bookingId, email: cast.buyer.email, price: 1 };
      expect((await calls.pay(cast.buyer, body)).statusCode).toBe(402);
      fake.succeed(intentId);
      const first = await calls.pay(cast.buyer, body);
      expect(first.statusCode, first.body).toBe(200);
      const second = await calls.pay(cast.buyer, body);
      expect(second.json().insertedId).toBe(first.json().insertedId);
      const { booking, listing, payments: rows } = await stored(ctx(), bookingId);
      expect(rows).toEqual([expect.objectContaining({ provider: 'stripe', amountCents: 77_725 })]);
      expect(booking.paid).toBe(true);
      expect(listing.sold).toBe(true);
      // Issue #36: the card's fingerprint, from the intent's expanded payment method.
      const [card] = await ctx()
        .database.db.select({ fingerprint: trustCards.fingerprint })
        .from(trustCards)
        .where(eq(trustCards.bookingId, bookingId));
      expect(card?.fingerprint).toBe('fpFakeDefaultCard');
    });

    it('When the page dies after the card step, then the signed webhook records it; a redelivery is a no-op', async () => {
      const { bookingId, intentId } = await booked();
      const payload = event(fake.succeed(intentId));
      const res = await signed(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
      const { booking, payments: rows } = await stored(ctx(), bookingId);
      expect(booking).toMatchObject({ paid: true, transactionId: intentId });
      expect(rows).toHaveLength(1);

      const again = await signed(payload);
      expect(again.json()).toEqual({ received: true, duplicate: true });
      const late = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(late.json().insertedId).toBe(rows[0]!.id);
      const all = await ctx()
        .database.db.select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      expect(all).toHaveLength(1);
    });

    it('When the signature is wrong or missing, then 400 and nothing happens', async () => {
      const { bookingId, intentId } = await booked();
      const payload = event(fake.succeed(intentId));
      const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
      const bad = await deliver(payload, forged);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
      const tampered = await deliver(
        payload.replace('77725', '1'),
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      );
      expect(tampered.statusCode).toBe(400);
      expect((await deliver(payload)).json().code).toBe('WEBHOOK_SIGNATURE_MISSING');
      expect((await stored(ctx(), bookingId)).booking.paid).toBe(false);
      const seen = await ctx().database.db.select().from(webhookEvents);
      expect(seen.map((e) => e.id)).not.toContain(JSON.parse(payload).id);
    });

    it('When a webhook reports a payment for a lapsed booking, then its authorisation is cancelled, not recorded', async () => {
      const { bookingId, intentId } = await booked();
      await lapse(ctx(), bookingId);
      const res = await signed(event(fake.succeed(intentId)));
      expect(res.statusCode).toBe(200);
      expect(fake.cancels).toEqual(expect.arrayContaining([intentId]));
      expect(fake.captures).not.toContain(intentId);
      const { booking, payments: rows } = await stored(ctx(), bookingId);
      expect(booking.paid).toBe(false);
      expect(rows).toHaveLength(0);
    });

    it('When an event is of no interest or names no booking, then 200 and it is remembered', async () => {
      const stranger = { ...fake.succeed((await booked()).intentId), metadata: {} };
      const res = await signed(event(stranger));
      expect(res.json()).toEqual({ received: true, duplicate: false });
      const other = await signed(event(stranger, 'charge.updated'));
      expect(other.statusCode).toBe(200);
    });

    it('When the intent id is made up, then 400; when Stripe is down, then 503 and nothing changes', async () => {
      const { bookingId, intentId } = await booked();
      const made = await calls.pay(cast.buyer, { transactionId: 'pi_doesnotexist', bookingId });
      expect(made.statusCode).toBe(400);
      expect(made.json().code).toBe('PAYMENT_NOT_FOUND');
      fake.succeed(intentId);
      fake.failNext(3);
      const down = await calls.pay(cast.buyer, { transactionId: intentId, bookingId });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).not.toContain('broke');
      expect((await stored(ctx(), bookingId)).booking.paid).toBe(false);
      fake.failNext(0);
    });
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
);
