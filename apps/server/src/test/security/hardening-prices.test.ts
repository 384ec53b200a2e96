import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createFixtures } from '../fixtures.ts';
import {
  addProduct,
  listing,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedListing,
} from '../selling-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

/**
 * Issue #14 finding 9: `1e-9` passed the two-decimals check (1e-9 * 100 rounds to 0) and was
 * stored as 0 cents, and a $0 sale was paid. Prices are whole cents from $1.00 to $100,000 on
 * every write path, and the database refuses anything else (migration 0008).
 */
const CORPUS: unknown[] = [
  1e-9,
  0.001,
  0,
  -0,
  -1,
  0.5,
  0.99,
  1.001,
  12.345,
  100_000.01,
  1e6,
  1e21,
  5e-324,
  '5',
  '1e-9',
  null,
  true,
  [5],
  { cents: 500 },
];

describeOnEachDatabase(
  'hardening: prices are whole cents from $1 to $100,000 (issue #14, 9)',
  (ctx) => {
    const figures: HardeningFigure[] = [];
    let cast: SellingCast;
    const { edit } = sellingCalls(ctx);

    beforeAll(async () => {
      cast = await sellingCast(ctx());
    });
    afterAll(() => writeHardeningFigures('prices', ctx().kind, figures));

    it('When a listing is added or edited with a price outside whole cents from $1 to $100,000, then 400 names the field and nothing is stored', async () => {
      const before = await ctx().database.db.select({ id: products.id }).from(products);
      let refused = 0;
      let tries = 0;
      for (const value of CORPUS) {
        for (const field of ['marketPrice', 'sellingPrice'] as const) {
          tries++;
          const res = await addProduct(ctx().app, cast.seller, { ...cast.body, [field]: value });
          if (res.statusCode === 400 && res.json().fieldErrors?.[field]?.length > 0) refused++;
          else
            expect.fail(`${field}=${JSON.stringify(value)} answered ${res.statusCode} ${res.body}`);
        }
      }
      const after = await ctx().database.db.select({ id: products.id }).from(products);
      expect(after).toHaveLength(before.length);

      const id = await listing(ctx(), cast.seller, cast.body);
      let editsRefused = 0;
      for (const value of CORPUS) {
        const res = await edit(id, cast.seller, { sellingPrice: value });
        if (res.statusCode === 400 && res.json().fieldErrors?.sellingPrice?.length > 0)
          editsRefused++;
        else expect.fail(`edit sellingPrice=${JSON.stringify(value)} answered ${res.statusCode}`);
      }
      expect((await storedListing(ctx(), id))?.sellingPriceCents).toBe(45_050);

      const message = (
        await addProduct(ctx().app, cast.seller, { ...cast.body, sellingPrice: 1e-9 })
      ).json().fieldErrors.sellingPrice[0];
      expect(message).toBe('Selling price must be in whole cents (at most 2 decimals)');
      figures.push({
        item: '9',
        what: `Prices outside whole cents $1-$100,000 (1e-9, 0.001, 0, 12.345, 1e21, '5'...) on add and edit`,
        figure: `${refused} of ${tries} adds and ${editsRefused} of ${CORPUS.length} edits refused with a field message`,
      });
    });

    it('When prices are at the edges, then $1.00, 19.99 and $100,000 are stored as exact cents', async () => {
      for (const [price, cents] of [
        [1, 100],
        [19.99, 1999],
        [100_000, 10_000_000],
      ] as const) {
        const id = await listing(ctx(), cast.seller, {
          ...cast.body,
          marketPrice: price,
          sellingPrice: price,
        });
        const row = await storedListing(ctx(), id);
        expect([row?.marketPriceCents, row?.sellingPriceCents]).toEqual([cents, cents]);
      }
    });

    it('When a write skips the API with 0 or 99 cents, then the database refuses it', async () => {
      const f = createFixtures(ctx().database.db);
      const seller = await f.seller();
      let refused = 0;
      const attempts = [
        () => f.product({ seller, sellingPriceCents: 0 }),
        () => f.product({ seller, marketPriceCents: 99 }),
        () => f.product({ seller, sellingPriceCents: 10_000_001 }),
        async () => {
          const ok = await f.product({ seller });
          await ctx()
            .database.db.update(products)
            .set({ sellingPriceCents: 0 })
            .where(eq(products.id, ok.id));
        },
      ];
      for (const attempt of attempts) {
        await attempt().then(
          () => expect.fail('the database stored an out-of-range price'),
          (error: unknown) => {
            expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/price_range/);
            refused++;
          },
        );
      }
      figures.push({
        item: '9',
        what: 'Out-of-range cents written past the API (0, 99, 10,000,001, update to 0)',
        figure: `${refused} of ${attempts.length} refused by the CHECK constraints`,
      });
    });
  },
);
