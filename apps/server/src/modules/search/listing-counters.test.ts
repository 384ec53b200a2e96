import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { phoneModels, products, users } from '../../db/schema.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { rowsOf } from './rows-of.ts';

/**
 * The facet counters, the search columns and search's copy of the live listings follow every
 * kind of write (migrations 0013, 0021 and 0029's triggers), so they always equal what a full
 * rebuild (search_rebuild_counts, search_rebuild_listings) finds.
 */
describeOnEachDatabase('listing counters and search columns', (ctx) => {
  const snapshot = async () =>
    (
      await rowsOf(
        ctx().database.db,
        sql`select scope, dimension, value, n from listing_facet_counts where n <> 0
            order by scope, dimension, value`,
      )
    ).map((r) => `${r.scope}|${r.dimension}|${r.value}|${r.n}`);

  /** search_listings, every column as text (migration 0021's copy of the live listings). */
  const copy = async () =>
    (
      await rowsOf(
        ctx().database.db,
        sql`select s::text as row from search_listings s order by s.id`,
      )
    ).map((r) => String(r.row));

  async function expectCountersExact() {
    const kept = await snapshot();
    const copied = await copy();
    await ctx().database.db.execute(sql`select search_rebuild_counts()`);
    await ctx().database.db.execute(sql`select search_rebuild_listings()`);
    expect(kept).toEqual(await snapshot());
    expect(copied).toEqual(await copy());
    return kept;
  }

  it('When listings are added, sold, deleted, moved and edited in every way, then the counters and the search copy equal a rebuild', async () => {
    const { db } = ctx().database;
    const f = createFixtures(db);
    const [a, b] = [await f.category(), await f.category()];
    const model = await f.phoneModel({ categoryId: a.id, name: 'Counter One' });
    const rows = await f.products(6, (i) => ({
      category: i % 2 ? a : b,
      storageGb: i % 3 ? 128 : null,
      variant: i % 2 ? 'official' : null,
    }));
    // Many rows in one statement, as the bench's load or a seed writes them.
    const seller = await f.seller();
    await db.insert(products).values(
      Array.from({ length: 5 }, (_, i) => ({
        productName: `Bulk ${i}`,
        marketPriceCents: 1000,
        sellingPriceCents: 900,
        area: 'Khulna',
        description: 'bulk',
        purchaseYear: '2023-01-01',
        productCondition: 'Fair',
        categoryId: a.id,
        modelId: model.id,
        productImg: '/images/x.webp',
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        sellerPhone: '+8801700000000',
      })),
    );
    expect((await expectCountersExact()).length).toBeGreaterThan(10);
    await db.update(products).set({ sold: true }).where(eq(products.id, rows[0]!.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, rows[1]!.id));
    await db
      .update(products)
      .set({ categoryId: a.id, area: 'Rajshahi' })
      .where(eq(products.id, rows[2]!.id));
    await db
      .update(products)
      .set({ modelId: model.id, storageGb: 512 })
      .where(eq(products.id, rows[3]!.id));
    // A price edit and a booking flag change no count (the price is in the search copy).
    await db.update(products).set({ sellingPriceCents: 12_300, booking: true });
    await db
      .update(products)
      .set({ productName: 'Renamed listing', description: 'now with a case', postTime: new Date() })
      .where(eq(products.id, rows[5]!.id));
    await expectCountersExact();
    expect((await copy()).length).toBe(9);
    // Back on the market, then gone for good.
    await db
      .update(products)
      .set({ sold: false, deletedAt: null })
      .where(inArray(products.id, [rows[0]!.id, rows[1]!.id]));
    await db.delete(products).where(eq(products.id, rows[4]!.id));
    await expectCountersExact();
    expect((await copy()).length).toBe(10);
    // Issue #21: held for review and rejected leave the counters and the copy; approval and
    // a bulk approval bring them back (migration 0029).
    await db
      .update(products)
      .set({ reviewState: 'pending_review' })
      .where(inArray(products.id, [rows[0]!.id, rows[2]!.id]));
    await db.update(products).set({ reviewState: 'rejected' }).where(eq(products.id, rows[3]!.id));
    await expectCountersExact();
    expect((await copy()).length).toBe(7);
    await db.update(products).set({ reviewState: 'clear' });
    await expectCountersExact();
    expect((await copy()).length).toBe(10);
  });

  it('When a seller is verified or a model renamed, then their listings search accordingly', async () => {
    const { db } = ctx().database;
    const f = createFixtures(db);
    const category = await f.category();
    const seller = await f.seller({ verified: false });
    const model = await f.phoneModel({ categoryId: category.id, name: 'Quasar 7' });
    const listing = await f.product({ seller, category, modelId: model.id, storageGb: 1024 });
    const read = async () =>
      (
        await rowsOf(
          db,
          sql`select seller_verified, search_terms from products where id = ${listing.id}`,
        )
      )[0]!;
    expect(await read()).toMatchObject({ seller_verified: false });
    expect(String((await read()).search_terms)).toMatch(/Quasar 7 .* 1024gb 1tb/);
    await db.update(users).set({ verified: true }).where(eq(users.id, seller.id));
    expect((await read()).seller_verified).toBe(true);
    await db.update(phoneModels).set({ name: 'Quasar 7 Max' }).where(eq(phoneModels.id, model.id));
    expect(String((await read()).search_terms)).toMatch(/^Quasar 7 Max /);
    const [copied] = await rowsOf(
      db,
      sql`select seller_verified, words @@ 'max'::tsquery as found from search_listings
           where id = ${listing.id}`,
    );
    expect(copied).toEqual({ seller_verified: true, found: true });
  });
});
