import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { bookings, ledgerReleases } from '../../db/schema.ts';
import {
  bookThrough,
  buyingCalls,
  buyingCast,
  handoffCalls,
  intentFor,
  settlementKit,
  stored,
  windowEndsIn,
} from '../buying-helpers.ts';
import { startFakeStripe } from '../fake-stripe.ts';
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';

/**
 * The crash between "Stripe captured (or cancelled)" and "we wrote it down": while armed, the
 * transaction that commits a settlement's outcome fails as it does when the process or its
 * database dies mid-way (nothing of it committed). The claim stays behind.
 */
const crash = vi.hoisted(() => ({ armed: 0, injected: 0 }));
vi.mock('../../modules/settlement/settlement-repository.ts', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../modules/settlement/settlement-repository.ts')>();
  return {
    ...actual,
    settlementRepository: {
      ...actual.settlementRepository,
      finish: async (...args: Parameters<typeof actual.settlementRepository.finish>) => {
        if (crash.armed > 0) {
          crash.armed--;
          crash.injected++;
          throw new Error('Connection terminated unexpectedly');
        }
        return actual.settlementRepository.finish(...args);
      },
    },
  };
});

const fake = await startFakeStripe();
afterAll(() => fake.close());

/** The next process on the same database, with the reconciler (and its sweeps) on. */
async function restarted(ctx: TestContext) {
  const app = await buildApp({
    env: { ...ctx.env, PAYMENT_RECONCILE_INTERVAL_SECONDS: 3600 },
    database: ctx.database,
  });
  await app.ready();
  return app;
}

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not settled in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeOnEachDatabase(
  'Settlement crash between the provider call and the database write (Stripe)',
  (ctx) => {
    const calls = buyingCalls(ctx);
    const handoff = handoffCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;
    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });
    const held = async () => {
      const phone = await cast.f.product({ seller: cast.seller.row, sellingPriceCents: 43_000 });
      const bookingId = await bookThrough(calls, cast.buyer, phone.id);
      const { intentId } = await intentFor(calls, cast.buyer, bookingId);
      fake.succeed(intentId);
      expect((await calls.pay(cast.buyer, { transactionId: intentId, bookingId })).statusCode).toBe(
        200,
      );
      const code = (await handoff.code(bookingId, cast.buyer)).json().code as string;
      return { bookingId, intentId, code };
    };
    /** The claim is as old as a restart after a crash makes it. */
    const ageClaim = (bookingId: string) =>
      ctx()
        .database.db.update(bookings)
        .set({ pendingAt: sql`now() - interval '5 minutes'` })
        .where(eq(bookings.id, bookingId));
    const credits = async (bookingId: string) =>
      ctx()
        .database.db.select()
        .from(ledgerReleases)
        .where(eq(ledgerReleases.bookingId, bookingId));

    const claimsOtherThan = (bookingId: string) =>
      ctx()
        .database.db.select({ id: bookings.id, pendingAction: bookings.pendingAction })
        .from(bookings)
        .where(and(isNotNull(bookings.pendingAction), ne(bookings.id, bookingId)));

    it('When the process dies after Stripe captured, then the next start finishes the release once, and a retried code answers released', async () => {
      const deal = await held();
      crash.armed = 1;
      const res = await handoff.enter(deal.bookingId, cast.seller, deal.code);
      expect(res.statusCode).toBe(503);
      expect(crash.armed).toBe(0);
      // Captured at Stripe, not written down: the claim is what is left.
      expect(fake.intents.get(deal.intentId)!.status).toBe('succeeded');
      const left = (await stored(ctx(), deal.bookingId)).booking;
      expect(left).toMatchObject({ settlement: 'held', pendingAction: 'capture' });
      expect(await credits(deal.bookingId)).toHaveLength(0);

      await ageClaim(deal.bookingId);
      const app = await restarted(ctx());
      try {
        await until(
          async () => (await stored(ctx(), deal.bookingId)).booking.settlement === 'released',
        );
      } finally {
        await app.close();
      }
      const retry = await handoff.enter(deal.bookingId, cast.seller, deal.code);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual({ settlement: 'released' });
      // Captured once: the repeat used the claim's key, which Stripe answers as the first call.
      const moneyCalls = fake.moneyCalls.filter((c) => c.intentId === deal.intentId);
      expect(new Set(moneyCalls.map((c) => `${c.kind}:${c.key}`))).toEqual(
        new Set([`capture:capture-${deal.bookingId}`]),
      );
      expect(fake.captures.filter((id) => id === deal.intentId)).toHaveLength(1);
      expect(await credits(deal.bookingId)).toHaveLength(1);
      expect((await stored(ctx(), deal.bookingId)).booking.pendingAction).toBeNull();
    }, 90_000);

    it('When the process dies after Stripe cancelled an expired deal, then the next sweep finishes the refund once and relists the phone', async () => {
      const deal = await held();
      await windowEndsIn(ctx(), deal.bookingId, -1);
      const kit = settlementKit(ctx());
      crash.armed = 1;
      await expect(kit.settlement.sweeps.expireDue()).rejects.toThrow(/Connection terminated/);
      expect(fake.intents.get(deal.intentId)!.status).toBe('canceled');
      expect((await stored(ctx(), deal.bookingId)).booking).toMatchObject({
        settlement: 'held',
        pendingAction: 'cancel',
      });
      // Not claimed again by the next expiry sweep: the claim is finished, not repeated.
      expect(await kit.settlement.sweeps.expireDue()).toBe(0);

      await ageClaim(deal.bookingId);
      // finishClaims counts every stale claim: one an earlier test left would be counted here.
      expect(await claimsOtherThan(deal.bookingId), 'claims left by an earlier test').toEqual([]);
      expect(await kit.settlement.sweeps.finishClaims()).toBe(1);
      expect(await kit.settlement.sweeps.finishClaims()).toBe(0);
      const { booking, listing } = await stored(ctx(), deal.bookingId);
      expect(booking).toMatchObject({ settlement: 'refunded', pendingAction: null });
      expect(listing.sold).toBe(false);
      expect(fake.cancels.filter((id) => id === deal.intentId)).toHaveLength(1);
      expect(fake.captures).not.toContain(deal.intentId);
      expect(kit.notices.filter((n) => n.bookingId === deal.bookingId)).toEqual([
        { kind: 'refunded', bookingId: deal.bookingId },
      ]);
    }, 60_000);
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: 'whsec_crashsecret123',
    STRIPE_API_BASE: fake.url,
  },
);
