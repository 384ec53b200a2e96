import type { Product, PublicListing, SearchResult, SellerProfile } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { liveListingsAfter } from '../../modules/catalogue/index.ts';
import { type Actor, bookingPayload, buyingCast } from '../buying-helpers.ts';
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';

type ReviewState = 'clear' | 'pending_review' | 'rejected';

/**
 * Issue #21 (decision 041): a listing held for review or rejected is off the market. Every
 * public read leaves it out, buyers' actions on it answer the 404 of an unknown listing, and
 * only its seller and the admins read its page. Cleared, it is back in the very next request,
 * through the response cache (on here, as in production).
 */
describeOnEachDatabase(
  'listings held for review are off the market (issue #21)',
  (ctx) => {
    const get = (url: string, who?: Actor) =>
      ctx().app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
    const ids = (list: Product[]) => list.map((p) => p._id);

    /** Set by the listing-review room's writes; those replies bump the catalogue version. */
    async function setReview(c: TestContext, id: string, reviewState: ReviewState) {
      await c.database.db.update(products).set({ reviewState }).where(eq(products.id, id));
      await c.app.catalogVersion.changed();
    }

    async function alertEvents(id: string) {
      const result = await ctx().database.db.execute(
        sql`select old_price_cents from alert_events where product_id = ${id} order by id`,
      );
      return (result as unknown as { rows: { old_price_cents: number | null }[] }).rows;
    }

    /** Where a listing on the market shows; `false` everywhere while it is held. */
    async function publicReads(id: string, categoryId: string, sellerId: string) {
      const search = (await get('/api/search?q=quokka')).json() as SearchResult;
      const browse = (await get(`/api/search?category=${categoryId}`)).json() as SearchResult;
      const profile = (await get(`/api/sellers/${sellerId}`)).json() as SellerProfile;
      const sitemap = await liveListingsAfter(ctx().database.db, undefined, 1000);
      return {
        all: ids((await get('/api/allproducts?limit=100')).json()).includes(id),
        advertised: ids((await get('/api/advertisement?limit=100')).json()).includes(id),
        category: ids((await get(`/api/categories/${categoryId}?limit=100`)).json()).includes(id),
        search: ids(search.items).includes(id),
        searchTotal: search.total,
        facet: browse.facets.category.find((v) => v.value === categoryId)?.count ?? 0,
        browseTotal: browse.total,
        profile: ids(profile.listings).includes(id),
        sitemap: sitemap.some((ref) => ref.id === id),
        stats: ((await get('/api/stats')).json() as { listings: number }).listings,
      };
    }

    it('When a listing is pending review, then no public read shows it, buyers meet a 404, and its seller and an admin read its page; cleared, it is everywhere in the next request', async () => {
      const cast = await buyingCast(ctx(), {
        productName: 'Quokka special phone',
        advertisement: true,
        advertisedAt: new Date(),
        sellingPriceCents: 40_000,
      });
      const { buyer, seller, admin, product } = cast;
      const id = product.id;
      const where = [id, product.categoryId, seller.row.id] as const;
      const page = `/api/listings/${id}`;

      const before = await publicReads(...where);
      expect(before).toMatchObject({
        all: true,
        advertised: true,
        category: true,
        search: true,
        searchTotal: 1,
        facet: 1,
        browseTotal: 1,
        profile: true,
        sitemap: true,
      });
      expect((await get(page)).statusCode).toBe(200);
      const eventsBefore = (await alertEvents(id)).length;

      await setReview(ctx(), id, 'pending_review');
      expect(await publicReads(...where)).toEqual({
        all: false,
        advertised: false,
        category: false,
        search: false,
        searchTotal: 0,
        facet: 0,
        browseTotal: 0,
        profile: false,
        sitemap: false,
        stats: before.stats - 1,
      });
      // Held is no news for saved searches.
      expect(await alertEvents(id)).toHaveLength(eventsBefore);

      // Visitors and other users: the 404 of an unknown listing.
      for (const who of [undefined, buyer]) {
        const res = await get(page, who);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'LISTING_NOT_FOUND' });
      }
      // Its seller and the admins: the page with its review, kept by nobody.
      for (const who of [seller, admin]) {
        const res = await get(page, who);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const body = res.json() as PublicListing;
        expect(body._id).toBe(id);
        expect(body.review).toEqual({ state: 'pending_review', queued: true });
      }
      // ...and a visitor after them still gets the 404 (nothing of theirs was stored).
      expect((await get(page)).statusCode).toBe(404);

      // Buyers' actions: as on an unknown listing.
      const app = ctx().app;
      const heart = await app.inject({
        method: 'PUT',
        url: `/api/favourites/${id}`,
        headers: buyer.headers,
      });
      expect(heart.statusCode).toBe(404);
      const report = await app.inject({
        method: 'PUT',
        url: `/api/report/${id}`,
        headers: buyer.headers,
        payload: { category: 'stolen' },
      });
      expect(report.statusCode).toBe(404);
      const offer = await app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: buyer.headers,
        payload: {
          listingId: id,
          amount: 300,
          buyerNumber: '+8801712345678',
          meetingLocation: 'Dhanmondi 27, Dhaka',
        },
      });
      expect(offer.statusCode).toBe(404);
      const message = await app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: buyer.headers,
        payload: { listingId: id, text: 'Is it still available?' },
      });
      expect(message.statusCode).toBe(404);
      const { buyerEmail: _, ...booking } = bookingPayload(id, buyer);
      const booked = await app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: buyer.headers,
        payload: booking,
      });
      expect(booked.statusCode).toBe(404);

      // Approved: on the market again at once, and news for saved searches like a new one.
      await setReview(ctx(), id, 'clear');
      expect(await publicReads(...where)).toEqual(before);
      const page200 = await get(page);
      expect(page200.statusCode).toBe(200);
      expect((page200.json() as PublicListing).review).toBeUndefined();
      const events = await alertEvents(id);
      expect(events).toHaveLength(eventsBefore + 1);
      expect(events.at(-1)).toEqual({ old_price_cents: null });
    });

    it('When a listing is rejected and then deleted, then even its seller gets a 404, not a 410 that says it existed', async () => {
      const { seller, product } = await buyingCast(ctx());
      await setReview(ctx(), product.id, 'rejected');
      const held = await get(`/api/listings/${product.id}`, seller);
      expect(held.statusCode).toBe(200);
      expect((held.json() as PublicListing).review).toEqual({ state: 'rejected', queued: false });
      await ctx()
        .database.db.update(products)
        .set({ deletedAt: new Date() })
        .where(eq(products.id, product.id));
      await ctx().app.catalogVersion.changed();
      expect((await get(`/api/listings/${product.id}`)).statusCode).toBe(404);
      expect((await get(`/api/listings/${product.id}`, seller)).statusCode).toBe(404);
    });
  },
  { RESPONSE_CACHE: 'true' },
);
