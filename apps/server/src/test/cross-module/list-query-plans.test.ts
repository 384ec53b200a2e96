import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createProductsRepository } from '../../modules/catalogue/products-repository.ts';
import { createReportsRepository } from '../../modules/reports/reports-repository.ts';
import { createSellingRepository } from '../../modules/selling/selling-repository.ts';
import { createFixtures } from '../fixtures.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * The public lists must read their partial index in order. An index whose NULLS ordering
 * differs from the query's ORDER BY cannot be used for the sort, and the database then reads
 * and sorts every listing on each request (found by the 1M-listing benchmark, issue #8).
 */
describeOnEachDatabase('list query plans', (ctx) => {
  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
    const { sql: text, params } = query.toSQL();
    const { db } = ctx().database;
    return db.transaction(async (tx) => {
      // A handful of test rows would make a sequential scan cheaper; the question here
      // is whether the index CAN deliver the order, so take the cheap way out of the plan.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const inlined = text.replace(/\$(\d+)/g, (_, n) => {
        const value = params[Number(n) - 1];
        return typeof value === 'number'
          ? String(value)
          : `'${String(value).replaceAll("'", "''")}'`;
      });
      // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  /**
   * The live booking flag must be looked up for the page's rows only: one probe of the open
   * booking index per row, under the LIMIT. As an EXISTS in the select list PostgreSQL chose a
   * hashed SubPlan over every open booking before the LIMIT (95 ms at 1M listings, issue #8).
   */
  function expectHoldLookedUpPerRow(text: string) {
    expect(text).toContain('bookings_open_product_uq');
    expect(text).toMatch(/Index Cond: \(product_id = products\.id\)/);
    expect(text).not.toMatch(/SubPlan|Hash/);
    // So is the seller's reputation (issue #19): its primary key, probed per row.
    expect(text).toContain('seller_reputation_pkey');
    expect(text).toMatch(/Index Cond: \(user_id = products\.seller_id\)/);
    const limits = text.split('\n').filter((line) => /^\s*(->\s*)?Limit\b/.test(line));
    // The page's Limit first, then the per-row Limits of the two lateral lookups beneath it.
    expect(limits).toHaveLength(3);
    expect(text.split('\n')[0]).toMatch(/^Limit\b/);
  }

  it('When all products are listed, then the public index delivers the order without a sort', async () => {
    const { db } = ctx().database;
    await createFixtures(db).products(3);
    const text = await plan(createProductsRepository(db).listOnMarket({ limit: 12 }));
    expect(text).toContain('products_public_idx');
    expect(text).not.toMatch(/\bSort\b/);
    expectHoldLookedUpPerRow(text);
  });

  it("When a seller's products are listed, then their index delivers the order and the hold is looked up per row", async () => {
    const { db } = ctx().database;
    const [first] = await createProductsRepository(db).listOnMarket({ limit: 1 });
    const [owner] = await db
      .execute(sql`select seller_id from products where id = ${first!.id}`)
      .then((r) => (r as unknown as { rows: { seller_id: string }[] }).rows);
    const text = await plan(
      createSellingRepository(db).listBySeller(owner!.seller_id, { limit: 20 }),
    );
    expect(text).toContain('products_seller_idx');
    expect(text).not.toMatch(/\bSort\b/);
    expectHoldLookedUpPerRow(text);
  });

  it('When a category is listed, then its index delivers the order without a sort', async () => {
    const { db } = ctx().database;
    const repo = createProductsRepository(db);
    const [first] = await repo.listOnMarket({ limit: 1 });
    // Listings of other brands and statistics: with a handful of rows the newest-first index
    // (which since migration 0016 carries the category too) costs the same as the brand's own.
    const f = createFixtures(db);
    const other = await f.category();
    await f.products(40, { category: other });
    await db.execute(sql`analyze products`);
    const text = await plan(repo.listOnMarket({ limit: 12 }, first!.categoryId));
    expect(text).toContain('products_category_idx');
    expect(text).not.toMatch(/\bSort\b/);
    expectHoldLookedUpPerRow(text);
  });

  it('When advertised products are listed, then their index delivers the order without a sort', async () => {
    const text = await plan(
      createProductsRepository(ctx().database.db).listAdvertised({ limit: 12 }),
    );
    expect(text).toContain('products_advertised_idx');
    expect(text).not.toMatch(/\bSort\b/);
    expectHoldLookedUpPerRow(text);
  });

  it("When Reported Items is listed, then each row's hold is one probe of the open-booking index, never a hash of every open booking", async () => {
    const { db } = ctx().database;
    const f = createFixtures(db);
    const [listing] = await f.products(1);
    const buyer = await f.buyer();
    await createReportsRepository(db).add(listing!.id, buyer.id, 'Looks stolen', 'stolen');
    const text = await plan(
      createReportsRepository(db).reportedListingsQuery({ limit: 25 }, 'IMEI blocked'),
    );
    expect(text).toContain('bookings_open_product_uq');
    expect(text).toMatch(/Index Cond: \(product_id = products\.id\)/);
    // The issue #22 finding: an EXISTS column let PostgreSQL hash the whole bookings table.
    expect(text).not.toMatch(/Seq Scan on bookings|Hash.*\n.*bookings/);
    // The only subquery left is the taken-down filter's; hold, model and reputation are joins.
    expect(text.match(/^\s*SubPlan\b/gm)).toHaveLength(1);
  });
});
