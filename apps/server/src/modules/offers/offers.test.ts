import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, notifications, paymentIntents, products } from '../../db/schema.ts';
import { offers } from '../../db/schema-offers.ts';
import {
  type Actor,
  actorFor,
  bookingPayload,
  buyingCalls,
  intentFor,
} from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { offered, offersCalls } from './offers-test-helpers.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase('Offers: make, counter, accept, decline, floor', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let otherBuyer: Actor;
  let seller: Actor;
  let stranger: Actor;
  const db = () => ctx().database.db;
  const calls = offersCalls(() => ctx().app);
  const buying = buyingCalls(ctx);
  /** A fresh $400.00 listing of the seller's. */
  const listing = () => f.product({ seller: seller.row, sellingPriceCents: 40_000 });
  const kindsFor = async (userId: string) =>
    (await db().select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => n.kind,
    );

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = await Promise.all([f.buyer(), f.buyer(), f.seller(), f.buyer()]);
    [buyer, otherBuyer, seller, stranger] = (await Promise.all(
      rows.map((row) => actorFor(ctx(), row)),
    )) as [Actor, Actor, Actor, Actor];
  });

  it('When an offer is 50% to 99% of the price, then it is open; outside that, 400 OFFER_OUT_OF_RANGE', async () => {
    const phone = await listing();
    for (const amount of [199.99, 396.01, 400, 500]) {
      const res = await calls.make(buyer, phone.id, amount);
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('OFFER_OUT_OF_RANGE');
    }
    const low = await calls.make(buyer, phone.id, 200);
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json()).toMatchObject({
      status: 'open',
      amount: 200,
      listingPrice: 400,
      role: 'buyer',
      counter: null,
      offersLeft: 2,
    });
    const high = await calls.make(buyer, phone.id, 396);
    expect(high.statusCode, high.body).toBe(200);
    // The first gave way to the second: one live offer per buyer per listing.
    const mine = (await calls.list(buyer, 'buyer')).json();
    const statuses = mine
      .filter((o: { listingId: string }) => o.listingId === phone.id)
      .map((o: { status: string }) => o.status);
    expect(statuses).toEqual(['open', 'superseded']);
    expect(await kindsFor(seller.row.id)).toContain('offer_received');
  });

  it('When a buyer makes a fourth offer on one listing, then 429 TOO_MANY_OFFERS; another listing is fine', async () => {
    const phone = await listing();
    for (const amount of [250, 260, 270]) await offered(calls, otherBuyer, phone.id, amount);
    const fourth = await calls.make(otherBuyer, phone.id, 280);
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(fourth.json().code).toBe('TOO_MANY_OFFERS');
    expect(await offered(calls, otherBuyer, (await listing()).id, 280)).toBeTruthy();
  });

  it('When the seller offers on their own listing, or the listing is unknown, sold or booked, then 403, 404 or 409', async () => {
    const own = await f.product({ seller: buyer.row });
    expect((await calls.make(buyer, own.id, 300)).json().code).toBe('OWN_LISTING');
    const unknown = await calls.make(buyer, UNKNOWN, 300);
    expect(unknown.statusCode).toBe(404);
    const sold = await f.product({ seller: seller.row, sold: true });
    expect((await calls.make(buyer, sold.id, 300)).json().code).toBe('LISTING_SOLD');
    const held = await listing();
    await f.booking({ product: held, buyer: stranger.row });
    const booked = await calls.make(buyer, held.id, 300);
    expect(booked.statusCode, booked.body).toBe(409);
    expect(booked.json().code).toBe('LISTING_BOOKED');
  });

  it('When the seller counters and the buyer accepts, then the buyer holds a booking at the counter price and the payment intent charges it', async () => {
    const phone = await listing();
    const id = await offered(calls, buyer, phone.id, 300);
    // Only between the offer and the price.
    for (const amount of [300, 400, 250]) {
      const bad = await calls.counter(seller, id, amount);
      expect(bad.statusCode, `${amount}: ${bad.body}`).toBe(400);
      expect(bad.json().code).toBe('COUNTER_OUT_OF_RANGE');
    }
    // Only the seller counters, and only once.
    expect((await calls.counter(buyer, id, 350)).statusCode).toBe(403);
    const countered = await calls.counter(seller, id, 350);
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json()).toMatchObject({ status: 'countered', counter: 350, role: 'seller' });
    const again = await calls.counter(seller, id, 360);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OFFER_ALREADY_COUNTERED');
    // The counter is the buyer's to answer.
    const sellerAccepts = await calls.accept(seller, id);
    expect(sellerAccepts.statusCode).toBe(403);
    expect(sellerAccepts.json().code).toBe('NOT_YOUR_TURN');
    expect(await kindsFor(buyer.row.id)).toContain('offer_countered');

    const accepted = await calls.accept(buyer, id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { bookingId, offer } = accepted.json();
    expect(offer).toMatchObject({ status: 'accepted', bookingId, paid: false });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      buyerId: buyer.row.id,
      sellerId: seller.row.id,
      priceCents: 35_000,
      buyerNumber: '+8801712345678',
      meetingLocation: 'Dhanmondi 27, Dhaka',
    });
    // Issue #45 item 7: the card says by when to pay (the booking's hold), and how long it was.
    expect(offer.payBy).toBe(booking!.expiresAt.toISOString());
    expect(offer.payWithinHours).toBe(ctx().env.BOOKING_HOLD_HOURS);
    const [stored] = await db().select().from(products).where(eq(products.id, phone.id));
    expect(stored!.booking).toBe(true);

    const page = await buying.paymentPage(bookingId, buyer);
    expect(page.json().price).toBe(350);
    const { intentId } = await intentFor(buying, buyer, bookingId);
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    expect(intent!.amountCents).toBe(35_000);
    expect(await kindsFor(seller.row.id)).toContain('offer_accepted');
  });

  it('When the seller accepts an offer, then it is booked at the offer and the other open offers are declined', async () => {
    const phone = await listing();
    const mine = await offered(calls, buyer, phone.id, 300);
    const theirs = await offered(calls, otherBuyer, phone.id, 320);
    const res = await calls.accept(seller, theirs);
    expect(res.statusCode, res.body).toBe(200);
    const [booking] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.json().bookingId));
    expect(booking).toMatchObject({ buyerId: otherBuyer.row.id, priceCents: 32_000 });
    const mineNow = (await calls.list(buyer, 'buyer'))
      .json()
      .find((o: { id: string }) => o.id === mine);
    expect(mineNow).toMatchObject({ status: 'declined', closedBy: 'other-accepted' });
    const late = await calls.accept(seller, mine);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_CLOSED');
    const deal = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, otherBuyer.row.id), eq(notifications.kind, 'booked')));
    expect(deal.length).toBeGreaterThan(0);
  });

  it('When the listing was booked meanwhile, then accepting is 409 LISTING_BOOKED and nothing changes', async () => {
    const phone = await listing();
    const id = await offered(calls, buyer, phone.id, 300);
    const booked = await buying.book(stranger, bookingPayload(phone.id, stranger));
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await calls.accept(seller, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('LISTING_BOOKED');
    const [row] = await db().select().from(offers).where(eq(offers.id, id));
    expect(row!.status).toBe('open');
  });

  it('When an offer is past its 24 hours, then it reads as expired and cannot be accepted or countered', async () => {
    const phone = await listing();
    const id = await offered(calls, buyer, phone.id, 300);
    await db()
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, id));
    const listed = (await calls.list(seller, 'seller'))
      .json()
      .find((o: { id: string }) => o.id === id);
    expect(listed.status).toBe('expired');
    for (const res of [await calls.accept(seller, id), await calls.counter(seller, id, 350)]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('OFFER_EXPIRED');
    }
  });

  it('When the seller declines, then the buyer is told; only the parties see an offer (404 for others)', async () => {
    const phone = await listing();
    const id = await offered(calls, buyer, phone.id, 300);
    for (const res of [await calls.decline(stranger, id), await calls.accept(stranger, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('OFFER_NOT_FOUND');
    }
    expect((await calls.accept(buyer, id)).json().code).toBe('NOT_YOUR_TURN');
    expect((await calls.accept(seller, 'not-an-id')).statusCode).toBe(404);
    const res = await calls.decline(seller, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', closedBy: 'seller' });
    expect(await kindsFor(buyer.row.id)).toContain('offer_declined');
    expect((await calls.list(stranger, 'buyer')).json()).toEqual([]);
  });

  it('When the seller sets a floor, then offers below it are declined at once without revealing it', async () => {
    const phone = await listing();
    expect((await calls.floor(stranger, phone.id, 300)).statusCode).toBe(403);
    expect((await calls.floor(seller, phone.id, 400)).json().code).toBe('FLOOR_OUT_OF_RANGE');
    const set = await calls.floor(seller, phone.id, 333.33);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ floor: 333.33, price: 400 });
    const floors = (await calls.floors(seller)).json();
    expect(floors.find((x: { listingId: string }) => x.listingId === phone.id).floor).toBe(333.33);

    const low = await calls.make(buyer, phone.id, 250);
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json()).toMatchObject({ status: 'declined', closedBy: 'floor' });
    expect(low.body).not.toContain('333.33');
    const ok = await calls.make(buyer, phone.id, 333.33);
    expect(ok.json().status).toBe('open');
    // A later offer below the floor is refused without replacing the live one.
    expect((await calls.make(buyer, phone.id, 260)).json().status).toBe('declined');
    const live = (await calls.list(buyer, 'buyer'))
      .json()
      .find((o: { id: string }) => o.id === ok.json().id);
    expect(live.status).toBe('open');
    // Cleared: low offers are open again.
    await calls.floor(seller, phone.id, null);
    expect((await calls.make(otherBuyer, phone.id, 250)).json().status).toBe('open');
  });
});
