import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
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
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';
import { crash, WEBHOOK_SECRET } from './payment-crash.ts';

vi.mock('../../modules/payments/payments-repository.ts', async (importOriginal) =>
  (await import('./payment-crash.ts')).crashingRepositoryModule(importOriginal as never),
);

const fake = await startFakeStripe();
afterAll(() => fake.close());

/** The next process on the same database, with the reconciler on (it is off in tests). */
async function restarted(ctx: TestContext) {
  const app = await buildApp({
    env: { ...ctx.env, PAYMENT_RECONCILE_INTERVAL_SECONDS: 3600 },
    database: ctx.database,
  });
  await app.ready();
  return app;
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not reconciled in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Stripe confirmed the charge, the recording crashed, the page never came back and no
 * webhook arrives: the reconciler at the next start asks Stripe and settles it.
 */
describeOnEachDatabase(
  'Reconciling a crashed payment without webhook or retry (Stripe)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });

    const booked = async () => {
      const phone = await cast.f.product({ sellingPriceCents: 58_800 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      return { bookingId, ...(await intentFor(calls, cast.buyer, bookingId)) };
    };
    const crashAfterCharge = async () => {
      const b = await booked();
      fake.succeed(b.intentId);
      crash.armed = 1;
      const res = await calls.pay(cast.buyer, {
        transactionId: b.intentId,
        bookingId: b.bookingId,
      });
      expect(res.statusCode).toBe(503);
      return b;
    };

    it('When the next start sweeps, then a charged booking is recorded once, the authorisation of a lapsed one cancelled once, an unpaid one left alone', async () => {
      const paid = await crashAfterCharge();
      const lapsed = await crashAfterCharge();
      await lapse(ctx(), lapsed.bookingId);
      const unpaid = await booked();

      const first = await restarted(ctx());
      try {
        await until(async () => {
          const [a, b] = await Promise.all([
            stored(ctx(), paid.bookingId),
            stored(ctx(), lapsed.bookingId),
          ]);
          return (
            a.booking.paid && fake.cancels.includes(lapsed.intentId) && b.payments.length === 0
          );
        });
      } finally {
        await first.close();
      }
      // A second sweep (another instance, the next interval) changes nothing.
      const second = await restarted(ctx());
      await new Promise((r) => setTimeout(r, 2000));
      await second.close();

      const a = await stored(ctx(), paid.bookingId);
      expect(a.payments).toHaveLength(1);
      expect(a.listing.sold).toBe(true);
      // Recorded by the sweep as authorised: held for the handoff, not captured.
      expect(a.booking.settlement).toBe('held');
      expect(fake.captures).not.toContain(paid.intentId);
      const b = await stored(ctx(), lapsed.bookingId);
      expect(b.booking.paid).toBe(false);
      expect(b.payments).toHaveLength(0);
      expect(fake.cancels.filter((id) => id === lapsed.intentId)).toHaveLength(1);
      const c = await stored(ctx(), unpaid.bookingId);
      expect(c.booking.paid).toBe(false);
      expect(fake.cancels).not.toContain(unpaid.intentId);
      expect(fake.refunds).toHaveLength(0);
      const charges = (id: string) =>
        fake.created.filter((x) => x['metadata[bookingId]'] === id).length;
      expect([paid, lapsed, unpaid].map((x) => charges(x.bookingId))).toEqual([1, 1, 1]);
      writeFigures(`faults-reconcile-${ctx().kind}`, {
        crashed: 2,
        recorded: a.payments.length,
        refunded: fake.cancels.filter((id) => id === lapsed.intentId).length,
        untouched: c.payments.length === 0 ? 1 : 0,
        chargesCreated: charges(paid.bookingId) + charges(lapsed.bookingId),
      });
    }, 60_000);
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
);
