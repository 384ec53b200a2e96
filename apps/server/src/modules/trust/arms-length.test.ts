import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema.ts';
import { priceGuideSales } from '../../db/schema-price-guide.ts';
import { type Actor, actorFor, GOOD_CARD } from '../../test/buying-helpers.ts';
import { armsLength } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createPriceGuide } from '../price-guide/index.ts';
import { armsDeals, OTHER_CARD, verdictOf, withHeaders } from './trust-test-helpers.ts';

interface PhoneKey {
  modelId: string;
  storageGb: number;
  variant: 'official';
  productCondition: 'Good';
}

/** The calls of the price guide and reviews this suite reads (their own helpers stay theirs). */
function publicCalls(app: () => FastifyInstance) {
  const inject = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: object) =>
    app().inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return {
    guide: (key: PhoneKey) =>
      inject(
        'GET',
        `/api/price-guide?${new URLSearchParams({
          model: key.modelId,
          storage: String(key.storageGb),
          variant: key.variant,
          condition: key.productCondition,
        })}`,
      ),
    // Each side's own chips (issue #45): the buyer answers "as described", the seller does not.
    write: (who: Actor, bookingId: string, side: 'buyer' | 'seller') =>
      inject('POST', '/api/reviews', who, {
        bookingId,
        stars: 5,
        ...(side === 'buyer'
          ? { asDescribed: true, tags: ['on_time'] }
          : { tags: ['paid_on_time', 'came_to_meeting'] }),
        text: 'Smooth deal, the phone was exactly as shown.',
      }),
    profile: (id: string) => inject('GET', `/api/sellers/${id}`),
    reviewsOf: (id: string) => inject('GET', `/api/sellers/${id}/reviews`),
    featured: () => inject('GET', '/api/reviews/featured'),
  };
}

/**
 * Issue #36 item 2 and finding N1 (decision 055): a released deal counts toward the price guide,
 * the seller's rating and "Trusted seller" only when its buyer and seller are distinct people
 * by evidence. A deal that fails still releases its money; it is only not counted.
 */
