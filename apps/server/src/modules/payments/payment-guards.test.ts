import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { paymentIntents, payments } from '../../db/schema.ts';
import {
  type Actor,
  bookThrough,
  buyingCalls,
  buyingCast,
  intentFor,
  lapse,
  stored,
  succeedSilently,
} from '../../test/buying-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase(
  'POST /api/payments refuses anything but a real, matching payment',
  (ctx) => {
    const calls = buyingCalls(ctx);
    let cast: Awaited<ReturnType<typeof buyingCast>>;

    beforeAll(async () => {
      cast = await buyingCast(ctx());
    });

    /** A fresh listing booked by the buyer, with its sandbox intent. */
    async function booked(who: Actor = cast.buyer) {
      const phone = await cast.f.product({ sellingPriceCents: 30_000 });
      const bookingId = await bookThrough(calls, who, phone.id);
      const { intentId, clientSecret } = await intentFor(calls, who, bookingId);
      return { phone, bookingId, intentId, clientSecret };
    }
    const record = (who: Actor, bookingId: string, transactionId: string, extra: object = {}) =>
      calls.pay(who, { price: 300, transactionId, email: who.email, bookingId, ...extra });

    async function expectNothingPaid(bookingId: string) {
      const { booking, listing, payments: rows } = await stored(ctx(), bookingId);
      expect(booking.paid).toBe(false);
      expect(booking.transactionId).toBeNull();
      expect(listing.sold).toBe(false);
      expect(rows).toHaveLength(0);
    }

    it('When the intent id is made up, then 400 PAYMENT_NOT_FOUND and nothing is paid', async () => {
      const { bookingId } = await booked();
      for (const fake of ['pi_madeup123', 'ch_123', '../../etc', `pi_${'a'.repeat(250)}`]) {
        const res = await record(cast.buyer, bookingId, fake);
        expect(res.statusCode, fake).toBe(400);
        expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
      }
      await expectNothingPaid(bookingId);
    });

    it('When the intent is not paid yet, then 402 and nothing is paid', async () => {
      const { bookingId, intentId } = await booked();
      const res = await record(cast.buyer, bookingId, intentId);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        message: 'The payment has not been completed.',
        code: 'PAYMENT_NOT_COMPLETED',
      });
      await expectNothingPaid(bookingId);
    });

    it("When the intent is another booking's, even a paid one of the same buyer, then 400", async () => {
      const a = await booked();
      const b = await booked();
      await succeedSilently(ctx(), a.intentId);
      const res = await record(cast.buyer, b.bookingId, a.intentId);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PAYMENT_MISMATCH');
      await expectNothingPaid(b.bookingId);
    });

    it('When the succeeded intent charged another amount, then 400 and nothing is paid', async () => {
      const { bookingId, intentId } = await booked();
      await ctx()
        .database.db.update(paymentIntents)
        .set({ status: 'succeeded', amountCents: 1 })
        .where(eq(paymentIntents.id, intentId));
      const res = await record(cast.buyer, bookingId, intentId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_MISMATCH',
        message: 'The payment amount does not match this booking.',
      });
      await expectNothingPaid(bookingId);
    });

    it("When someone records a payment for another buyer's booking, then 403 and nothing is paid", async () => {
      const { bookingId, intentId } = await booked();
      await succeedSilently(ctx(), intentId);
      const res = await record(cast.otherBuyer, bookingId, intentId);
      expect(res.statusCode).toBe(403);
      expect((await record(cast.seller, bookingId, intentId)).statusCode).toBe(403);
      await expectNothingPaid(bookingId);
    });

    it('When email or product in the body is not the booking’s, then 400 and nothing is paid', async () => {
      const { bookingId, intentId } = await booked();
      await succeedSilently(ctx(), intentId);
      const email = await record(cast.buyer, bookingId, intentId, { email: cast.otherBuyer.email });
      expect(email.json().code).toBe('BUYER_MISMATCH');
      const other = await cast.f.product();
      const product = await record(cast.buyer, bookingId, intentId, { productId: other.id });
      expect(product.json().code).toBe('PRODUCT_MISMATCH');
      const extra = await record(cast.buyer, bookingId, intentId, { paid: true });
      expect(extra.statusCode).toBe(400);
      await expectNothingPaid(bookingId);
    });

    it('When the booking has lapsed, then no intent, no card, no payment; an authorised one is cancelled', async () => {
      const { bookingId, intentId, clientSecret, phone } = await booked();
      await lapse(ctx(), bookingId);
      const intent = await calls.createIntent(cast.buyer, { bookingId });
      expect(intent.statusCode).toBe(409);
      expect(intent.json().code).toBe('BOOKING_LAPSED');
      const card = await calls.confirm(cast.buyer, clientSecret);
      expect(card.statusCode).toBe(409);
      expect(card.json().error.code).toBe('booking_lapsed');
      const unpaid = await record(cast.buyer, bookingId, intentId);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().code).toBe('BOOKING_LAPSED');

      // The card went through just as the hold ended: the money goes back.
      await succeedSilently(ctx(), intentId);
      const late = await record(cast.buyer, bookingId, intentId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('refunded');
      const [row] = await ctx()
        .database.db.select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intentId));
      // Authorised only (issue #18): the authorisation is cancelled, nothing was captured.
      expect(row!.status).toBe('canceled');
      await expectNothingPaid(bookingId);

      const rebook = await calls.book(cast.otherBuyer, {
        productId: phone.id,
        buyerNumber: '+8801811111111',
        meetingLocation: 'Gulshan 1',
      });
      expect(rebook.statusCode, rebook.body).toBe(200);
    });

    it('When 50 records of one payment race, then one payment and the same insertedId for all', async () => {
      const { bookingId, intentId } = await booked();
      // The card step succeeded but the page died before recording (a crash in between).
      await succeedSilently(ctx(), intentId);
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => record(cast.buyer, bookingId, intentId)),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const ids = new Set(replies.map((r) => r.json().insertedId));
      expect(ids.size).toBe(1);
      const rows = await ctx()
        .database.db.select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe([...ids][0]);
      expect((await stored(ctx(), bookingId)).listing).toMatchObject({
        sold: true,
        booking: false,
      });
    });

    it('When the page died after the card step, then asking for an intent records the sale instead', async () => {
      const { bookingId, intentId } = await booked();
      await succeedSilently(ctx(), intentId);
      const res = await calls.createIntent(cast.buyer, { bookingId });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BOOKING_PAID');
      const { booking, payments: rows } = await stored(ctx(), bookingId);
      expect(booking).toMatchObject({ paid: true, transactionId: intentId });
      expect(rows).toHaveLength(1);
    });

    it('When a recorded transaction id is replayed for another booking, then 409', async () => {
      const a = await booked();
      await succeedSilently(ctx(), a.intentId);
      expect((await record(cast.buyer, a.bookingId, a.intentId)).statusCode).toBe(200);
      const b = await booked();
      const res = await record(cast.buyer, b.bookingId, a.intentId);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TRANSACTION_USED');
      await expectNothingPaid(b.bookingId);
    });
  },
);
