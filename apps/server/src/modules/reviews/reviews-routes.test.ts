import { beforeAll, expect, it } from 'vitest';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { disputedDeal, heldDeal } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { dealOf, reviewsCalls } from './review-test-helpers.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase('Reviews: POST /api/reviews, replies, pending, featured', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  let stranger: Actor;
  const db = () => ctx().database.db;
  const calls = reviewsCalls(() => ctx().app);

  beforeAll(async () => {
    f = createFixtures(db());
    const rows = await Promise.all([f.buyer(), f.seller(), f.buyer()]);
    [buyer, seller, stranger] = (await Promise.all(rows.map((row) => actorFor(ctx(), row)))) as [
      Actor,
      Actor,
      Actor,
    ];
  });

  it('When the buyer reviews a complete deal, then it is stored blind, and a second review of it is 409', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    const res = await calls.write(buyer, deal.id, { tags: ['on_time'], asDescribed: true });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({
      bookingId: deal.id,
      author: { id: buyer.row.id, name: buyer.row.name },
      subjectId: seller.row.id,
      authorRole: 'buyer',
      stars: 5,
      tags: ['as_described', 'on_time'],
      productName: deal.productName,
      reply: null,
      publishedAt: null,
    });

    const again = await calls.write(buyer, deal.id, { stars: 1 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('REVIEW_EXISTS');
  });

  it('When each side reviews, then the buyer answers "as described" yes or no and each gives its own chips; anything else is 400 (issue #45)', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    const sellerAnswers = await calls.write(seller, deal.id, { asDescribed: true });
    expect(sellerAnswers.statusCode, sellerAnswers.body).toBe(400);
    expect(sellerAnswers.json().code).toBe('REVIEW_TAG_NOT_FOR_SIDE');
    const sellerTag = await calls.write(seller, deal.id, { tags: ['as_described'] });
    expect(sellerTag.statusCode, sellerTag.body).toBe(400);
    const buyerChip = await calls.write(buyer, deal.id, { tags: ['paid_on_time'] });
    expect(buyerChip.statusCode, buyerChip.body).toBe(400);
    expect(buyerChip.json().fieldErrors.tags).toHaveLength(1);

    const no = await calls.write(buyer, deal.id, { tags: ['friendly'], asDescribed: false });
    expect(no.statusCode, no.body).toBe(201);
    expect(no.json().tags).toEqual(['not_as_described', 'friendly']);
    const sellerSide = await calls.write(seller, deal.id, {
      tags: ['paid_on_time', 'came_to_meeting'],
    });
    expect(sellerSide.statusCode, sellerSide.body).toBe(201);
    expect(sellerSide.json()).toMatchObject({
      tags: ['paid_on_time', 'came_to_meeting'],
      // Issue #45 item 3: the other side had written first, so it is live at once.
      publishedAt: expect.any(String),
    });
  });

  it('When someone outside the deal reviews it, then 403; an unknown booking is 404', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    const res = await calls.write(stranger, deal.id);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('NOT_A_PARTY');
    for (const id of [UNKNOWN, 'not-an-id']) {
      const missing = await calls.write(buyer, id);
      expect(missing.statusCode, missing.body).toBe(404);
      expect(missing.json().code).toBe('BOOKING_NOT_FOUND');
    }
  });

  it('When the deal is not complete (unpaid, held, disputed, refunded), then 409 DEAL_NOT_COMPLETE', async () => {
    const unpaid = await f.booking({
      product: await f.product({ seller: seller.row }),
      buyer: buyer.row,
    });
    const parties = { buyer: buyer.row, seller: seller.row };
    const held = (await heldDeal(db(), f, parties)).booking;
    const disputed = (await disputedDeal(db(), f, parties)).booking;
    const refunded = await dealOf(f, buyer.row, seller.row, 'refunded');
    for (const deal of [unpaid, held, disputed, refunded]) {
      const res = await calls.write(buyer, deal.id);
      expect(res.statusCode, `${deal.settlement}: ${res.body}`).toBe(409);
      expect(res.json().code).toBe('DEAL_NOT_COMPLETE');
    }
    // A deal paid before held payments (settlement 'none') is complete.
    const old = await dealOf(f, buyer.row, seller.row, 'none');
    expect((await calls.write(buyer, old.id)).statusCode).toBe(201);
  });

  it('When the text has a link or a phone number, then 400 with the text field error', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    for (const text of ['Better deals at www.example.com', 'Call me on 01712 345 678']) {
      const res = await calls.write(buyer, deal.id, { text });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('REVIEW_TEXT_CONTACT');
      expect(res.json().fieldErrors.text).toHaveLength(1);
    }
    const bad = await calls.write(buyer, deal.id, { stars: 6 });
    expect(bad.statusCode).toBe(400);
    // Nothing was stored: the buyer may still review.
    expect((await calls.write(buyer, deal.id)).statusCode).toBe(201);
  });

  it('When the reviewed person replies to a published review, then once; others and blind reviews are refused', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    const aboutSeller = (await calls.write(buyer, deal.id)).json().id;
    // Still blind: no reply yet.
    const early = await calls.reply(seller, aboutSeller);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('REVIEW_NOT_PUBLISHED');
    expect((await calls.write(seller, deal.id, { tags: ['friendly'] })).statusCode).toBe(201);

    const wrong = await calls.reply(buyer, aboutSeller);
    expect(wrong.statusCode, wrong.body).toBe(403);
    expect(wrong.json().code).toBe('NOT_THE_SUBJECT');
    const res = await calls.reply(seller, aboutSeller, 'Thanks, enjoy the phone!');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reply).toMatchObject({ text: 'Thanks, enjoy the phone!' });
    const twice = await calls.reply(seller, aboutSeller, 'Again');
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().code).toBe('REPLY_EXISTS');
    expect((await calls.reply(seller, UNKNOWN)).statusCode).toBe(404);
  });

  it('When a person has complete deals they have not reviewed, then pending lists them with the other side', async () => {
    const [b, s] = await Promise.all([f.buyer(), f.seller()]);
    const [me, them] = await Promise.all([actorFor(ctx(), b), actorFor(ctx(), s)]);
    const bought = await dealOf(f, me.row, them.row);
    const reviewed = await dealOf(f, me.row, them.row);
    await calls.write(me, reviewed.id);
    // Refunded deals and unpaid bookings await nothing.
    await dealOf(f, me.row, them.row, 'refunded');
    await f.booking({ product: await f.product({ seller: them.row }), buyer: me.row });

    const res = await calls.pending(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      {
        bookingId: bought.id,
        productName: bought.productName,
        role: 'buyer',
        other: { id: them.row.id, name: them.row.name },
      },
    ]);
    const sellerSide = (await calls.pending(them)).json().items;
    expect(sellerSide.map((p: { bookingId: string }) => p.bookingId).sort()).toEqual(
      [bought.id, reviewed.id].sort(),
    );
    expect(sellerSide[0]).toMatchObject({ role: 'seller', other: { id: me.row.id } });
  });

  it('When reviews are published, then featured shows recent 4-5 star ones with words only', async () => {
    const deal = await dealOf(f, buyer.row, seller.row);
    await calls.write(buyer, deal.id, { stars: 5, text: 'Lovely seller, phone like new.' });
    await calls.write(seller, deal.id, { stars: 3, text: 'Came late.' });
    const res = await calls.featured();
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items[0]).toMatchObject({ text: 'Lovely seller, phone like new.', stars: 5 });
    for (const item of items) {
      expect(item.stars).toBeGreaterThanOrEqual(4);
      expect(item.text).not.toBe('');
    }
  });
});
