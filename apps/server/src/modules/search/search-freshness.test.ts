import { brotliDecompressSync } from 'node:zlib';
import type { SearchResult } from '@phonebazaar/shared';
import { expect, it } from 'vitest';
import { bookThrough, buyingCalls, buyingCast } from '../../test/buying-helpers.ts';
import { listing, sellingCalls, sellingCast } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * Search answers are response-cached like the other public lists (decision 014): a write
 * through the API (new listing, booking, price edit, delete) shows in the very next search.
 */
describeOnEachDatabase(
  'search through the response cache',
  (ctx) => {
    const read = async (query: string) => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/search?${query}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.body;
      return JSON.parse(body) as SearchResult;
    };
    /** Read twice, so the answer is in memory when the write happens. */
    const warm = async (query: string) => {
      await read(query);
      return read(query);
    };

    it('When a listing is added, repriced and deleted through the API, then each next search shows it', async () => {
      const cast = await sellingCast(ctx());
      const body = { ...cast.body, productName: 'Wombat edition phone' };
      expect((await warm('q=wombat')).total).toBe(0);
      const id = await listing(ctx(), cast.seller, body);
      const added = await read('q=wombat');
      expect(added.items.map((p) => p._id)).toEqual([id]);
      expect(added.total).toBe(1);
      expect(added.facets.area).toEqual([{ value: 'Dhaka', count: 1 }]);

      await warm('q=wombat&priceMax=200');
      const calls = sellingCalls(ctx);
      expect((await calls.edit(id, cast.seller, { sellingPrice: 150 })).statusCode).toBe(200);
      const cheaper = await read('q=wombat&priceMax=200');
      expect(cheaper.items.map((p) => [p._id, p.sellingPrice])).toEqual([[id, 150]]);

      expect((await calls.remove(id, cast.seller)).statusCode).toBe(200);
      expect((await read('q=wombat')).total).toBe(0);
      expect((await read('q=wombat&priceMax=200')).items).toEqual([]);
    });

    it('When a listing is booked, then the next search shows it booked', async () => {
      const cast = await buyingCast(ctx(), { productName: 'Numbat edition phone' });
      await ctx().app.catalogVersion.changed();
      expect((await warm('q=numbat')).items[0]?.booking).toBe(false);
      await bookThrough(buyingCalls(ctx), cast.buyer, cast.product.id);
      expect((await read('q=numbat')).items[0]?.booking).toBe(true);
    });
  },
  { RESPONSE_CACHE: 'true' },
);
