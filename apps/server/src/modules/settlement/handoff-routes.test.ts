import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, ledgerReleases, paymentIntents, products, users } from '../../db/schema.ts';
import {
  bookThrough,
  buyingCalls,
  buyingCast,
  handoffCalls,
  intentFor,
  paidThroughSandbox,
  settlementKit,
  stored,
  windowEndsIn,
} from '../../test/buying-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Issue #18: the buyer's handoff code, the seller's entry of it, and the window's end. */
describeOnEachDatabase('Handoff code and held payments (sandbox)', (ctx) => {
  const calls = buyingCalls(ctx);
  const handoff = handoffCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  beforeAll(async () => {
    cast = await buyingCast(ctx());
  });
  const intentStatus = async (intentId: string) =>
    (
      await ctx()
        .database.db.select({ status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intentId))
    )[0]?.status;
  const codeOf = async (bookingId: string) => {
    const res = await handoff.code(bookingId, cast.buyer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().code as string;
  };
  const credits = async (bookingId: string) =>
    ctx().database.db.select().from(ledgerReleases).where(eq(ledgerReleases.bookingId, bookingId));

  it('When a booking is paid, then the money is held: My Order and My Sell say so and only its buyer reads the code', async () => {
    const { bookingId } = await paidThroughSandbox(calls, cast);
    const orders = (await calls.myOrders(cast.buyer.email, cast.buyer)).json();
    const order = orders.find((o: { _id: string }) => o._id === bookingId);
    expect(order).toMatchObject({ paid: true, status: 'paid', settlement: 'held', decline: null });
    const res = await handoff.code(bookingId, cast.buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      expiresAt: order.handoffExpiresAt,
    });
    // The same code on every read (stored encrypted, not made anew).
    expect(await codeOf(bookingId)).toBe(res.json().code);

    expect((await handoff.code(bookingId, cast.otherBuyer)).statusCode).toBe(403);
    expect((await handoff.code(bookingId, cast.seller)).statusCode).toBe(403);
    expect((await handoff.code(bookingId, cast.admin)).statusCode).toBe(403);
    expect((await handoff.code(bookingId)).statusCode).toBe(401);
    expect(
      (await handoff.code('00000000-0000-4000-8000-000000000000', cast.buyer)).statusCode,
    ).toBe(404);
    expect((await handoff.code('not-an-id', cast.buyer)).statusCode).toBe(404);
  });

  it('When the booking is not paid, then no code (409) and no handoff (409)', async () => {
    const phone = await cast.f.product({ seller: cast.seller.row });
    const bookingId = await bookThrough(calls, cast.buyer, phone.id);
    const read = await handoff.code(bookingId, cast.buyer);
    expect(read.statusCode).toBe(409);
    expect(read.json().code).toBe('SETTLEMENT_NOT_HELD');
    const enter = await handoff.enter(bookingId, cast.seller, '123456');
    expect(enter.statusCode).toBe(409);
    expect(enter.json().code).toBe('SETTLEMENT_NOT_HELD');
  });

  it('When the seller enters the right code, then the money is captured once, the seller credited, the listing stays sold; a repeat answers the same', async () => {
    const { bookingId, intentId, productId } = await paidThroughSandbox(calls, cast, 61_000);
    const code = await codeOf(bookingId);
    // Only the seller of the listing may enter it.
    expect((await handoff.enter(bookingId, cast.buyer, code)).statusCode).toBe(403);
    expect((await handoff.enter(bookingId, cast.admin, code)).statusCode).toBe(403);
    expect((await handoff.enter(bookingId, undefined, code)).statusCode).toBe(401);
    const bad = await handoff.enter(bookingId, cast.seller, '12345');
    expect(bad.statusCode).toBe(400);

    const res = await handoff.enter(bookingId, cast.seller, ` ${code} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settlement: 'released' });
    expect(await intentStatus(intentId)).toBe('succeeded');
    const { booking, listing } = await stored(ctx(), bookingId);
    expect(booking).toMatchObject({ settlement: 'released', pendingAction: null });
    expect(booking.settledAt).toBeInstanceOf(Date);
    expect(listing.sold).toBe(true);
    expect(await calls.publicIds('/api/allproducts?limit=100')).not.toContain(productId);
    expect(await credits(bookingId)).toEqual([expect.objectContaining({ amountCents: 61_000 })]);

    const again = await handoff.enter(bookingId, cast.seller, code);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ settlement: 'released' });
    expect(await credits(bookingId)).toHaveLength(1);
    // The code has done its work; a wrong one now is told the deal is settled.
    const wrong = await handoff.enter(
      bookingId,
      cast.seller,
      code === '000000' ? '000001' : '000000',
    );
    expect(wrong.json().code).toBe('SETTLEMENT_RELEASED');
    expect((await handoff.code(bookingId, cast.buyer)).json().code).toBe('SETTLEMENT_RELEASED');
    const sales = (await calls.mySell(cast.seller.email, cast.seller)).json();
    expect(sales.find((s: { _id: string }) => s._id === bookingId)).toMatchObject({
      settlement: 'released',
      paid: true,
    });
  });

  it('When wrong codes are entered, then 422 each, the fifth locks entry for 15 minutes (429), even for the right code', async () => {
    const { bookingId } = await paidThroughSandbox(calls, cast);
    const code = await codeOf(bookingId);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 4; i++) {
      const res = await handoff.enter(bookingId, cast.seller, wrong);
      expect(res.statusCode, `try ${i}`).toBe(422);
      expect(res.json().code).toBe('HANDOFF_CODE_WRONG');
    }
    const fifth = await handoff.enter(bookingId, cast.seller, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('HANDOFF_LOCKED');
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const right = await handoff.enter(bookingId, cast.seller, code);
    expect(right.statusCode).toBe(429);
    expect((await stored(ctx(), bookingId)).booking.settlement).toBe('held');

    // Fifteen minutes later the right code goes through.
    await ctx()
      .database.db.update(bookings)
      .set({ handoffLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, bookingId));
    const later = await handoff.enter(bookingId, cast.seller, code);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toEqual({ settlement: 'released' });
  });

  it('When the window has passed, then 409 HANDOFF_EXPIRED; the sweep gives the money back once and puts the listing back on the market', async () => {
    const { bookingId, intentId, productId } = await paidThroughSandbox(calls, cast);
    const code = await codeOf(bookingId);
    await windowEndsIn(ctx(), bookingId, -1);
    const late = await handoff.enter(bookingId, cast.seller, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HANDOFF_EXPIRED');
    expect((await handoff.code(bookingId, cast.buyer)).json().code).toBe('HANDOFF_EXPIRED');

    const kit = settlementKit(ctx());
    expect(await kit.settlement.sweeps.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await kit.settlement.sweeps.expireDue()).toBe(0);
    expect(kit.moneyCalls.filter((c) => c.intentId === intentId)).toEqual([
      { kind: 'cancel', intentId },
    ]);
    expect(kit.notices).toContainEqual({ kind: 'refunded', bookingId });
    expect(await intentStatus(intentId)).toBe('canceled');
    const { booking, listing } = await stored(ctx(), bookingId);
    expect(booking).toMatchObject({ paid: true, settlement: 'refunded' });
    expect(listing).toMatchObject({ sold: false, booking: false });
    // The buyer no longer has a deal: My Order keeps it, refunded, without the seller's phone.
    const orders = (await calls.myOrders(cast.buyer.email, cast.buyer)).json();
    expect(orders.find((o: { _id: string }) => o._id === bookingId)).toMatchObject({
      paid: true,
      settlement: 'refunded',
      sellerPhone: null,
      imei: null,
    });
    expect(await calls.publicIds('/api/allproducts?limit=100')).toContain(productId);
    expect(await credits(bookingId)).toHaveLength(0);
    expect((await handoff.enter(bookingId, cast.seller, code)).json().code).toBe(
      'SETTLEMENT_REFUNDED',
    );

    // Someone else can buy it now: a refunded sale no longer holds the listing.
    const next = await bookThrough(calls, cast.otherBuyer, productId);
    const { clientSecret } = await intentFor(calls, cast.otherBuyer, next);
    expect((await calls.confirm(cast.otherBuyer, clientSecret)).statusCode).toBe(200);
    expect((await stored(ctx(), next)).booking.settlement).toBe('held');
    const [row] = await ctx()
      .database.db.select({ sold: products.sold })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.sold).toBe(true);
  });

  it("When a deleted seller's held deal is refunded, then the money goes back and the phone ends with its seller instead of coming back on the market", async () => {
    const own = await buyingCast(ctx());
    const { bookingId, productId } = await paidThroughSandbox(calls, own);
    // Deleting a seller ends their unsold listings and keeps sold ones (decision 009); the
    // account row is what the refund consults.
    await ctx()
      .database.db.update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, own.seller.row.id));
    await windowEndsIn(ctx(), bookingId, -1);
    expect(await settlementKit(ctx()).settlement.sweeps.expireDue()).toBeGreaterThanOrEqual(1);
    const { booking, listing } = await stored(ctx(), bookingId);
    expect(booking).toMatchObject({ paid: true, settlement: 'refunded' });
    expect(listing).toMatchObject({ sold: false, booking: false });
    expect(listing.deletedAt).not.toBeNull();
    expect(await calls.publicIds('/api/allproducts?limit=100')).not.toContain(productId);
  });

  it('When a window ends within a day, then the parties are warned once; a later window is not warned', async () => {
    const soon = await paidThroughSandbox(calls, cast);
    const later = await paidThroughSandbox(calls, cast);
    await windowEndsIn(ctx(), soon.bookingId, 10 * 3600);
    await windowEndsIn(ctx(), later.bookingId, 30 * 3600);
    const kit = settlementKit(ctx());
    await kit.settlement.sweeps.warnExpiring();
    await kit.settlement.sweeps.warnExpiring();
    const warned = kit.notices.filter((n) => n.kind === 'window_expiring').map((n) => n.bookingId);
    expect(warned.filter((id) => id === soon.bookingId)).toHaveLength(1);
    expect(warned).not.toContain(later.bookingId);
  });
});
