import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { createTestContext, databaseKinds } from '../../test/test-app.ts';
import { createSellingRepository } from './selling-repository.ts';

/**
 * Found by the workload suite (test/workload): a listing added while an admin deleted its
 * seller stayed on the market, since the seller was read and the listing inserted outside the
 * deletion's locks. PostgreSQL only: it needs a second connection holding the deletion open,
 * which the single-connection PGlite cannot have beside the app.
 */
for (const kind of databaseKinds.filter((k) => k === 'postgres')) {
  describe(`Adding a listing while its seller is being deleted [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      ctx = await createTestContext(kind);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('When the deletion commits while the listing is inserted, then no listing of the deleted seller is live', async () => {
      const f = createFixtures(ctx.database.db);
      const seller = await f.seller();
      const category = await f.category();
      const admin = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
      await admin.connect();
      try {
        // The deletion, its listings already withdrawn, not yet committed.
        await admin.query('begin');
        await admin.query('select id from users where id = $1 for no key update', [seller.id]);
        await admin.query('update users set deleted_at = now() where id = $1', [seller.id]);
        await admin.query(
          'update products set deleted_at = now() where seller_id = $1 and not sold and deleted_at is null',
          [seller.id],
        );

        const adding = createSellingRepository(ctx.database.db).insert(seller.id, {
          productName: 'Pixel 7',
          marketPriceCents: 60_000,
          sellingPriceCents: 40_000,
          purchaseYear: '2023-01-01',
          area: 'Dhaka',
          productCondition: 'Good',
          categoryId: category.id,
          productImg: '/images/x.webp',
          description: 'Fine.',
          photos: ['/images/x.webp'],
          details: {},
          sellerPhone: '+8801700000000',
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await admin.query('commit');

        expect(await adding).toEqual({ refused: 'SELLER_GONE' });
        const live = await ctx.database.db
          .select({ id: products.id, deletedAt: products.deletedAt })
          .from(products)
          .where(eq(products.sellerId, seller.id));
        expect(live.filter((p) => p.deletedAt === null)).toEqual([]);
      } finally {
        await admin.end();
      }
    });
  });
}
