import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { type Actor, buyingCast } from '../../test/buying-helpers.ts';
import { writeHardeningFigures } from '../../test/security/hardening-figures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const LIST = '/api/allproducts?limit=12';
const CALLS = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const priceOf = async (app: FastifyInstance, id: string) => {
  const res = await app.inject({ method: 'GET', url: LIST });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ _id: string; sellingPrice: number }>).find((p) => p._id === id)
    ?.sellingPrice;
};
const timedRead = async (app: FastifyInstance) => {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: LIST });
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
};
const readAll = (app: FastifyInstance, who: Actor) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: who.headers,
    payload: {},
  });
const readOne = (app: FastifyInstance, who: Actor, id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: who.headers,
    payload: { ids: [id] },
  });
/** On PostgreSQL a bump travels by NOTIFY: give one the time to arrive before looking. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * Issue #36 N3: marking notices read (even an id that does not exist) emptied the storefront's
 * response cache and its prerendered pages for everyone, with no limit. Both read the
 * catalogue version, so it must not move; a real catalogue write still moves it.
 */
describeOnEachDatabase(
  'Reading notifications leaves the cached catalogue alone (issue #36 N3)',
  (ctx) => {
    it('When a person marks notices read 100 times each way (a made-up id too), then the catalogue version stays and the cached list is still served from memory', async () => {
      const { app, database } = ctx();
      const { buyer, product } = await buyingCast(ctx(), {
        postTime: new Date(Date.now() + 86_400_000 * 365),
      });
      // Fixtures write behind the app's back; announce them as the API would have.
      await app.catalogVersion.changed();
      const shownPrice = await priceOf(app, product.id);
      expect(shownPrice).toBeDefined();
      const before: number[] = [];
      for (let i = 0; i < 20; i += 1) before.push(await timedRead(app));
      const version = app.catalogVersion.current();

      const after: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const all = await readAll(app, buyer);
        expect(all.statusCode, all.body).toBe(200);
        after.push(await timedRead(app));
        const one = await readOne(app, buyer, randomUUID());
        expect(one.statusCode, one.body).toBe(200);
        expect(one.json()).toEqual({ modifiedCount: 0 });
      }
      await settle();
      const bumps = app.catalogVersion.current() - version;
      expect(bumps).toBe(0);

      // The proof the entry survived: a price changed behind the app's back is not seen...
      await database.db
        .update(products)
        .set({ sellingPriceCents: 12_300 })
        .where(eq(products.id, product.id));
      expect(await priceOf(app, product.id)).toBe(shownPrice);
      // ...until the catalogue really changes.
      await app.catalogVersion.changed();
      expect(await priceOf(app, product.id)).toBe(123);

      writeHardeningFigures('notifications-cache', ctx().kind, [
        {
          item: 'N3',
          what: `${CALLS} read-all and ${CALLS} read (made-up id) calls: catalogue version bumps; cached list read (median) before / after each read-all`,
          figure: `${bumps} bumps; ${median(before).toFixed(2)} ms / ${median(after).toFixed(2)} ms`,
        },
      ]);
    });

    it('When the seller edits the price, then the next read shows it (real invalidation kept)', async () => {
      const { app } = ctx();
      const { seller, product } = await buyingCast(ctx(), {
        postTime: new Date(Date.now() + 86_400_000 * 365),
      });
      await app.catalogVersion.changed();
      await priceOf(app, product.id);
      const version = app.catalogVersion.current();
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/product/${product.id}`,
        headers: seller.headers,
        payload: { sellingPrice: 321 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(app.catalogVersion.current()).toBeGreaterThan(version);
      expect(await priceOf(app, product.id)).toBe(321);
    });
  },
  { RESPONSE_CACHE: 'true' },
);

describeOnEachDatabase(
  'Reading notifications is rate-limited per account (issue #36 N3)',
  (ctx) => {
    it('When one account marks notices read past its limit (5 in the test), then 429 RATE_LIMITED; another account is not held up', async () => {
      const { app } = ctx();
      const { buyer, otherBuyer } = await buyingCast(ctx());
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await readAll(app, buyer)).statusCode);
      for (let i = 0; i < 2; i += 1)
        statuses.push((await readOne(app, buyer, randomUUID())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const sixth = await readAll(app, buyer);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
      expect(sixth.headers['retry-after']).toBeDefined();
      expect((await readOne(app, buyer, randomUUID())).statusCode).toBe(429);
      expect((await readAll(app, otherBuyer)).statusCode).toBe(200);

      writeHardeningFigures('notifications-limit', ctx().kind, [
        {
          item: 'N3',
          what: 'Mark-read calls by one account past its limit (5 in the test; default 120 an hour)',
          figure: '5 answered, the 6th and 7th 429; another account 200',
        },
      ]);
    });
  },
  { NOTIFICATION_READ_RATE_LIMIT_PER_ACCOUNT: '5' },
);
