import { randomUUID } from 'node:crypto';
import type { Product } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { recordUser, signUp, uniqueEmail } from '../auth-helpers.ts';
import { type Actor, actorFor } from '../buying-helpers.ts';
import { createFixtures, type ProductRow, type UserRow } from '../fixtures.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * Issue #44: the original 2022 client, as it chains the spec §7 calls. It draws each card only
 * after asking `GET /verify/seller/{sellerEmail}` for that card's seller, and books with its own
 * payload (spec §4) carrying the card's `sellerEmail`. Public answers give a relay address per
 * seller (decision 036 addendum), never the real email: every card must still get its seller's
 * verified flag, and booking must still book the listing's seller.
 */
const RELAY = /^s-[a-z2-7]{26}@sellers\.invalid$/;
const ALLOWED_SITE = 'https://pictures.example';

describeOnEachDatabase(
  'issue #44: the original client with relay addresses',
  (ctx) => {
    let verified: UserRow;
    let unverified: UserRow;
    let buyer: Actor;
    let categoryId: string;
    const listings: ProductRow[] = [];

    beforeAll(async () => {
      const f = createFixtures(ctx().database.db);
      [verified, unverified] = await Promise.all([
        f.seller({ verified: true }),
        f.seller({ verified: false }),
      ]);
      buyer = await actorFor(ctx(), await f.buyer());
      const category = await f.category();
      categoryId = category.id;
      for (const [seller, advertisement] of [
        [verified, true],
        [verified, false],
        [unverified, true],
      ] as const) {
        listings.push(await f.product({ seller, category, advertisement }));
      }
    }, 120_000);

    const call = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url: `/api${url}`, headers });

    /** The client's card: the list item, then the verify call it makes before drawing it. */
    async function drawCards(url: string) {
      const res = await call(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const body = res.json() as Product[] | { items: Product[] };
      const items = Array.isArray(body) ? body : body.items;
      return Promise.all(
        items.map(async (card) => {
          const verify = await call(`/verify/seller/${card.sellerEmail}`);
          expect(verify.statusCode, verify.body).toBe(200);
          return { card, isVerify: (verify.json() as { isVerify: boolean }).isVerify };
        }),
      );
    }

    it('When the client draws every public list, then each card has a relay address that answers its seller’s verified flag', async () => {
      const expected = new Map([
        [verified.id, true],
        [unverified.id, false],
      ]);
      const addressOf = new Map<string, string>();
      for (const url of ['/advertisement', '/allproducts', `/categories/${categoryId}`]) {
        const cards = await drawCards(url);
        const ours = cards.filter(({ card }) => expected.has(card.sellerId));
        // The check can fail: the lists hold our sellers' cards.
        expect(ours.length, url).toBeGreaterThan(0);
        for (const { card, isVerify } of ours) {
          expect(card.sellerEmail, url).toMatch(RELAY);
          expect(card.sellerEmail).not.toContain(verified.email.split('@')[0]);
          expect(isVerify, `${url} ${card._id}`).toBe(expected.get(card.sellerId));
          // The same address on every listing and list of one seller.
          const seen = addressOf.get(card.sellerId) ?? card.sellerEmail;
          expect(card.sellerEmail).toBe(seen);
          addressOf.set(card.sellerId, seen);
        }
      }
      expect(new Set(addressOf.values()).size).toBe(2);
    });

    it('When the client books with the card’s relay address, then the listing’s seller is booked', async () => {
      const listing = listings[1] as ProductRow;
      const drawn = (await drawCards('/allproducts')).find((c) => c.card._id === listing.id);
      if (!drawn) throw new Error('the listing is not on All Products');
      const { card } = drawn;
      const payload = {
        buyerEmail: buyer.email,
        buyerName: 'Old Client Buyer',
        buyerNumber: '01712345678',
        meetingLocation: 'Mirpur 10, Dhaka',
        productName: card.productName,
        price: card.sellingPrice,
        productId: card._id,
        productImg: card.productImg,
        sellerEmail: card.sellerEmail,
      };
      const booked = await ctx().app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: buyer.headers,
        payload,
      });
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json()).toMatchObject({ acknowledged: true });
      const orders = await call(
        `/booking/myproduct?email=${encodeURIComponent(buyer.email)}`,
        buyer.headers,
      );
      const order = (orders.json() as { productId: string; sellerEmail: string }[]).find(
        (o) => o.productId === listing.id,
      );
      // The buyer's own order names the real seller: they have a deal with them.
      expect(order?.sellerEmail).toBe(verified.email);
    });

    it('When a relay address is forged, mistyped, or its seller is gone, then it is not verified', async () => {
      const drawn = (await drawCards('/advertisement')).find(
        (c) => c.card.sellerId === verified.id,
      );
      if (!drawn) throw new Error('the verified seller has no advertised card');
      const { card } = drawn;
      const letters = card.sellerEmail.slice(2, 28);
      for (const address of [
        `s-${'a'.repeat(26)}@sellers.invalid`,
        `s-${letters.slice(0, 25)}@sellers.invalid`,
        `s-${letters}@example.com`,
        `${randomUUID()}@sellers.invalid`,
      ]) {
        const res = await call(`/verify/seller/${address}`);
        expect(res.json(), address).toEqual({ isVerify: false });
      }
      // The real email still answers for clients that know it.
      expect((await call(`/verify/seller/${verified.email}`)).json()).toEqual({ isVerify: true });
      await ctx()
        .database.db.update(users)
        .set({ deletedAt: new Date() })
        .where(eq(users.id, verified.id));
      expect((await call(`/verify/seller/${card.sellerEmail}`)).json()).toEqual({
        isVerify: false,
      });
    });

    it('When the client records a profile with a picture on a site we do not allow, then the refusal names where pictures may come from', async () => {
      // The client records the profile after signing in with the identity service (a session).
      const email = uniqueEmail('old-client');
      const cookie = await signUp(ctx().app, { email });
      const refused = await recordUser(ctx().app, cookie, {
        email,
        photoURL: 'https://i.ibb.co/abc/avatar.png',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const { message } = refused.json() as { message: string };
      expect(message).toBe(
        `Photo must be a picture uploaded here or an https:// link to a picture on ${ALLOWED_SITE}`,
      );
      const allowed = await recordUser(ctx().app, cookie, {
        email,
        photoURL: `${ALLOWED_SITE}/avatar.png`,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
    });
  },
  { IMAGE_ORIGINS: ALLOWED_SITE },
);
