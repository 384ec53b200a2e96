import { FAVOURITES_LIMIT } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { favourites } from '../../db/schema-favourites.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase(
  'Favourites: PUT/DELETE /api/favourites/:listingId, GET /api/favourites',
  (ctx) => {
    let f: Fixtures;
    let buyer: Actor;
    let otherBuyer: Actor;
    let seller: Actor;
    let admin: Actor;
    const db = () => ctx().database.db;
    const call = (who: Actor, method: 'PUT' | 'DELETE' | 'GET', url: string) =>
      ctx().app.inject({ method, url, headers: who.headers });
    const heart = (who: Actor, id: string) => call(who, 'PUT', `/api/favourites/${id}`);
    const unheart = (who: Actor, id: string) => call(who, 'DELETE', `/api/favourites/${id}`);
    const list = async (who: Actor) => {
      const res = await call(who, 'GET', '/api/favourites');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const listing = () => f.product({ seller: seller.row, sellingPriceCents: 40_000 });

    beforeAll(async () => {
      f = createFixtures(db());
      const rows = await Promise.all([f.buyer(), f.buyer(), f.seller(), f.admin()]);
      [buyer, otherBuyer, seller, admin] = (await Promise.all(
        rows.map((row) => actorFor(ctx(), row)),
      )) as [Actor, Actor, Actor, Actor];
    });

    it('When a buyer hearts a listing twice, then both calls succeed and it is saved once at its price', async () => {
      const phone = await listing();
      const first = await heart(buyer, phone.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ listingId: phone.id, saved: true, count: 1 });
      // The second heart, after a price change, keeps the first heart's price.
      await db()
        .update(products)
        .set({ sellingPriceCents: 35_000 })
        .where(eq(products.id, phone.id));
      const again = await heart(buyer, phone.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().count).toBe(1);

      const rows = await db().select().from(favourites).where(eq(favourites.productId, phone.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: buyer.row.id, priceCentsAtSave: 40_000 });

      const unsaved = await unheart(buyer, phone.id);
      expect(unsaved.statusCode, unsaved.body).toBe(200);
      expect(unsaved.json()).toEqual({ listingId: phone.id, saved: false, count: 0 });
      const twice = await unheart(buyer, phone.id);
      expect(twice.statusCode, twice.body).toBe(200);
      expect((await list(buyer)).ids).not.toContain(phone.id);
    });

    it('When the listing is unknown, malformed or deleted, then 404; the seller hearting their own is 403', async () => {
      const deleted = await f.product({ seller: seller.row, deletedAt: new Date() });
      for (const id of [UNKNOWN, 'not-an-id', deleted.id]) {
        const res = await heart(buyer, id);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('LISTING_NOT_FOUND');
      }
      const own = await heart(seller, (await listing()).id);
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json().code).toBe('OWN_LISTING');
    });

    it('When the phone is booked, sold, repriced or deleted after the heart, then the list says so, newest first', async () => {
      const [cheaper, dearer, booked, sold, gone, same] = await f.products(6, {
        seller: seller.row,
        sellingPriceCents: 40_000,
      });
      // A booked or sold phone may be hearted too: it is the person's list.
      for (const phone of [cheaper, dearer, booked, sold, gone, same])
        expect((await heart(otherBuyer, phone!.id)).statusCode).toBe(200);
      await db()
        .update(products)
        .set({ sellingPriceCents: 32_500 })
        .where(eq(products.id, cheaper!.id));
      await db()
        .update(products)
        .set({ sellingPriceCents: 45_000 })
        .where(eq(products.id, dearer!.id));
      await f.booking({ product: booked!, buyer: buyer.row });
      await f.sale({ product: sold!, buyer: buyer.row });
      await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone!.id));

      const reply = await list(otherBuyer);
      const order = [same, gone, sold, booked, dearer, cheaper].map((p) => p!.id);
      expect(reply.ids).toEqual(order);
      expect(reply.limit).toBe(FAVOURITES_LIMIT);
      const byId = Object.fromEntries(
        reply.items.map((item: { listingId: string }) => [item.listingId, item]),
      );
      expect(byId[cheaper!.id]).toMatchObject({
        priceAtSave: 400,
        priceNow: 325,
        priceChanged: 'dropped',
        state: 'available',
      });
      expect(byId[dearer!.id]).toMatchObject({ priceChanged: 'raised', priceNow: 450 });
      expect(byId[booked!.id]).toMatchObject({ state: 'booked', priceChanged: null });
      expect(byId[sold!.id]).toMatchObject({ state: 'sold' });
      expect(byId[gone!.id]).toMatchObject({ state: 'gone' });
      expect(byId[same!.id]).toMatchObject({ state: 'available', priceChanged: null });
      // The card as the public lists show it: the seller's relay address, never their email
      // (decision 036, issue #44).
      expect(byId[same!.id].listing).toMatchObject({
        _id: same!.id,
        productName: same!.productName,
        sellingPrice: 400,
        sellerEmail: expect.stringMatching(/^s-[a-z2-7]{26}@sellers\.invalid$/),
      });

      const idsOnly = await call(otherBuyer, 'GET', '/api/favourites?idsOnly=1');
      expect(idsOnly.statusCode, idsOnly.body).toBe(200);
      expect(idsOnly.json()).toEqual({ ids: order, limit: FAVOURITES_LIMIT });
      expect(idsOnly.headers['cache-control']).toBe('no-store');
    });

    it("When someone else lists, then they never see another person's favourites", async () => {
      const phone = await listing();
      await heart(buyer, phone.id);
      expect((await list(buyer)).ids).toContain(phone.id);
      for (const other of [otherBuyer, admin, seller]) {
        const reply = await list(other);
        expect(reply.ids).not.toContain(phone.id);
        expect(reply.items.map((i: { listingId: string }) => i.listingId)).not.toContain(phone.id);
      }
      // Removing someone else's heart removes only one's own (none): theirs stays.
      expect((await unheart(otherBuyer, phone.id)).statusCode).toBe(200);
      expect((await list(buyer)).ids).toContain(phone.id);
    });

    it('When an admin hearts a listing, then it is on their own list', async () => {
      const phone = await listing();
      expect((await heart(admin, phone.id)).statusCode).toBe(200);
      expect((await list(admin)).ids).toEqual([phone.id]);
    });

    it(`When a person has ${FAVOURITES_LIMIT} favourites, then a new heart is 409 FAVOURITES_LIMIT, an old one still succeeds, and two at once at ${FAVOURITES_LIMIT - 1} leave ${FAVOURITES_LIMIT}`, async () => {
      const who = await actorFor(ctx(), await f.buyer());
      const category = await f.category();
      const phones = await f.products(FAVOURITES_LIMIT + 1, { seller: seller.row, category });
      await db()
        .insert(favourites)
        .values(
          phones
            .slice(0, FAVOURITES_LIMIT - 1)
            .map((p) => ({ userId: who.row.id, productId: p.id, priceCentsAtSave: 40_000 })),
        );
      // Two new hearts at once with one place left: exactly one gets it.
      const [a, b] = await Promise.all([
        heart(who, phones[FAVOURITES_LIMIT - 1]!.id),
        heart(who, phones[FAVOURITES_LIMIT]!.id),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json()).toMatchObject({ code: 'FAVOURITES_LIMIT' });
      expect(refused.json().message).toContain(`at most ${FAVOURITES_LIMIT}`);
      const reply = await list(who);
      expect(reply.ids).toHaveLength(FAVOURITES_LIMIT);
      expect(reply.items).toHaveLength(FAVOURITES_LIMIT);
      // Hearting one already saved is still fine at the limit.
      expect((await heart(who, phones[0]!.id)).statusCode).toBe(200);
      // Removing one makes room again.
      await unheart(who, phones[0]!.id);
      const leftOut =
        a.statusCode === 409 ? phones[FAVOURITES_LIMIT - 1]! : phones[FAVOURITES_LIMIT]!;
      expect((await heart(who, leftOut.id)).statusCode).toBe(200);
    });

    it('When nobody is signed in, then every favourites route is 401', async () => {
      const phone = await listing();
      for (const [method, url] of [
        ['GET', '/api/favourites'],
        ['PUT', `/api/favourites/${phone.id}`],
        ['DELETE', `/api/favourites/${phone.id}`],
      ] as const) {
        const res = await ctx().app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  },
);
