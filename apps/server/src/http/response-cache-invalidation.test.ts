import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminCalls } from '../test/admin-helpers.ts';
import {
  type Actor,
  bookThrough,
  buyingCalls,
  buyingCast,
  intentFor,
} from '../test/buying-helpers.ts';
import { listing, sellingCast } from '../test/selling-helpers.ts';
import { createSiblingApp, describeOnEachDatabase } from '../test/test-app.ts';

interface Shown {
  _id: string;
  booking: boolean;
  sold: boolean;
  advertisement: boolean;
  sellingPrice: number;
}

/**
 * Every write that changes a public list makes the next read fresh, on the instance that
 * wrote and on another instance on the same database (decision 014). Each case first reads
 * the lists, so the stale answer is in memory when the write happens.
 */
describeOnEachDatabase(
  'response cache: writes make the next read fresh',
  (ctx) => {
    let sibling: { app: FastifyInstance; close: () => Promise<void> };
    beforeAll(async () => {
      sibling = await createSiblingApp(ctx());
    });
    afterAll(async () => {
      await sibling?.close();
    });

    const LISTS = ['/api/allproducts?limit=12', '/api/advertisement?limit=12'];
    // As a browser asks: compressed once the page passes 1 KiB.
    const read = async (app: FastifyInstance, url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.body;
      return JSON.parse(body) as Shown[];
    };
    const warm = async (...apps: FastifyInstance[]) => {
      for (const app of apps) for (const url of LISTS) await read(app, url);
    };
    /** A listing on top of the all-products page, shown by both instances from memory. */
    async function shownListing(): Promise<{
      id: string;
      seller: Actor;
      buyer: Actor;
      admin: Actor;
    }> {
      const cast = await buyingCast(ctx(), { postTime: new Date(Date.now() + 86_400_000 * 365) });
      // Fixtures write behind the app's back; announce them as the API would have.
      await ctx().app.catalogVersion.changed();
      // Its first read is a miss on each instance; read twice so the second comes from memory.
      await warm(ctx().app, sibling.app);
      await warm(ctx().app, sibling.app);
      return { id: cast.product.id, seller: cast.seller, buyer: cast.buyer, admin: cast.admin };
    }
    /**
     * The writer's next read, and the other instance's: on PostgreSQL the news travels by
     * NOTIFY, so the other instance is given the notification's delivery time (bounded here).
     */
    async function expectBoth(url: string, check: (rows: Shown[]) => void) {
      check(await read(ctx().app, url));
      const started = Date.now();
      for (;;) {
        try {
          check(await read(sibling.app, url));
          break;
        } catch (err) {
          if (Date.now() - started > 1000) throw err;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    }
    const top = (rows: Shown[], id: string) => rows.find((row) => row._id === id);
    const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, who: Actor, payload?: object) =>
      ctx().app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

    it('When a listing is advertised, then the next read shows it advertised', async () => {
      const { id, seller } = await shownListing();
      expect(top(await read(sibling.app, LISTS[1]!), id)).toBeUndefined();
      expect((await call('PUT', `/api/product/${id}`, seller)).statusCode).toBe(200);
      await expectBoth(LISTS[1]!, (rows) => expect(rows[0]?._id).toBe(id));
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)?.advertisement).toBe(true));
    });

    it('When a listing is added, then the next read shows it', async () => {
      await shownListing();
      const cast = await sellingCast(ctx());
      const id = await listing(ctx(), cast.seller, cast.body);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)).toBeDefined());
    });

    it('When a listing is edited, then the next read shows the new price', async () => {
      const { id, seller } = await shownListing();
      const res = await call('PATCH', `/api/product/${id}`, seller, { sellingPrice: 123 });
      expect(res.statusCode, res.body).toBe(200);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)?.sellingPrice).toBe(123));
    });

    it('When a listing is booked, then the next read shows its booking badge', async () => {
      const { id, buyer } = await shownListing();
      expect(top(await read(sibling.app, LISTS[0]!), id)?.booking).toBe(false);
      await bookThrough(buyingCalls(ctx), buyer, id);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)?.booking).toBe(true));
    });

    it('When a booked listing is paid for, then the next read no longer shows it', async () => {
      const { id, buyer } = await shownListing();
      const calls = buyingCalls(ctx);
      const bookingId = await bookThrough(calls, buyer, id);
      await warm(ctx().app, sibling.app);
      const { clientSecret } = await intentFor(calls, buyer, bookingId);
      expect((await calls.confirm(buyer, clientSecret)).statusCode).toBe(200);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)).toBeUndefined());
    });

    it('When a listing is deleted, then the next read no longer shows it', async () => {
      const { id, seller } = await shownListing();
      expect((await call('DELETE', `/api/product/${id}`, seller)).statusCode).toBe(200);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)).toBeUndefined());
    });

    it("When an admin deletes the seller, then the next read no longer shows the seller's listing", async () => {
      const { id, seller, admin } = await shownListing();
      const res = await adminCalls(ctx).deleteUser(seller.row.id, admin);
      expect(res.statusCode, res.body).toBe(200);
      await expectBoth(LISTS[0]!, (rows) => expect(top(rows, id)).toBeUndefined());
    });

    it('When a write is refused, then the cached answers stay', async () => {
      const { id, buyer } = await shownListing();
      const version = ctx().app.catalogVersion.current();
      // A buyer may not advertise someone else's listing: 403, nothing written.
      expect((await call('PUT', `/api/product/${id}`, buyer)).statusCode).toBe(403);
      expect(ctx().app.catalogVersion.current()).toBe(version);
    });
  },
  { RESPONSE_CACHE: 'true' },
);
