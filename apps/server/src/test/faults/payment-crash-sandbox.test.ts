import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { paymentIntents } from '../../db/schema.ts';
import { bookThrough, buyingCalls, buyingCast, intentFor, stored } from '../buying-helpers.ts';
import { writeFigures } from '../security/figures.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { crash } from './payment-crash.ts';

vi.mock('../../modules/payments/payments-repository.ts', async (importOriginal) =>
  (await import('./payment-crash.ts')).crashingRepositoryModule(importOriginal as never),
);

/** Issue #7 item 8 with the sandbox provider: the card step succeeded, the recording died. */
describeOnEachDatabase('Payment crash between confirmation and recording (sandbox)', (ctx) => {
  const calls = buyingCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  const figures = { crashes: 0, recorded: 0, intents: 0, retries: 0 };
  beforeAll(async () => {
    cast = await buyingCast(ctx());
  });
  afterAll(() => writeFigures(`faults-payments-sandbox-${ctx().kind}`, figures));

  it('When recording fails right after the card succeeded, then a retry records it once and asking again creates no second intent', async () => {
    const phone = await cast.f.product({ sellingPriceCents: 51_000 });
    const bookingId = await bookThrough(calls, cast.buyer, phone.id);
    const { intentId, clientSecret } = await intentFor(calls, cast.buyer, bookingId);

    crash.armed = 1;
    const confirmed = await calls.confirm(cast.buyer, clientSecret);
    // The card went through: the page hears so, although the sale is not written yet.
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(crash.armed).toBe(0);
    figures.crashes++;
    expect((await stored(ctx(), bookingId)).payments).toHaveLength(0);

    const body = { transactionId: intentId, bookingId };
    const retries = await Promise.all([calls.pay(cast.buyer, body), calls.pay(cast.buyer, body)]);
    figures.retries += retries.length;
    const ids = retries.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().insertedId;
    });
    expect(new Set(ids).size).toBe(1);

    const again = await calls.createIntent(cast.buyer, { bookingId });
    expect(again.json().code).toBe('BOOKING_PAID');
    const confirmAgain = await calls.confirm(cast.buyer, clientSecret);
    expect(confirmAgain.statusCode).toBe(409);

    const { booking, listing, payments } = await stored(ctx(), bookingId);
    expect(payments.map((p) => p.id)).toEqual([ids[0]]);
    expect(booking.paid).toBe(true);
    expect(listing.sold).toBe(true);
    const intents = await ctx()
      .database.db.select()
      .from(paymentIntents)
      .where(eq(paymentIntents.bookingId, bookingId));
    expect(intents).toHaveLength(1);
    figures.recorded += payments.length;
    figures.intents += intents.length;
  });
});