describeOnEachDatabase("Arm's-length deals (issue #36 item 2)", (ctx) => {
  let f: Fixtures;
  let key: PhoneKey;
  let network = 0;
  const deals = armsDeals(ctx);
  const reviews = publicCalls(() => ctx().app);
  const db = () => ctx().database.db;
  /** An account that calls from a network of its own (as two real people would). */
  const person = async (role: 'buyer' | 'seller', distinct = true) => {
    const row = role === 'buyer' ? await f.buyer() : await f.seller();
    if (distinct) await armsLength(db(), row);
    network += 1;
    return withHeaders(await actorFor(ctx(), row), { 'x-forwarded-for': `198.51.${network}.10` });
  };
  const pair = async () => ({ buyer: await person('buyer'), seller: await person('seller') });
  /** A pair whose seller may also buy (role '': sellers' accounts are refused at booking). */
  const buyingPair = async () => ({ buyer: await person('buyer'), seller: await person('buyer') });
  const counted = async (bookingId: string) =>
    (await db().select().from(priceGuideSales).where(eq(priceGuideSales.bookingId, bookingId)))
      .length === 1;

  beforeAll(async () => {
    f = createFixtures(db());
    const brand = await f.category();
    const model = await f.phoneModel({ categoryId: brand.id, storageGb: [128] });
    key = { modelId: model.id, storageGb: 128, variant: 'official', productCondition: 'Good' };
    // The model's honest band: 5 sales by 3 sellers to 3 buyers, median $440.
    const [s1, s2, s3] = [await person('seller'), await person('seller'), await person('seller')];
    const [b1, b2, b3] = [await person('buyer'), await person('buyer'), await person('buyer')];
    for (const [seller, buyer, price] of [
      [s1, b1, 40_000],
      [s2, b2, 42_000],
      [s3, b3, 44_000],
      [s1, b2, 46_000],
      [s2, b3, 48_000],
    ] as [Actor, Actor, number][]) {
      await deals.released(f, { buyer, seller }, { ...key, sellingPriceCents: price });
    }
  });

  it("When two fresh accounts make 5 released self-deals with 5-star reviews, then the price guide and the seller's rating are as they were (N1)", async () => {
    const before = (await reviews.guide(key)).json();
    expect(before).toMatchObject({ basis: 'exact', band: { median: 440, count: 5 } });
    // The red team's sock puppets: made a moment ago, no phone, on one machine.
    const sockSeller = await person('seller', false);
    const sockBuyer = await person('buyer', false);
    const made: string[] = [];
    for (let n = 0; n < 5; n++) {
      const bookingId = await deals.released(
        f,
        { buyer: sockBuyer, seller: sockSeller },
        { ...key, sellingPriceCents: 400_000 },
      );
      made.push(bookingId);
      expect((await reviews.write(sockBuyer, bookingId, 'buyer')).statusCode).toBe(201);
      expect((await reviews.write(sockSeller, bookingId, 'seller')).statusCode).toBe(201);
    }

    // The money moved as usual: every deal is released.
    for (const id of made) {
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row?.settlement).toBe('released');
      const verdict = await verdictOf(ctx(), id);
      expect(verdict?.counted).toBe(false);
      expect(verdict?.reasons).toEqual(
        expect.arrayContaining(['PHONE_NOT_VERIFIED', 'ACCOUNT_TOO_NEW']),
      );
    }
    expect((await reviews.guide(key)).json()).toEqual(before);
    // An honest $550 listing of the model is not "far below typical" ($4,000 never became typical).
    const guide = createPriceGuide({ db: db(), publicUrl: ctx().env.PUBLIC_URL });
    const facts = { ...key, condition: key.productCondition };
    expect(await guide.farBelowMedian(facts, 55_000)).toBeUndefined();

    const profile = (await reviews.profile(sockSeller.row.id)).json();
    expect(profile).toMatchObject({
      rating: { average: null, count: 0 },
      completedSales: 0,
      trusted: false,
    });
    // The reviews are published, labelled as from an unverified deal.
    const shown = (await reviews.reviewsOf(sockSeller.row.id)).json().items as {
      unverifiedDeal: boolean;
    }[];
    expect(shown).toHaveLength(5);
    expect(shown.every((r) => r.unverifiedDeal)).toBe(true);
    const featured = (await reviews.featured()).json().items as { bookingId: string }[];
    expect(featured.filter((r) => made.includes(r.bookingId))).toEqual([]);
  });

  it('When the buyer and seller are distinct by every piece of evidence, then the released deal counts', async () => {
    const parties = await pair();
    const bookingId = await deals.released(f, parties, {}, OTHER_CARD);
    expect(await verdictOf(ctx(), bookingId)).toEqual({ counted: true, reasons: [] });
    expect((await reviews.write(parties.buyer, bookingId, 'buyer')).statusCode).toBe(201);
    expect((await reviews.write(parties.seller, bookingId, 'seller')).statusCode).toBe(201);
    const profile = (await reviews.profile(parties.seller.row.id)).json();
    expect(profile).toMatchObject({ completedSales: 1, rating: { average: 5, count: 1 } });
    const items = (await reviews.reviewsOf(parties.seller.row.id)).json().items;
    expect(items[0]).toMatchObject({ unverifiedDeal: false });
    // A deal released before the rule (no verdict) still counts: today's figures do not move.
    const old = await f.sale({
      product: await f.product({ seller: parties.seller.row }),
      buyer: parties.buyer.row,
      settlement: 'released',
      settledAt: new Date(),
    });
    expect(await verdictOf(ctx(), old.booking.id)).toBeUndefined();
    expect((await reviews.profile(parties.seller.row.id)).json().completedSales).toBe(2);
  });

  it('When a piece of evidence fails, then the deal still releases but does not count, with its reason code', async () => {
    const cases: [string, () => Promise<{ buyer: Actor; seller: Actor }>][] = [
      [
        'PHONE_NOT_VERIFIED',
        async () => {
          const p = await pair();
          await db()
            .update(users)
            .set({ phoneVerifiedAt: null })
            .where(eq(users.id, p.buyer.row.id));
          return p;
        },
      ],
      [
        'ACCOUNT_TOO_NEW',
        async () => {
          const p = await pair();
          await db()
            .update(users)
            .set({ createdAt: new Date(Date.now() - 6 * 86_400_000) })
            .where(eq(users.id, p.seller.row.id));
          return p;
        },
      ],
      [
        'SAME_DEVICE',
        async () => {
          const p = await buyingPair();
          // The seller once booked a phone from this browser too.
          const device = { cookie: 'pb_device=0123456789abcdef0123456789abcdef' };
          await deals.paid(
            f,
            { buyer: withHeaders(p.seller, device), seller: await person('seller') },
            {},
            OTHER_CARD,
          );
          return { ...p, buyer: withHeaders(p.buyer, device) };
        },
      ],
      [
        'SAME_CARD',
        async () => {
          const p = await buyingPair();
          // The seller once paid for a phone with the card the buyer pays with.
          await deals.paid(f, { buyer: p.seller, seller: await person('seller') }, {}, GOOD_CARD);
          return p;
        },
      ],
      [
        'SAME_NETWORK',
        async () => {
          const p = await buyingPair();
          await deals.paid(
            f,
            {
              buyer: withHeaders(p.seller, { 'x-forwarded-for': '203.0.113.9' }),
              seller: await person('seller'),
            },
            {},
            OTHER_CARD,
          );
          return { ...p, buyer: withHeaders(p.buyer, { 'x-forwarded-for': '203.0.113.200' }) };
        },
      ],
    ];
    for (const [code, parties] of cases) {
      const bookingId = await deals.released(f, await parties(), {}, GOOD_CARD);
      expect(await verdictOf(ctx(), bookingId), code).toEqual({ counted: false, reasons: [code] });
      expect(await counted(bookingId), code).toBe(false);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row?.settlement, code).toBe('released');
    }

    // The same number on both accounts (the seller's claim unverified: a verified number is one
    // account's only).
    const p = await pair();
    const [buyerRow] = await db().select().from(users).where(eq(users.id, p.buyer.row.id));
    await db()
      .update(users)
      .set({ phone: buyerRow!.phone, phoneVerifiedAt: null })
      .where(eq(users.id, p.seller.row.id));
    const bookingId = await deals.released(f, p, {}, OTHER_CARD);
    expect(await verdictOf(ctx(), bookingId)).toEqual({
      counted: false,
      reasons: ['PHONE_NOT_VERIFIED', 'SAME_PHONE'],
    });
  });
});
